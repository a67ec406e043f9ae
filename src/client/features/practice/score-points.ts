import type { ResultRecord } from '#shared/schemas/practice.ts';
import { percent } from '#shared/scoring.ts';
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
