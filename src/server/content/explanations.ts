import { asNumber, isSignificant, words } from './quality.ts';

/**
 * Issue 29 item 5: an explanation teaches (why the key is right, why a tempting option is wrong),
 * never only "The answer is X". A restatement adds nothing to the stem and the key, so it is
 * measured by what is left once they are taken away.
 */

/** An explanation must add at least this many significant words of its own. */
export const MIN_NEW_EXPLANATION_WORDS = 4;

interface Explained {
  text: string;
  options: readonly string[];
  answer: number;
  explanation: string;
}

/**
 * Words as the other rules compare them (quality.ts): the same word or number ("four" = "4"), or,
 * for words of 5+ letters, the same first five letters ("refunded" ~ "refundable").
 */
class WordSet {
  private readonly exact = new Set<string>();
  private readonly stems = new Set<string>();

  add(word: string): void {
    this.exact.add(asNumber(word));
    if (/^\p{L}{5,}$/u.test(word)) this.stems.add(word.slice(0, 5));
  }

  has(word: string): boolean {
    return this.exact.has(asNumber(word)) || (/^\p{L}{5,}$/u.test(word) && this.stems.has(word.slice(0, 5)));
  }
}

/**
 * The explanation's significant words (4+ letters and not a stop-word, or any number) that
 * neither the stem nor the correct option already holds, compared as WordSet compares them.
 * Repeats count once.
 */
export function newExplanationWords(q: Explained): string[] {
  const seen = new WordSet();
  for (const word of [...words(q.text), ...words(q.options[q.answer] ?? '')].filter(isSignificant)) seen.add(word);
  const added: string[] = [];
  for (const word of words(q.explanation).filter(isSignificant)) {
    if (seen.has(word)) continue;
    seen.add(word);
    added.push(word);
  }
  return added;
}

/** Fewer than MIN_NEW_EXPLANATION_WORDS new significant words: it only restates the key. */
export function restatesKey(q: Explained): boolean {
  return newExplanationWords(q).length < MIN_NEW_EXPLANATION_WORDS;
}
