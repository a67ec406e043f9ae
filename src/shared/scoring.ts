/** Pure scoring rules shared by the test runner, results, dashboard and server (spec §5, §9). */
export const PASS_MARK = 0.8;
/** The pass mark as the whole percent the screens show ("80% to Pass"). */
export const PASS_PERCENT = Math.round(PASS_MARK * 100);
/** The result bar turns yellow from this share, orange below (spec §9). */
export const WARNING_MARK = 0.6;

export function percent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part / total) * 100);
}

export function isPass(score: number, total: number): boolean {
  return total > 0 && score / total >= PASS_MARK;
}

/** Correct answers needed to reach the pass mark. */
export function passScore(total: number): number {
  // Guard against float error: 0.8 * 25 = 20.000000000000004.
  return Math.ceil(Math.round(PASS_MARK * total * 1e6) / 1e6);
}

export function moreNeededToPass(score: number, total: number): number {
  return Math.max(0, passScore(total) - score);
}

export function resultBand(score: number, total: number): 'pass' | 'warning' | 'low' {
  if (isPass(score, total)) return 'pass';
  return total > 0 && score / total >= WARNING_MARK ? 'warning' : 'low';
}

/** Spec §4: reader progress is page ÷ total pages, a rounded percent. */
export function readerProgress(page: number, totalPages: number): number {
  return percent(page, totalPages);
}

/** Seconds as mm:ss for the test countdown. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
