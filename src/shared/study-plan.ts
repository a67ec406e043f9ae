import type { TodayPlan } from './schemas/study-plan.ts';

/** Today's plan towards the learner's test date (issue 19 §5). Pure: dates are ISO days. */

/** Reading should be done this many days before the test, leaving them for mocks and review. */
export const READING_BUFFER_DAYS = 3;
/** Without a test date, a steady pace that finishes the course in about five weeks. */
export const DEFAULT_DAILY_PAGES = 3;
/** A full simulator sitting is worth it once a pass is at least an even chance. */
export const MOCK_READINESS = 0.5;
/** "Ready" is a pass more likely than not by a clear margin in both parts. */
export const READY_READINESS = 0.8;

const DAY_MS = 86_400_000;

/** The calendar day in Ireland for an instant, as YYYY-MM-DD. */
export function irishDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export interface PlanInput {
  today: string;
  testDate: string | null;
  pagesLeft: number;
  reviewsDue: number;
  /** Chance of passing Industry Knowledge and the learner's Area Knowledge (0–1). */
  industryKnowledge: number;
  areaKnowledge: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function todaysPlan(input: PlanInput): TodayPlan {
  const { pagesLeft, reviewsDue } = input;
  const weakest = Math.min(input.industryKnowledge, input.areaKnowledge);
  const mock = input.industryKnowledge >= MOCK_READINESS;
  const days = input.testDate === null ? null : daysBetween(input.today, input.testDate);
  if (days === null || days < 0) {
    const pagesToday = Math.min(pagesLeft, DEFAULT_DAILY_PAGES);
    return {
      daysLeft: null,
      pagesLeft,
      pagesToday,
      reviewsDue,
      mock,
      summary: days === null ? 'Add your test date to get a plan that finishes in time.' : 'Your test date has passed. Add the date of your next sitting.',
    };
  }
  const readingDays = Math.max(1, days - READING_BUFFER_DAYS);
  const pagesToday = pagesLeft === 0 ? 0 : Math.ceil(pagesLeft / readingDays);
  const when = days === 0 ? 'Your test is today' : `${plural(days, 'day')} to your test`;
  let summary: string;
  if (pagesLeft === 0 && weakest >= READY_READINESS) summary = `${when}. You are on track: keep your reviews up to date.`;
  else if (pagesLeft > 0) summary = `${when}. Read ${plural(pagesToday, 'page')} and clear your reviews today to finish in time.`;
  else summary = `${when}. The reading is done: clear your reviews and practise your weakest modules.`;
  return { daysLeft: days, pagesLeft, pagesToday, reviewsDue, mock, summary };
}
