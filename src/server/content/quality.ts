/**
 * Pure helpers for the question-quality rules of the content check (content/README.md,
 * issue 20). load.ts applies them per question, per bank and per pool.
 */

/** A question's `verified` date may be no older than this (and not in the future). */
export const EARLIEST_VERIFIED = '2025-01-01';
export const MIN_EXPLANATION_WORDS = 8;

/** A `source` must cite the facts, not a peer study, the spec or this course. */
export const BANNED_SOURCE = /\b(peers?|spec|this course)\b/i;
/** Options that lean on the other options. */
export const BANNED_OPTION = /\b(all|none|both) of (the )?(above|these)\b|\bboth [a-d] and [a-d]\b/i;
/** Phrases that must not reach a learner page (internal research notes). */
export const BANNED_PAGE_PHRASES = ['peer study', 'peer source', "this course's own notes", "course's own notes"] as const;

/** Function words and short generic words that carry no meaning of their own (only ≥ 4-letter words matter). */
const STOP_WORDS = new Set(
  ('about above after again also always another been before being both could does each either every from have having here ' +
    'into just least less more most much must neither none only other over same should some such than that their them then ' +
    'there these they this those under upon very were what when where which while whom whose will with within would your yours')
    .split(' '),
);

const ARTICLES = new Set(['a', 'an', 'the']);
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Lower-case; a possessive 's, apostrophes and number punctuation dropped; other punctuation to spaces; whitespace collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’.,]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function words(text: string): string[] {
  const n = normalise(text);
  return n === '' ? [] : n.split(' ');
}

/** A word with a digit, or of 4+ letters that is not a stop-word. */
export function isSignificant(word: string): boolean {
  return /\d/.test(word) || (word.length >= 4 && !STOP_WORDS.has(word));
}

/**
 * An option specific enough that seeing it in a stem gives the answer away: at least 4
 * characters once normalised, and either a number ("14 days", "€1,000", "Dublin 8") or at least
 * two words besides a/an/the of which one is significant ("Kent Station", "An Garda Síochána").
 * Single words with or without an article ("Taxi", "A taxi", "The Mall") and short generic
 * phrases ("The NTA", "By car") are not distinctive.
 */
export function isDistinctive(option: string): boolean {
  const n = normalise(option);
  if (n.length < 4) return false;
  const w = n.split(' ').filter((x) => !ARTICLES.has(x));
  return /\d/.test(n) || (w.length >= 2 && w.some(isSignificant));
}

/** Capitalised single words that name a direction or a side, not a place. */
const NOT_PLACES = new Set(['north', 'south', 'east', 'west', 'northbound', 'southbound', 'eastbound', 'westbound', 'left', 'right', 'both', 'neither', 'none', 'inbound', 'outbound', 'clockwise', 'anticlockwise', 'yes']);

/**
 * County banks (issue 31): a single capitalised word of 4+ letters names a place ("Beaumont",
 * "Barrow", "Salthill"), and a stem that names it gives the answer away as surely as "Kent Station".
 */
export function isDistinctivePlace(option: string): boolean {
  if (isDistinctive(option)) return true;
  const w = option.trim().split(/\s+/).filter((x) => !ARTICLES.has(x.toLowerCase()));
  const word = w[0] ?? '';
  return w.length === 1 && /^\p{Lu}/u.test(word) && normalise(word).length >= 4 && !NOT_PLACES.has(normalise(word));
}

/** Whether `phrase` occurs in `text` as whole words, both normalised. */
export function containsPhrase(text: string, phrase: string): boolean {
  return ` ${normalise(text)} `.includes(` ${normalise(phrase)} `);
}

interface Choice {
  options: readonly string[];
  answer: number;
}

/** The correct option has more characters (trimmed) than each of the other three. */
export function isStrictlyLongest(q: Choice): boolean {
  const lengths = q.options.map((o) => o.trim().length);
  const correct = lengths[q.answer] ?? 0;
  return lengths.every((l, i) => i === q.answer || l < correct);
}

