import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { reviewAnswers } from '../db/schema/index.ts';

/**
 * The owner of `review_answers`: the ids of review answers already counted (issue 23), so an
 * answer queued offline and replayed after a lost reply moves the learner's memory once.
 */

/** How long an id is remembered: longer than the oldest answer accepted (REVIEW_ANSWER_MAX_AGE_DAYS). */
export const REVIEW_ANSWER_KEEP_DAYS = 45;

export interface ReviewAnswerRecord {
  userId: number;
  answerId: string;
  questionId: string;
  selected: number;
  correct: boolean;
  answeredAt: Date;
}

/**
 * Records an answer id once. Answers `fresh: true` for the first sight of it, otherwise the
 * question it was first given for (a concurrent replay waits on the key and then finds it).
 */
export async function recordReviewAnswer(db: Executor, a: ReviewAnswerRecord): Promise<{ fresh: true } | { fresh: false; questionId: string }> {
  const inserted = await db.insert(reviewAnswers).values(a).onConflictDoNothing().returning({ answerId: reviewAnswers.answerId });
  if (inserted.length > 0) return { fresh: true };
  const [seen] = await db
    .select({ questionId: reviewAnswers.questionId })
    .from(reviewAnswers)
    .where(and(eq(reviewAnswers.userId, a.userId), eq(reviewAnswers.answerId, a.answerId)));
  return { fresh: false, questionId: seen?.questionId ?? a.questionId };
}

export async function exportReviewAnswers(db: Executor, userId: number) {
  return db
    .select({ answerId: reviewAnswers.answerId, questionId: reviewAnswers.questionId, selected: reviewAnswers.selected, correct: reviewAnswers.correct, answeredAt: reviewAnswers.answeredAt })
    .from(reviewAnswers)
    .where(eq(reviewAnswers.userId, userId))
    .orderBy(asc(reviewAnswers.answeredAt));
}

export async function deleteUserReviewAnswers(db: Executor, userId: number): Promise<void> {
  await db.delete(reviewAnswers).where(eq(reviewAnswers.userId, userId));
}

/** Ids past keeping: an answer that old is refused anyway, so forgetting it cannot double-count. */
export async function deleteOldReviewAnswers(db: Executor): Promise<void> {
  await db.delete(reviewAnswers).where(lt(reviewAnswers.receivedAt, sql`now() - make_interval(days => ${REVIEW_ANSWER_KEEP_DAYS})`));
}
