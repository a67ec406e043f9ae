import { ENTRY_PASS_PERCENT, SIMULATOR_TEST_ID } from '#shared/entry-test.ts';
import type { ResultRecord } from '#shared/schemas/practice.ts';
import { PASS_PERCENT, percent } from '#shared/scoring.ts';
import { formatDate } from '#client/lib/format.ts';

export interface ScorePoint {
  date: string;
  percent: number;
  testType: string;
}

/** Oldest first, for a left-to-right time axis. */
export function scorePoints(results: readonly ResultRecord[]): ScorePoint[] {
  return [...results]
    .sort((a, b) => Date.parse(a.dateTaken) - Date.parse(b.dateTaken))
    .map((r) => ({ date: formatDate(r.dateTaken), percent: percent(r.score, r.totalQuestions), testType: r.testType }));
}

/** The chart's text alternative: how many attempts, the latest and the best. */
export function scoreSummary(points: readonly ScorePoint[]): string {
  const latest = points.at(-1);
  if (!latest) return '';
  const best = points.reduce((a, b) => (b.percent > a.percent ? b : a), latest);
  const attempts = points.length === 1 ? '1 attempt' : `${points.length} attempts`;
  return `${attempts}. Latest: ${latest.percent}% in ${latest.testType} on ${latest.date}. Best: ${best.percent}% in ${best.testType}.`;
}

/**
 * The line a test's scores are measured against (issue 32 §5): the Entry Test's 75 % for the
 * simulator and its parts, the practice mark of 80 % for everything else.
 */
export function passPercentFor(testId: number): number {
  return testId === SIMULATOR_TEST_ID ? ENTRY_PASS_PERCENT : PASS_PERCENT;
}

export interface TestTaken {
  testId: number;
  title: string;
}

/** Each test the learner has results for, the most recently taken first (results come newest first). */
export function testsTaken(results: readonly ResultRecord[]): TestTaken[] {
  const seen = new Map<number, TestTaken>();
  for (const r of results) if (!seen.has(r.testId)) seen.set(r.testId, { testId: r.testId, title: r.testType });
  return [...seen.values()];
}