/** Share (0–1) of questions whose correct option is the strictly longest. */
export function longestCorrectShare(questions: readonly Choice[]): number {
  return questions.length === 0 ? 0 : questions.filter(isStrictlyLongest).length / questions.length;
}

/** How often each position 0–3 is the correct one. */
export function positionCounts(questions: readonly Choice[]): number[] {
  const counts = [0, 0, 0, 0];
  for (const q of questions) counts[q.answer] = (counts[q.answer] ?? 0) + 1;
  return counts;
}

/** Every position is correct in 25 % ± `slack` percentage points of the questions (inclusive). */
export function positionsBalanced(counts: readonly number[], slack: number): boolean {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.every((n) => Math.abs((100 * n) / total - 25) <= slack);
}

/** "four" → "4", other words unchanged. */
export const asNumber = (word: string) => (NUMBER_WORDS.includes(word) ? String(NUMBER_WORDS.indexOf(word)) : word);

/** Same word, number ("four" = "4") or word stem (first five letters: "refunded" ~ "refundable"). */
function sameWord(a: string, b: string): boolean {
  return asNumber(a) === asNumber(b) || (/^\p{L}{5,}$/u.test(a) && /^\p{L}{5,}$/u.test(b) && a.slice(0, 5) === b.slice(0, 5));
}

/**
 * The explanation shares a significant word or number with the correct option (see sameWord),
 * or names it by its acronym: one written in the option ("TUS") or the initials of its
 * capitalised words ("University Hospital Limerick" ~ "UHL"). When the option has no
 * significant word ("The NTA", "Yes"), any of its words besides stop-words and articles counts;
 * an option of such words only cannot be checked and passes.
 */
export function explanationAddressesAnswer(explanation: string, option: string): boolean {
  const optionWords = words(option);
  const significant = optionWords.filter(isSignificant);
  const wanted = significant.length > 0 ? significant : optionWords.filter((w) => !STOP_WORDS.has(w) && !ARTICLES.has(w));
  if (wanted.length === 0) return true;
  const capitalised = option.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w) && !ARTICLES.has(w.toLowerCase()));
  if (capitalised.length >= 2) wanted.push(capitalised.map((w) => w[0]).join('').toLowerCase());
  wanted.push(...(option.match(/\b[A-Z]{2,}\b/g) ?? []).map((acronym) => acronym.toLowerCase()));
  const said = words(explanation);
  return wanted.some((w) => said.some((x) => sameWord(w, x)));
}

export interface QuestionLike extends Choice {
  id: string;
  text: string;
  explanation: string;
  source: string;
  verified?: string | undefined;
}

/** The rules one question must meet on its own (rules 1, 4, 6 own-stem and 7 of content/README.md). */
export function questionProblems(q: QuestionLike, today: string, places = false): string[] {
  const distinctive = places ? isDistinctivePlace : isDistinctive;
  const problems: string[] = [];
  if (!q.verified) problems.push('verified date missing');
  else if (q.verified > today) problems.push(`verified ${q.verified} is in the future`);
  else if (q.verified < EARLIEST_VERIFIED) problems.push(`verified ${q.verified} is before ${EARLIEST_VERIFIED}`);
  if (BANNED_SOURCE.test(q.source)) problems.push(`source "${q.source}" must cite the facts, not a peer study, the spec or this course`);
  for (const option of q.options) {
    if (BANNED_OPTION.test(option)) problems.push(`option "${option}" leans on the other options (all/none/both of the above, both A and B)`);
  }
  const correct = q.options[q.answer] ?? '';
  if (distinctive(correct) && containsPhrase(q.text, correct)) problems.push(`the stem gives away its own answer "${correct}"`);
  const explanationWords = words(q.explanation).length;
  if (explanationWords < MIN_EXPLANATION_WORDS) problems.push(`explanation has ${explanationWords} words, at least ${MIN_EXPLANATION_WORDS} needed`);
  else if (!explanationAddressesAnswer(q.explanation, correct)) problems.push(`explanation shares no significant word or number with the answer "${correct}"`);
  return problems;
}

