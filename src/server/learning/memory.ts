import { createEmptyCard, fsrs, Rating, State, type Card } from 'ts-fsrs';
import type { RecallCard } from '../data/question-memory.ts';

/**
 * The learner's memory of each question (DESIGN.md §14), scheduled with FSRS: a right answer is
 * rated Good and a wrong one Again, so a missed question comes back within a day and a known
 * one drifts further out. Pure: the caller stores the card.
 */
// No same-day learning steps: a learner meets a question in a test days apart, not minutes.
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

export type MemoryCard = Card;

const DAY_MS = 86_400_000;

export function nextMemory(previous: MemoryCard | null, correct: boolean, now: Date): MemoryCard {
  const card: MemoryCard = previous ?? createEmptyCard<MemoryCard>(now);
  const next = scheduler.next(card, now, correct ? Rating.Good : Rating.Again).card;
  if (correct) return next;
  // A miss comes back within a day (issue 19), however well the question was known before: the
  // test is close, and a lapse is what review is for. (FSRS itself never asks for less than a day
  // here, so one test of "within a day" covers both.)
  return { ...next, due: new Date(Math.min(next.due.getTime(), now.getTime() + DAY_MS)), scheduled_days: Math.min(next.scheduled_days, 1) };
}

/**
 * The predicted chance of recalling a seen question now (FSRS retrievability), 0–1: FSRS's
 * forgetting curve over the whole days since the last review, as its get_retrievability works it
 * out (the unit test compares the two), without building a full card for each of thousands.
 */
export function recallNow(card: RecallCard, now: Date): number {
  if (card.state === State.New || !card.last_review) return 0;
  const days = Math.max(Math.floor((now.getTime() - card.last_review.getTime()) / DAY_MS), 0);
  return scheduler.forgetting_curve(days, +card.stability.toFixed(8));
}
