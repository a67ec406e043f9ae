import { REVIEW_ANSWER_MAX_AGE_DAYS } from '#shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { findMemories } from '../../data/question-memory.ts';
import { recordReviewAnswer } from '../../data/review-answers.ts';
import { ConflictError } from '../../errors.ts';
import { remember } from '../../learning/remember.ts';

const DAY_MS = 86_400_000;

export interface ReviewAnswerInput {
  userId: number;
  questionId: string;
  selected: number;
  correct: boolean;
  answerId?: string | undefined;
  answeredAt?: string | undefined;
}

/**
 * Marks one review answer into the learner's memory (issue 23): an answer id seen before is not
 * counted again, and an answer older than the learner's latest review of the question (one
 * queued offline and sent late) is kept out of the schedule, so the latest state stands. The
 * time answered is the client's, but never later than now.
 */
export async function markReviewAnswer(db: Db, a: ReviewAnswerInput, now = new Date()): Promise<{ counted: boolean }> {
  const answeredAt = a.answeredAt ? new Date(Math.min(Date.parse(a.answeredAt), now.getTime())) : now;
  if (now.getTime() - answeredAt.getTime() > REVIEW_ANSWER_MAX_AGE_DAYS * DAY_MS) return { counted: false };
  return db.transaction(async (tx) => {
    if (a.answerId) {
      const seen = await recordReviewAnswer(tx, { userId: a.userId, answerId: a.answerId, questionId: a.questionId, selected: a.selected, correct: a.correct, answeredAt });
      if (!seen.fresh) {
        if (seen.questionId !== a.questionId) throw new ConflictError('This answer id was already used for another question.');
        return { counted: false };
      }
    }
    const card = (await findMemories(tx, a.userId, [a.questionId])).get(a.questionId);
    if (card?.last_review && card.last_review.getTime() > answeredAt.getTime()) return { counted: false };
    await remember(tx, a.userId, [{ questionId: a.questionId, correct: a.correct }], answeredAt);
    return { counted: true };
  });
}
