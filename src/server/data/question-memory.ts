import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Card as MemoryCard } from 'ts-fsrs';
import type { Executor } from '../db/client.ts';
import { questionMemory } from '../db/schema/index.ts';

/** The owner of `question_memory`: one FSRS card per learner and question. */
type Row = typeof questionMemory.$inferSelect;

const toCard = (r: Omit<Row, 'userId'>): MemoryCard => ({
  due: r.due,
  stability: r.stability,
  difficulty: r.difficulty,
  elapsed_days: r.elapsedDays,
  scheduled_days: r.scheduledDays,
  learning_steps: r.learningSteps,
  reps: r.reps,
  lapses: r.lapses,
  state: r.state,
  ...(r.lastReview ? { last_review: r.lastReview } : {}),
});

const toRow = (card: MemoryCard) => ({
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  state: card.state,
  lastReview: card.last_review ?? null,
});

/** `lock` takes the rows FOR UPDATE (in a transaction), in question order so two writers never deadlock. */
export async function findMemories(db: Executor, userId: number, questionIds: readonly string[], options: { lock?: boolean } = {}): Promise<Map<string, MemoryCard>> {
  if (questionIds.length === 0) return new Map();
  const query = db
    .select()
    .from(questionMemory)
    .where(and(eq(questionMemory.userId, userId), inArray(questionMemory.questionId, [...questionIds])))
    .orderBy(asc(questionMemory.questionId));
  const rows = options.lock ? await query.for('update') : await query;
  return new Map(rows.map((r) => [r.questionId, toCard(r)]));
}

/** What recall depends on (learning/memory.ts recallNow): readiness reads only these of a learner's thousands of cards. */
export type RecallCard = Pick<MemoryCard, 'state' | 'stability' | 'last_review'>;

/**
 * What readiness needs of every card of a learner (up to one per question of the bank, 4,000 and
 * more): the three fields recall depends on (`RecallCard`), with the review time as a number.
 * Parsing timestamps from text and rows of eleven columns took most of that read's time
 * (issue 35 §3: 26 ms for a full card set, then 13 ms with all eleven columns as numbers).
 */
export async function recallCards(db: Executor, userId: number): Promise<Map<string, RecallCard>> {
  const { rows } = await db.execute<{ question_id: string; state: RecallCard['state']; stability: number; last_review: number | null }>(sql`
    select question_id, state, stability, (extract(epoch from last_review) * 1000)::float8 as last_review
      from ${questionMemory} where user_id = ${userId}`);
  return new Map(
    rows.map((r) => [r.question_id, { state: r.state, stability: r.stability, ...(r.last_review === null ? {} : { last_review: new Date(r.last_review) }) }]),
  );
}

export async function saveMemories(db: Executor, userId: number, cards: readonly { questionId: string; card: MemoryCard }[]): Promise<void> {
  if (cards.length === 0) return;
  await db
    .insert(questionMemory)
    .values(cards.map(({ questionId, card }) => ({ userId, questionId, ...toRow(card) })))
    .onConflictDoUpdate({
      target: [questionMemory.userId, questionMemory.questionId],
      set: {
        due: sql`excluded.due`,
        stability: sql`excluded.stability`,
        difficulty: sql`excluded.difficulty`,
        elapsedDays: sql`excluded.elapsed_days`,
        scheduledDays: sql`excluded.scheduled_days`,
        learningSteps: sql`excluded.learning_steps`,
        reps: sql`excluded.reps`,
        lapses: sql`excluded.lapses`,
        state: sql`excluded.state`,
        lastReview: sql`excluded.last_review`,
      },
    });
}

/**
 * Questions due by `until`, soonest first, and how many are due in all: one indexed query (the
 * window count is taken before the limit), since the sidebar asks on every signed-in page.
 */
export async function listDue(db: Executor, userId: number, until: Date, limit: number): Promise<{ due: { questionId: string; due: Date }[]; count: number }> {
  const rows = await db
    .select({ questionId: questionMemory.questionId, due: questionMemory.due, count: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(questionMemory)
    .where(and(eq(questionMemory.userId, userId), lte(questionMemory.due, until)))
    .orderBy(asc(questionMemory.due), asc(questionMemory.questionId))
    .limit(limit);
  return { due: rows.map(({ questionId, due }) => ({ questionId, due })), count: rows[0]?.count ?? 0 };
}

export async function countDue(db: Executor, userId: number, until: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(questionMemory)
    .where(and(eq(questionMemory.userId, userId), lte(questionMemory.due, until)));
  return row?.count ?? 0;
}

/** The next time anything falls due, for "nothing due" screens. */
export async function nextDue(db: Executor, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ due: questionMemory.due })
    .from(questionMemory)
    .where(eq(questionMemory.userId, userId))
    .orderBy(asc(questionMemory.due))
    .limit(1);
  return row?.due ?? null;
}

/** Changes whenever any card of the learner changes (count and latest review). */
export async function memoryVersion(db: Executor, userId: number): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number), last: sql<string | null>`max(${questionMemory.lastReview})::text` })
    .from(questionMemory)
    .where(eq(questionMemory.userId, userId));
  return `${row?.n ?? 0}:${row?.last ?? ''}`;
}

export async function exportMemories(db: Executor, userId: number) {
  const rows = await db.select().from(questionMemory).where(eq(questionMemory.userId, userId)).orderBy(asc(questionMemory.questionId));
  return rows.map(({ userId: _userId, ...rest }) => rest);
}

export async function deleteUserMemories(db: Executor, userId: number): Promise<void> {
  await db.delete(questionMemory).where(eq(questionMemory.userId, userId));
}
