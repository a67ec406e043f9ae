import type { Executor } from '../db/client.ts';
import { findMemories, saveMemories } from '../data/question-memory.ts';
import { nextMemory } from './memory.ts';

/**
 * Updates a learner's memory of the questions just marked, in the caller's transaction. Shared
 * by every place an answer is marked (tests, the simulator, module quizzes, review).
 */
export async function remember(db: Executor, userId: number, answers: readonly { questionId: string; correct: boolean }[], now = new Date()): Promise<void> {
  if (answers.length === 0) return;
  const known = await findMemories(db, userId, answers.map((a) => a.questionId));
  // A question seen twice in one attempt cannot happen (draws are without replacement); if it
  // ever did, the later answer wins.
  const cards = new Map(answers.map((a) => [a.questionId, nextMemory(known.get(a.questionId) ?? null, a.correct, now)]));
  await saveMemories(db, userId, [...cards].map(([questionId, card]) => ({ questionId, card })));
}
