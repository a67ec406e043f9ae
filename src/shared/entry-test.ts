/**
 * The real SPSV Driver Entry Test (facts §B.1): Industry Knowledge, 54 questions in 54 minutes,
 * then Area Knowledge for the candidate's county, 36 in 36 minutes; 75 % in each module. A
 * module passed stands for one year from the first sitting; only the other is sat again.
 */
export const SIMULATOR_TEST_ID = 100;
export const SIMULATOR_TITLE = 'SPSV Entry Test simulation';
export const ENTRY_PASS_MARK = 0.75;
/** The Entry Test's mark as the whole percent the screens show ("75% to pass"). */
export const ENTRY_PASS_PERCENT = Math.round(ENTRY_PASS_MARK * 100);

export const ENTRY_PARTS = [
  { key: 'industry', title: 'Industry Knowledge', questions: 54, minutes: 54, modules: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
  { key: 'area', title: 'Area Knowledge', questions: 36, minutes: 36, modules: [12] },
] as const;

export type EntryPartKey = (typeof ENTRY_PARTS)[number]['key'];
export const ENTRY_PART_KEYS = ENTRY_PARTS.map((p) => p.key) as [EntryPartKey, ...EntryPartKey[]];

/** Correct answers needed in a part: 75 % rounded up (41 of 54, 27 of 36); no source says how 40.5 rounds, so we ask for more. */
export function entryPassScore(total: number): number {
  return Math.ceil(Math.round(ENTRY_PASS_MARK * total * 1e6) / 1e6);
}

export interface Sitting {
  /** ISO date, YYYY-MM-DD. */
  satOn: string;
  industryPassed: boolean;
  areaPassed: boolean;
}

export type EntryTestStatus =
  | { state: 'not_sat' }
  | { state: 'passed'; passedOn: string }
  | { state: 'remaining'; remaining: EntryPartKey; passBy: string; firstSatOn: string }
  /** Both modules at the next sitting: none passed yet, or a passed module lapsed on `lapsedOn`. */
  | { state: 'sit_both'; lapsedOn: string | null };

/** One year on from an ISO date (29 February runs to 28 February). */
export function oneYearAfter(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + 1, m, 0)).getUTCDate();
  return `${y + 1}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Where a candidate stands after their real sittings: a first sitting opens a one-year window;
 * a module passed in it stands until the window closes; both passed within it is a pass; a
 * window that closes first means starting again with both modules at the next sitting.
 */
export function entryTestStatus(sittings: readonly Sitting[], today: string): EntryTestStatus {
  const sorted = [...sittings].sort((a, b) => a.satOn.localeCompare(b.satOn));
  let windowStart: string | null = null;
  let industry = false;
  let area = false;
  for (const s of sorted) {
    if (windowStart !== null && s.satOn > oneYearAfter(windowStart)) {
      windowStart = null;
      industry = false;
      area = false;
    }
    windowStart ??= s.satOn;
    industry ||= s.industryPassed;
    area ||= s.areaPassed;
    if (industry && area) return { state: 'passed', passedOn: s.satOn };
  }
  if (windowStart === null) return { state: 'not_sat' };
  const passBy = oneYearAfter(windowStart);
  if (!industry && !area) return { state: 'sit_both', lapsedOn: null };
  if (today > passBy) return { state: 'sit_both', lapsedOn: passBy };
  return { state: 'remaining', remaining: industry ? 'area' : 'industry', passBy, firstSatOn: windowStart };
}

/** Module quizzes (issue 19 §3): test id 500 + module id, ten questions from that module's bank. */
export const MODULE_QUIZ_BASE = 500;
export const MODULE_QUIZ_SIZE = 10;
export const MODULE_QUIZ_MINUTES = 15;
export const moduleQuizId = (moduleId: number) => MODULE_QUIZ_BASE + moduleId;
export const quizModuleOf = (testId: number): number | null => (testId > MODULE_QUIZ_BASE && testId <= MODULE_QUIZ_BASE + 12 ? testId - MODULE_QUIZ_BASE : null);
