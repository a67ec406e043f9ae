import { ENTRY_PARTS } from '#shared/entry-test.ts';
import { words } from './quality.ts';
import type { SyllabusPoint } from './syllabus.ts';

/**
 * The syllabus tag rules of the content check (issue 29 items 1–2, content/README.md
 * "Syllabus tags"): every tag names a known, live point; every Industry Knowledge question and
 * every page and vehicle block of modules 1–11 is tagged; and a page's tags stay close to its text.
 */

/** Modules whose pages and banks teach Industry Knowledge (1–11); module 12 is Area Knowledge. */
export const INDUSTRY_MODULES: readonly number[] = ENTRY_PARTS[0].modules;

/** Learner text that may carry tags: a page, a vehicle block or a county page. */
export interface LearnerText {
  /** Where it lives, relative to content/, for messages. */
  where: string;
  module: number;
  kind: 'page' | 'block' | 'county';
  syllabus: readonly string[] | undefined;
  /** Everything the learner reads in it: title, body and key points. */
  text: string;
}

export interface TaggedQuestion {
  id: string;
  /** module-NN or county-<key>. */
  bank: string;
  syllabus?: string | readonly string[] | undefined;
}

/** A question's `syllabus` is one id or a list; a page's is a list. */
export const tagList = (tags: string | readonly string[] | undefined): string[] => (tags === undefined ? [] : typeof tags === 'string' ? [tags] : [...new Set(tags)]);

/** Banks module-01…module-11: the Industry Knowledge questions. */
export const isIndustryBank = (bank: string) => {
  const match = /^module-(\d{2})$/.exec(bank);
  return match !== null && INDUSTRY_MODULES.includes(Number(match[1]));
};

/**
 * Words of 5+ letters too common in this course to show that a page states a particular point
 * ("driver", "licence", "before"...). Compared, like every word here, on their first five letters,
 * so the list leaves out common words whose stem a distinctive word shares ("transport" would hide
 * "transferred", "manual" "manual handling", "person" "personal security").
 */
const COMMON = new Set(
  ('about above across after again against along always among another apply application because before being below between ' +
    'cannot check could current currently driver during either every example following hackney include including licence limousine ' +
    'means might never other passenger people required rules service should small their there these those through under until ' +
    'using vehicle where which while whose within without would')
    .split(' ')
    .map((w) => w.slice(0, 5)),
);
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** The figures and 5-letter word stems of a text ("six" counts as the figure "6"), each with a word that gave it. */
function terms(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const word of words(text)) {
    const asNumber = NUMBER_WORDS.indexOf(word);
    if (asNumber >= 0) found.set(String(asNumber + 2), word);
    else if (/\d/.test(word)) found.set(word, word);
    else if (/^\p{L}{5,}$/u.test(word) && !found.has(word.slice(0, 5))) found.set(word.slice(0, 5), word);
  }
  return found;
}

/**
 * A point's distinctive terms: its figures ("€140" → "140", "30 km" → "30", "six" → "6") and the
 * first five letters of its words of 5+ letters that are not in the COMMON list; each term maps
 * to a word of the statement that gave it, for messages.
 */
export function distinctiveTerms(statement: string): Map<string, string> {
  return new Map([...terms(statement)].filter(([term]) => /\d/.test(term) || !COMMON.has(term)));
}

/**
 * Plausibly stated: at least one distinctive term of the point appears in the text. A point with
 * no distinctive term cannot be checked this way and passes. A floor, not a proof: it catches a
 * tag copied to the wrong page, not a page that states the point badly.
 */
export function plausiblyStated(statement: string, text: string): boolean {
  return statedIn(statement, terms(text));
}

function statedIn(statement: string, said: ReadonlyMap<string, string>): boolean {
  const wanted = [...distinctiveTerms(statement).keys()];
  return wanted.length === 0 || wanted.some((t) => said.has(t));
}

export interface TagCheckInput {
  /** The syllabus by id; null when it could not be read (its own error says so), so ids are not checked. */
  points: ReadonlyMap<string, SyllabusPoint> | null;
  texts: readonly LearnerText[];
  questions: readonly TaggedQuestion[];
}

/** Unknown or retired ids, in any text or bank. */
function idProblems(tags: readonly string[], points: TagCheckInput['points']): string[] {
  if (!points) return [];
  return tags.flatMap((id) => {
    const point = points.get(id);
    if (!point) return [`unknown syllabus id ${id}`];
    return point.retired ? [`syllabus id ${id} is retired: tag the point that replaced it`] : [];
  });
}

/** Every tag rule, as content-check errors. */
export function checkSyllabusTags({ points, texts, questions }: TagCheckInput): string[] {
  const errors: string[] = [];
  for (const t of texts) {
    const tags = tagList(t.syllabus);
    for (const problem of idProblems(tags, points)) errors.push(`${t.where}: ${problem}`);
    // Module 12 (Area Knowledge) and its county pages may carry tags but need none.
    if (tags.length === 0 && t.kind !== 'county' && INDUSTRY_MODULES.includes(t.module)) {
      errors.push(`${t.where}: no syllabus tags: list the learning points this ${t.kind === 'block' ? 'vehicle block' : 'page'} states (syllabus: [IK-…])`);
    }
    // The text's terms once, however many points it tags.
    let said: Map<string, string> | undefined;
    for (const id of tags) {
      const point = points?.get(id);
      if (point && !point.retired && !statedIn(point.statement, (said ??= terms(t.text)))) {
        const shown = [...distinctiveTerms(point.statement).values()].slice(0, 8).join(', ');
        errors.push(`${t.where}: tags ${id} but states none of its distinctive words (${shown}): tag what the page states, or state it`);
      }
    }
  }
  for (const q of questions) {
    const tags = tagList(q.syllabus);
    for (const problem of idProblems(tags, points)) errors.push(`questions/${q.bank}.yaml: ${q.id}: ${problem}`);
    if (tags.length === 0 && isIndustryBank(q.bank)) errors.push(`questions/${q.bank}.yaml: ${q.id}: no syllabus tag: name the learning point(s) its stem and key test`);
  }
  return errors;
}