/**
 * Cross-question give-aways in one pool: a question's distinctive correct option (see
 * isDistinctive; in a county bank, `places`, also isDistinctivePlace) that appears, as whole
 * words, in the stem of another question of the pool.
 */
export function giveAways<Q extends QuestionLike>(pool: readonly Q[], places = false, county?: string): { question: Q; answer: string; stemsOf: Q[] }[] {
  const stems = pool.map((q) => ({ q, stem: ` ${normalise(q.text)} ` }));
  // The county's own name is in half its stems ("in County Wicklow"): as a one-word answer (the town) it gives nothing away.
  const distinctive = places ? (o: string) => isDistinctivePlace(o) && (isDistinctive(o) || normalise(o).replace(/^the /, '') !== normalise(county ?? '')) : isDistinctive;
  return pool.flatMap((question) => {
    const answer = question.options[question.answer] ?? '';
    if (!distinctive(answer)) return [];
    const needle = ` ${normalise(answer)} `;
    const stemsOf = stems.filter(({ q, stem }) => q !== question && stem.includes(needle)).map(({ q }) => q);
    return stemsOf.length > 0 ? [{ question, answer, stemsOf }] : [];
  });
}

/** The banned phrases a learner page (body and key points) contains. */
export function bannedPagePhrases(text: string): string[] {
  const lower = text.toLowerCase().replace(/’/g, "'");
  const found = BANNED_PAGE_PHRASES.filter((p) => lower.includes(p));
  return found.filter((p) => !found.some((longer) => longer !== p && longer.includes(p)));
}

/** Two questions this alike (stem and right answer together) ask the same fact. */
export const SAME_FACT_SIMILARITY = 0.6;
/** …provided their right answers are this alike too (so "width" and "height" of a door differ). */
export const SAME_ANSWER_SIMILARITY = 0.5;

/** Significant words cut to their first six letters, so "licensed" and "licence" meet. */
function stems(text: string): Set<string> {
  return new Set(words(text).filter(isSignificant).map((w) => w.slice(0, 6)));
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * Questions in one pool that ask the same fact in other words: one answers the other, and a
 * draw holding both wastes a place. Compared on significant word stems (Jaccard): the stem and
 * right answer together at least SAME_FACT_SIMILARITY alike, and the right answers alone at
 * least SAME_ANSWER_SIMILARITY alike, and the same figures (if any) in both stems.
 */
export function sameFactPairs<Q extends QuestionLike>(pool: readonly Q[]): [Q, Q][] {
  const shaped = pool.map((q) => {
    const answer = stems(q.options[q.answer] ?? '');
    const numbers = words(q.text).filter((w) => /\d/.test(w)).sort().join(' ');
    return { q, answer, numbers, whole: new Set([...stems(q.text), ...answer]) };
  });
  // Worked cases with different figures in the stem ("3pm on Christmas Day", "7am on 26
  // December") apply one rule to different facts: not the same question. So only questions with
  // the same figures are compared, and (the banks hold thousands) the cheap tests go first.
  const groups = new Map<string, typeof shaped>();
  for (const s of shaped) groups.set(s.numbers, [...(groups.get(s.numbers) ?? []), s]);
  const pairs: [Q, Q][] = [];
  for (const group of groups.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const a = group[i];
        const b = group[j];
        if (!a || !b) continue;
        // Two sets this far apart in size cannot reach the similarity line.
        const [small, large] = a.whole.size < b.whole.size ? [a.whole.size, b.whole.size] : [b.whole.size, a.whole.size];
        if (small < SAME_FACT_SIMILARITY * large) continue;
        if (jaccard(a.answer, b.answer) >= SAME_ANSWER_SIMILARITY && jaccard(a.whole, b.whole) >= SAME_FACT_SIMILARITY) pairs.push([a.q, b.q]);
      }
    }
  }
  // The order questions were found in, as before.
  const order = new Map(pool.map((q, i) => [q, i]));
  return pairs.sort(([a1, b1], [a2, b2]) => (order.get(a1) ?? 0) - (order.get(a2) ?? 0) || (order.get(b1) ?? 0) - (order.get(b2) ?? 0));
}
