import { CITY_COUNTIES, countySlug, type CountySlug } from '#shared/practice-tests.ts';
import type { AreaCategory } from '#shared/area-categories.ts';
import { normalise } from './quality.ts';

/**
 * Issue 31: each county's Area Knowledge bank and study pages at the depth of the real test,
 * weighted to the categories it has stressed since 1 October 2025 (content/README.md "County
 * banks"). Pure: load.ts hands it each county's questions and page word counts.
 */

export const MIN_DUBLIN_BANK = 400;
export const MIN_CITY_BANK = 150; // Cork, Galway, Limerick, Waterford
export const MIN_COUNTY_BANK = 60;
export const MIN_HOSPITAL_ITEMS = 3;
export const MIN_DUBLIN_STREET_ITEMS = 40; // streets + routes
export const MIN_CITY_STREET_ITEMS = 15;
export const MAX_TRIVIA_SHARE = 0.03;
/** The county town may be the key in at most this share (rounded up) of the items offering it. */
export const MAX_COUNTY_TOWN_KEY_SHARE = 0.3;
export const MIN_DUBLIN_WORDS = 8000;
export const MIN_DUBLIN_PAGES = 5;
export const MIN_CITY_WORDS = 3000;
export const MIN_CITY_PAGES = 2;
export const MIN_COUNTY_WORDS = 1200;

/** Each county's town (or city) as the real test's candidates know it. */
export const COUNTY_TOWNS: Record<CountySlug, string> = {
  dublin: 'Dublin', carlow: 'Carlow', cavan: 'Cavan', clare: 'Ennis', cork: 'Cork', donegal: 'Lifford',
  galway: 'Galway', kerry: 'Tralee', kildare: 'Naas', kilkenny: 'Kilkenny', laois: 'Portlaoise',
  leitrim: 'Carrick-on-Shannon', limerick: 'Limerick', longford: 'Longford', louth: 'Dundalk', mayo: 'Castlebar',
  meath: 'Navan', monaghan: 'Monaghan', offaly: 'Tullamore', roscommon: 'Roscommon', sligo: 'Sligo',
  tipperary: 'Clonmel', waterford: 'Waterford', westmeath: 'Mullingar', wexford: 'Wexford', wicklow: 'Wicklow',
};

/** A stem asking history or trivia (a year, a founder, a nickname): it must be filed as `trivia`. */
export const TRIVIA_STEM = /\b(in what year|which year|what year|when was|founded|founder|nickname|nicknamed|opened in|built in|established|century|named after|was called|formerly called|renamed)\b/i;

/**
 * Generic guides and mirrors that are not a specific public source for a place (issue 31 §2:
 * council, HSE, Irish Rail, TFI, TII, the venue's own site, Wikipedia only where nothing better).
 */
export const WEAK_PLACE_SOURCE = /\b(wikivoyage|grokipedia|tripsavvy|hatch students|liquisearch|piglix|wikimili|wikishire|local knowledge)\b/i;

export interface AreaQuestion {
  id: string;
  text: string;
  options: readonly string[];
  answer: number;
  source: string;
  category?: AreaCategory | undefined;
}

/** What one county must hold: bank size, pages and words, streets and routes. */
export function areaTargets(slug: CountySlug): { bank: number; words: number; pages: number; streets: number } {
  if (slug === 'dublin') return { bank: MIN_DUBLIN_BANK, words: MIN_DUBLIN_WORDS, pages: MIN_DUBLIN_PAGES, streets: MIN_DUBLIN_STREET_ITEMS };
  if (CITY_COUNTIES.map(countySlug).includes(slug)) return { bank: MIN_CITY_BANK, words: MIN_CITY_WORDS, pages: MIN_CITY_PAGES, streets: MIN_CITY_STREET_ITEMS };
  return { bank: MIN_COUNTY_BANK, words: MIN_COUNTY_WORDS, pages: 1, streets: 0 };
}

/** "Tralee", "Tralee town", "Cork city", "Cork City": the county town as an option. */
export function isCountyTown(option: string, town: string): boolean {
  const n = normalise(option).replace(/^the /, '').replace(/ (town|city)$/, '').replace(/ city centre$/, '');
  return n === normalise(town);
}

/** The county town's share as the key among the items offering it, and whether that is too often. */
export function countyTownBalance(questions: readonly AreaQuestion[], town: string): { offered: number; keyed: number; allowed: number } {
  const offering = questions.filter((q) => q.options.some((o) => isCountyTown(o, town)));
  const keyed = offering.filter((q) => isCountyTown(q.options[q.answer] ?? '', town)).length;
  return { offered: offering.length, keyed, allowed: Math.ceil(offering.length * MAX_COUNTY_TOWN_KEY_SHARE) };
}

/**
 * One county's rules. `file` names the bank in messages; `pageWords` holds the words of each of its
 * study pages in order (empty when it has none: that has its own error).
 */
export function areaProblems(slug: CountySlug, questions: readonly AreaQuestion[], pageWords: readonly number[]): string[] {
  const file = `questions/county-${slug}*.yaml`;
  const problems: string[] = [];
  const target = areaTargets(slug);
  if (questions.length < target.bank) problems.push(`${file}: ${questions.length} questions, at least ${target.bank} needed`);
  const count = (...categories: AreaCategory[]) => questions.filter((q) => q.category && categories.includes(q.category)).length;
  for (const q of questions) {
    if (!q.category) problems.push(`${file}: ${q.id}: category missing (one of roads, hubs, hospitals, venues, attractions, streets, routes, towns, destinations, trivia)`);
    else if (q.category !== 'trivia' && TRIVIA_STEM.test(q.text)) problems.push(`${file}: ${q.id}: asks history or trivia ("${TRIVIA_STEM.exec(q.text)?.[0]}"): file it as trivia, or ask where the place is`);
    if (WEAK_PLACE_SOURCE.test(q.source)) problems.push(`${file}: ${q.id}: source "${q.source}" is a general guide or mirror: cite the place's own site, the council, HSE, Irish Rail, TFI or TII`);
  }
  const hospitals = count('hospitals');
  if (hospitals < MIN_HOSPITAL_ITEMS) problems.push(`${file}: ${hospitals} hospital questions, at least ${MIN_HOSPITAL_ITEMS} needed`);
  if (target.streets > 0 && count('streets', 'routes') < target.streets) {
    problems.push(`${file}: ${count('streets', 'routes')} street and route questions, at least ${target.streets} needed`);
  }
  const trivia = count('trivia');
  const triviaAllowed = Math.floor(questions.length * MAX_TRIVIA_SHARE);
  if (trivia > triviaAllowed) problems.push(`${file}: ${trivia} history or trivia questions, at most ${triviaAllowed} (${MAX_TRIVIA_SHARE * 100} %)`);
  const town = COUNTY_TOWNS[slug];
  const balance = countyTownBalance(questions, town);
  if (balance.keyed > balance.allowed) {
    problems.push(`${file}: ${town} is the key in ${balance.keyed} of the ${balance.offered} questions offering it, at most ${balance.allowed} (${MAX_COUNTY_TOWN_KEY_SHARE * 100} %): a learner guessing the county town should not gain`);
  }
  const where = `modules/12-county-area-knowledge/counties/${slug}/`;
  const words = pageWords.reduce((a, b) => a + b, 0);
  if (pageWords.length > 0 && words < target.words) problems.push(`${where}: ${words} words of study text, at least ${target.words} needed`);
  if (pageWords.length > 0 && pageWords.length < target.pages) problems.push(`${where}: ${pageWords.length} page(s), at least ${target.pages} needed`);
  return problems;
}
