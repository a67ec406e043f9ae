/**
 * The kinds of Area Knowledge question (issue 31), weighted as the real test has been since
 * 1 October 2025. Every county question carries one; a county test can be taken on one of them.
 */
export const AREA_CATEGORIES = ['roads', 'hubs', 'hospitals', 'venues', 'attractions', 'streets', 'routes', 'towns', 'destinations', 'trivia'] as const;
export type AreaCategory = (typeof AREA_CATEGORIES)[number];

/** What a learner sees: "Dublin hospitals", "Cork one-way systems and routes". */
export const AREA_CATEGORY_LABELS: Record<AreaCategory, string> = {
  roads: 'Motorways and national roads',
  hubs: 'Stations, airports and ports',
  hospitals: 'Hospitals',
  venues: 'Sports, theatre and music venues',
  attractions: 'Tourist attractions',
  streets: 'Streets, quays and bridges',
  routes: 'One-way systems and routes',
  towns: 'Towns and districts',
  destinations: 'Hotels, colleges and other destinations',
  trivia: 'Background',
};

/**
 * Practice by category (issue 31 §4): "Dublin hospitals", "Cork one-way systems and routes". Test
 * ids 301–310, one per category in AREA_CATEGORIES order, with the county held on the attempt.
 */
export const AREA_DRILL_BASE = 300;
export const AREA_DRILL_MAX_QUESTIONS = 20;
export const areaDrillId = (category: AreaCategory) => AREA_DRILL_BASE + 1 + AREA_CATEGORIES.indexOf(category);
export const areaDrillCategory = (testId: number): AreaCategory | null => AREA_CATEGORIES[testId - AREA_DRILL_BASE - 1] ?? null;
/** A minute a question, as in the real Area Knowledge module. */
export const areaDrillSize = (poolSize: number) => Math.min(poolSize, AREA_DRILL_MAX_QUESTIONS);
export const areaDrillTitle = (county: string, category: AreaCategory) => `${county} ${AREA_CATEGORY_LABELS[category].toLowerCase()}`;
