import { newExplanationWords, restatesKey } from './explanations.ts';
import { explanationAddressesAnswer, MIN_EXPLANATION_WORDS, words } from './quality.ts';
import type { LearnerText } from './syllabus-tags.ts';

/**
 * Content-check rules for errors the course once taught and for the sources policy (issue 29
 * items 3–5, content/README.md). Each wording rule catches a known mistake wherever it reappears.
 */

export const BANNED_WORDING: readonly { pattern: RegExp; why: string }[] = [
  {
    // The special rate runs midnight–4am on two nights (Friday into Saturday, Saturday into Sunday).
    pattern: /\bfriday\s*(?:to|-|–|—|through|until|till)\s*sunday\b/i,
    why: 'the special rate is midnight–4am on Friday into Saturday and Saturday into Sunday, not "Friday to Sunday"',
  },
  {
    // Tariff A covers the 14.5 km after the initial charge's 500 m: Tariff B starts 15 km from the start.
    pattern: /\bnext\s+15\s*(?:km|kms|kilomet(?:re|er)s?)\b/i,
    why: 'Tariff A runs until 15 km from the start of the journey (14.5 km after the initial charge), not for "the next 15 km"',
  },
];

/** A `source` names the public source (manual, NTA, statute...), never our own facts file. */
export const FACTS_FILE_SOURCE = /facts? file|facts\b|spsv-facts|FACTS-/i;

/** The wording problems in one piece of learner text. */
export function wordingProblems(text: string): string[] {
  return BANNED_WORDING.filter((rule) => rule.pattern.test(text)).map((rule) => rule.why);
}

export interface TeachingQuestion {
  id: string;
  bank: string;
  text: string;
  options: readonly string[];
  answer: number;
  explanation: string;
  source: string;
}

/**
 * Banks whose explanations must teach: every module and county bank (issue 31). The general
 * Other Counties bank, which no selector offers since issue 32, is only counted.
 */
const explanationRuleApplies = (bank: string) => bank !== 'county-other';

/** Wording, source and explanation rules over every page, block and question. */
export function checkTeaching(texts: readonly LearnerText[], questions: readonly TeachingQuestion[]): { errors: string[]; notes: string[] } {
  const errors: string[] = [];
  for (const t of texts) for (const why of wordingProblems(t.text)) errors.push(`${t.where}: ${why}`);
  let countyRestatements = 0;
  for (const q of questions) {
    const where = `questions/${q.bank}.yaml: ${q.id}`;
    for (const why of wordingProblems([q.text, ...q.options, q.explanation].join('\n'))) errors.push(`${where}: ${why}`);
    if (FACTS_FILE_SOURCE.test(q.source)) errors.push(`${where}: source "${q.source}" names our facts file: name the public source it rests on (manual ed. 8 with chapter and page, NTA, TFI, statute...)`);
    // An explanation already failing the older rules (too short, not naming the key) gets one message at a time.
    const explained = words(q.explanation).length >= MIN_EXPLANATION_WORDS && explanationAddressesAnswer(q.explanation, q.options[q.answer] ?? '');
    if (!explained || !restatesKey(q)) continue;
    if (!explanationRuleApplies(q.bank)) countyRestatements += 1;
    else {
      const added = newExplanationWords(q);
      errors.push(`${where}: the explanation only restates the key (${added.length} significant word${added.length === 1 ? '' : 's'} beyond the stem and answer): say why it is right, and why a tempting option is wrong`);
    }
  }
  const notes = countyRestatements > 0 ? [`${countyRestatements} Other Counties explanations only restate the key (a bank no selector offers)`] : [];
  return { errors, notes };
}
