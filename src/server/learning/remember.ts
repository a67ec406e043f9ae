import type { Executor } from '../db/client.ts';
import { findMemories, saveMemories } from '../data/question-memory.ts';
import { nextMemory, type MemoryCard } from './memory.ts';

/**
 * Updates a learner's memory of the questions just marked, in the caller's transaction, and
 * returns the cards saved. Shared by every place an answer is marked (tests, the simulator,
 * module quizzes, review). The cards are read FOR UPDATE, so two answers to one question at
 * once queue on its row instead of both building on the same old card (issue 27 §7).
 */
export async function remember(db: Executor, userId: number, answers: readonly { questionId: string; correct: boolean }[], now = new Date()): Promise<Map<string, MemoryCard>> {
  if (answers.length === 0) return new Map();
  const known = await findMemories(db, userId, answers.map((a) => a.questionId), { lock: true });
  // A question seen twice in one attempt cannot happen (draws are without replacement); if it
  // ever did, the later answer wins.
  const cards = new Map(answers.map((a) => [a.questionId, nextMemory(known.get(a.questionId) ?? null, a.correct, now)]));
  await saveMemories(db, userId, [...cards].map(([questionId, card]) => ({ questionId, card })));
  return cards;
}
