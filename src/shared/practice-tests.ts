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

export const COUNTY_BANK_KEYS = ['dublin', 'cork', 'galway', 'limerick', 'waterford', 'other'] as const;
export type CountyBankKey = (typeof COUNTY_BANK_KEYS)[number];

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

/** The test cards on /practice-tests (spec §2), in order. */
export const CARD_TEST_IDS = [1, 3, 4] as const;

const countyTest = (id: number, name: string, county: CountyBankKey): TestDefinition => ({
  id,
  title: `${name} Area Knowledge`,
  description: `Area knowledge questions for ${name}.`,
  timeLimitMinutes: 30,
  drawSize: 30,
  modules: [12],
  county,
});

export const COUNTY_TESTS: readonly TestDefinition[] = [
  countyTest(201, 'Dublin', 'dublin'),
  countyTest(202, 'Cork', 'cork'),
  countyTest(203, 'Galway', 'galway'),
  countyTest(204, 'Limerick', 'limerick'),
  countyTest(205, 'Waterford', 'waterford'),
  countyTest(299, 'Other Counties', 'other'),
];

export const GENERAL_COUNTY_TEST_ID = 299;

export const ALL_TESTS: readonly TestDefinition[] = [...MODULE_TESTS, ...COUNTY_TESTS];

export function getTest(id: number): TestDefinition | undefined {
  return ALL_TESTS.find((t) => t.id === id);
}

/** The 26 counties, Dublin first (the selector's default), then the rest alphabetically. */
export const COUNTIES = [
  'Dublin', 'Carlow', 'Cavan', 'Clare', 'Cork', 'Donegal', 'Galway', 'Kerry', 'Kildare',
  'Kilkenny', 'Laois', 'Leitrim', 'Limerick', 'Longford', 'Louth', 'Mayo', 'Meath', 'Monaghan',
  'Offaly', 'Roscommon', 'Sligo', 'Tipperary', 'Waterford', 'Westmeath', 'Wexford', 'Wicklow',
] as const;
export const OTHER_COUNTIES = 'Other Counties';
export type CountyOption = (typeof COUNTIES)[number] | typeof OTHER_COUNTIES;
export const COUNTY_OPTIONS: readonly CountyOption[] = [...COUNTIES, OTHER_COUNTIES];

/** Spec §4: a county opens its own test, or the general test when it has none. */
export function countyTestFor(county: CountyOption): { test: TestDefinition; isGeneral: boolean } {
  const own = COUNTY_TESTS.find(
    (t) => t.county !== 'other' && t.title.startsWith(`${county} `),
  );
  if (own) return { test: own, isGeneral: false };
  const general = COUNTY_TESTS.find((t) => t.id === GENERAL_COUNTY_TEST_ID);
  if (!general) throw new Error('General county test missing');
  return { test: general, isGeneral: county !== OTHER_COUNTIES };
}
