import { REVIEW_ANSWER_MAX_AGE_DAYS } from '#shared/schemas/review.ts';
import type { Db } from '../../db/client.ts';
import { findMemories } from '../../data/question-memory.ts';
import { recordReviewAnswer } from '../../data/review-answers.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { MemoryCard } from '../../learning/memory.ts';
import { remember } from '../../learning/remember.ts';

const DAY_MS = 86_400_000;

export interface ReviewAnswerInput {
  userId: number;
  questionId: string;
  selected: number;
  correct: boolean;
  answerId?: string | undefined;
  answeredAt?: string | undefined;
  /** The latest due time review may answer: now plus the longest window the due list serves. */
  dueBy: Date;
}

/**
 * Marks one review answer into the learner's memory (issues 23 and 27). Review answers only a
 * question the learner already has a card for (met in a marked test or quiz) that is due within
 * the window the due list serves: it never creates a card, so it cannot be used to read the bank.
 * An answer id seen before is not counted again, and an answer older than the learner's latest
 * review of the question (one queued offline and sent late) is kept out of the schedule. The
 * card row is locked for the whole update, so parallel answers never lose one another.
 */
export async function markReviewAnswer(db: Db, a: ReviewAnswerInput, now = new Date()): Promise<{ counted: boolean; card: MemoryCard }> {
  const answeredAt = a.answeredAt ? new Date(Math.min(Date.parse(a.answeredAt), now.getTime())) : now;
  return db.transaction(async (tx) => {
    const card = (await findMemories(tx, a.userId, [a.questionId], { lock: true })).get(a.questionId);
    if (!card) throw new NotFoundError('This question is not in your review: answer it in a test or module quiz first.');
    if (a.answerId) {
      const seen = await recordReviewAnswer(tx, { userId: a.userId, answerId: a.answerId, questionId: a.questionId, selected: a.selected, correct: a.correct, answeredAt });
      if (!seen.fresh) {
        if (seen.questionId !== a.questionId) throw new ConflictError('This answer id was already used for another question.');
        return { counted: false, card };
      }
    }
    // An answer older than the latest review (sent late from an offline queue) is marked but moves nothing.
    const tooOld = now.getTime() - answeredAt.getTime() > REVIEW_ANSWER_MAX_AGE_DAYS * DAY_MS;
    if (tooOld || (card.last_review && card.last_review.getTime() > answeredAt.getTime())) return { counted: false, card };
    if (card.due.getTime() > a.dueBy.getTime()) throw new ConflictError('This question is not due for review yet.');
    const saved = (await remember(tx, a.userId, [{ questionId: a.questionId, correct: a.correct }], answeredAt)).get(a.questionId);
    return { counted: true, card: saved ?? card };
  });
}
