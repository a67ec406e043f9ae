import type { z } from 'zod';
import type { reviewAnswerResponse } from '#shared/schemas/review.ts';

export type ReviewVerdict = z.output<typeof reviewAnswerResponse>;

/** What became of a review answer once it left the device: marked, or refused for good (issue 32 §3). */
export type ReviewSent = { kind: 'marked'; verdict: ReviewVerdict } | { kind: 'refused'; message: string };

const EVENT = 'spsv-review-outcome';

/**
 * Outcomes by answer id, for this page's life only: a verdict holds the right answer, so it is
 * never written to storage. A review question still on screen when its queued answer is sent
 * shows the result from here.
 */
const outcomes = new Map<string, ReviewSent>();

/** Keys the server has already shown this learner, by question: the only key the page may use offline. */
export interface KnownKey {
  correctAnswer: number;
  explanation: string;
}
const keys = new Map<string, KnownKey>();

export function recordReviewOutcome(answerId: string, questionId: string, outcome: ReviewSent): void {
  outcomes.set(answerId, outcome);
  if (outcome.kind === 'marked') keys.set(questionId, { correctAnswer: outcome.verdict.correctAnswer, explanation: outcome.verdict.explanation });
  window.dispatchEvent(new Event(EVENT));
}

/**
 * The right answer to a question, when the server marked an answer to it earlier in this visit
 * (a question missed comes back due within the day). The due list itself carries no keys, so
 * usually there is none and an answer given offline waits for the server's mark.
 */
export function knownKey(questionId: string): KnownKey | undefined {
  return keys.get(questionId);
}

export function reviewOutcome(answerId: string): ReviewSent | undefined {
  return outcomes.get(answerId);
}

export function subscribeReviewOutcomes(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

/** Signing out: nothing of the learner's answers stays in the page either. */
export function forgetReviewOutcomes(): void {
  outcomes.clear();
  keys.clear();
}
