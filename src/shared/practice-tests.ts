/** The practice test catalogue (spec §9 "Practice tests"). */
export interface TestDefinition {
  id: number;
  title: string;
  description: string;
  timeLimitMinutes: number;
  /** How many questions a full draw holds; the draw is min(target, pool). */
  drawSize: number;
  /** Module-bank tests draw from these modules; county tests from their county bank. */
  modules: readonly number[];
  county?: CountyBankKey;
}

/** The 26 counties, Dublin first (the selector's default), then the rest alphabetically. */
export const COUNTIES = [
  'Dublin', 'Carlow', 'Cavan', 'Clare', 'Cork', 'Donegal', 'Galway', 'Kerry', 'Kildare',
  'Kilkenny', 'Laois', 'Leitrim', 'Limerick', 'Longford', 'Louth', 'Mayo', 'Meath', 'Monaghan',
  'Offaly', 'Roscommon', 'Sligo', 'Tipperary', 'Waterford', 'Westmeath', 'Wexford', 'Wicklow',
] as const;
export type County = (typeof COUNTIES)[number];
export const OTHER_COUNTIES = 'Other Counties';
export type CountyOption = County | typeof OTHER_COUNTIES;
/** A readonly tuple, so `z.enum(COUNTY_OPTIONS)` keeps the literal union (issue 28 §6). */
export const COUNTY_OPTIONS = [...COUNTIES, OTHER_COUNTIES] as const satisfies readonly CountyOption[];
/** The county the selectors and readiness start on when the learner has not chosen one. */
export const DEFAULT_COUNTY: County = 'Dublin';

/** A county's key in file names and banks: `county-kerry.yaml`, `counties/kerry.md`. */
export const countySlug = (county: County) => county.toLowerCase() as Lowercase<County>;
export type CountySlug = Lowercase<County>;
export const COUNTY_SLUGS: readonly CountySlug[] = COUNTIES.map(countySlug);

/** One bank per county (issue 21), and `other`: the general bank of the Other Counties test. */
export const COUNTY_BANK_KEYS: readonly (CountySlug | 'other')[] = [...COUNTY_SLUGS, 'other'];
export type CountyBankKey = CountySlug | 'other';

/** The five cities' counties, whose banks are twice the size (issue 21: at least 80, not 40). */
export const CITY_COUNTIES: readonly County[] = ['Dublin', 'Cork', 'Galway', 'Limerick', 'Waterford'];

export function isCountyOption(value: unknown): value is CountyOption {
  return typeof value === 'string' && (COUNTY_OPTIONS as readonly string[]).includes(value);
}

export function isCounty(value: unknown): value is County {
  return typeof value === 'string' && (COUNTIES as readonly string[]).includes(value);
}

export const MODULE_TESTS: readonly TestDefinition[] = [
  {
    id: 1,
    title: 'Industry Knowledge',
    description: 'The SPSV industry, driver licensing and choosing a vehicle.',
    timeLimitMinutes: 45,
    drawSize: 40,
    modules: [1, 2, 3],
  },
  {
    id: 2,
    title: 'Area Knowledge',
    description: 'Vehicle licensing, working as an operator and finding your way around.',
    timeLimitMinutes: 35,
    drawSize: 30,
    modules: [4, 5, 6],
  },
  {
    id: 3,
    title: 'Customer Service',
    description: 'Fares, delivering customer satisfaction and running your SPSV business.',
    timeLimitMinutes: 30,
    drawSize: 25,
    modules: [7, 8, 9],
  },
  {
    id: 4,
    title: 'Full Mock Exam',
    description: 'A full-length mock exam drawn from all twelve modules.',
    timeLimitMinutes: 105,
    drawSize: 80,
    modules: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  },
];

/**
 * "Retry my mistakes" (issue 32 §6): a practice drawn from exactly the questions missed (wrong or
 * left blank) in one marked sitting of the learner's, started with `fromAttempt`.
 */
export const RETRY_MISTAKES_TEST_ID = 600;
export const RETRY_MISTAKES_TITLE = 'Retry my mistakes';
/** A minute a question, as in the Entry Test, and never under five. */
export const retryMinutes = (questions: number) => Math.max(5, questions);

/** The test cards on /practice-tests (spec §2), in order. */
export const CARD_TEST_IDS = [1, 3, 4] as const;

/** The real Area Knowledge module's length: 36 questions in 36 minutes (or the whole bank when smaller). */
export const AREA_TEST_QUESTIONS = 36;

const countyTest = (id: number, name: CountyOption, county: CountyBankKey): TestDefinition => ({
  id,
  title: `${name} Area Knowledge`,
  description: `Area knowledge questions for ${name}.`,
  timeLimitMinutes: AREA_TEST_QUESTIONS,
  drawSize: AREA_TEST_QUESTIONS,
  modules: [12],
  county,
});

/** Spec ids 201–205 for the five cities; the other 21 counties from 206 on, alphabetically. */
const FIRST_NEW_COUNTY_TEST_ID = 206;
const NEW_COUNTIES = [...COUNTIES].filter((c) => !CITY_COUNTIES.includes(c)).sort();

export const GENERAL_COUNTY_TEST_ID = 299;

export const COUNTY_TESTS: readonly TestDefinition[] = [
  ...CITY_COUNTIES.map((c, i) => countyTest(201 + i, c, countySlug(c))),
  ...NEW_COUNTIES.map((c, i) => countyTest(FIRST_NEW_COUNTY_TEST_ID + i, c, countySlug(c))),
  countyTest(GENERAL_COUNTY_TEST_ID, OTHER_COUNTIES, 'other'),
];

export const ALL_TESTS: readonly TestDefinition[] = [...MODULE_TESTS, ...COUNTY_TESTS];

export function getTest(id: number): TestDefinition | undefined {
  return ALL_TESTS.find((t) => t.id === id);
}

/**
 * Spec §4: a county opens its own test, or the general test, with the spec's notice, when it has
 * none. Since issue 21 every county has its own, so only Other Counties gets the general test.
 */
export function countyTestFor(county: CountyOption): { test: TestDefinition; isGeneral: boolean } {
  const own = isCounty(county) ? COUNTY_TESTS.find((t) => t.county === countySlug(county)) : undefined;
  if (own) return { test: own, isGeneral: false };
  const general = COUNTY_TESTS.find((t) => t.id === GENERAL_COUNTY_TEST_ID);
  if (!general) throw new Error('General county test missing');
  return { test: general, isGeneral: true };
}
