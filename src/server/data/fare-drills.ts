import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { fareDrills } from '../db/schema/index.ts';

/**
 * The owner of `fare_drills` (issue 33): each learner's fare drill sessions, the seed each drill
 * is generated from, and the mark each answer got.
 */

export type FareDrillRow = typeof fareDrills.$inferSelect;
export type NewFareDrill = Pick<FareDrillRow, 'position' | 'kind' | 'answerStyle' | 'seed'>;

export async function insertDrillSession(db: Executor, userId: number, sessionId: string, drills: readonly NewFareDrill[]): Promise<void> {
  await db.insert(fareDrills).values(drills.map((d) => ({ ...d, sessionId, userId })));
}

/** A learner's session in position order; empty when it is not theirs or does not exist. */
export async function findDrillSession(db: Executor, userId: number, sessionId: string): Promise<FareDrillRow[]> {
  return db
    .select()
    .from(fareDrills)
    .where(and(eq(fareDrills.sessionId, sessionId), eq(fareDrills.userId, userId)))
    .orderBy(asc(fareDrills.position));
}

/**
 * Stores a drill's mark once: false when it was already answered (a second answer, or two sent
 * at once, never changes the first).
 */
export async function markDrill(db: Executor, a: { userId: number; sessionId: string; position: number; given: string; correct: boolean }): Promise<boolean> {
  const rows = await db
    .update(fareDrills)
    .set({ given: a.given, correct: a.correct, answeredAt: sql`now()` })
    .where(and(eq(fareDrills.sessionId, a.sessionId), eq(fareDrills.position, a.position), eq(fareDrills.userId, a.userId), isNull(fareDrills.answeredAt)))
    .returning({ position: fareDrills.position });
  return rows.length > 0;
}

/** Drills the learner has answered (readiness is cached against it). */
export async function countAnsweredDrills(db: Executor, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from fare_drills where user_id = ${userId} and answered_at is not null`);
  return rows[0]?.n ?? 0;
}

export interface FareDrillSummary {
  answered: number;
  right: number;
  sessionsCompleted: number;
  last: { right: number; answered: number; total: number; at: Date } | null;
  best: number | null;
}

/** The learner's drill record for the dashboard, in one round trip. */
export async function drillSummary(db: Executor, userId: number): Promise<FareDrillSummary> {
  const { rows } = await db.execute<{ answered: number; right_count: number; completed: number; best: number | null; last: { right: number; answered: number; total: number; at: string } | null }>(sql`
    with s as (
      select session_id, count(*)::int as total, count(answered_at)::int as answered,
             (count(*) filter (where correct))::int as right_count, max(answered_at) as last_at
      from fare_drills where user_id = ${userId} group by session_id)
    select coalesce((select sum(answered) from s), 0)::int as answered,
           coalesce((select sum(right_count) from s), 0)::int as right_count,
           (select count(*) from s where answered = total)::int as completed,
           (select max(right_count) from s where answered = total) as best,
           (select json_build_object('right', right_count, 'answered', answered, 'total', total, 'at', last_at)
              from s where answered > 0 order by last_at desc limit 1) as last`);
  const row = rows[0];
  if (!row) return { answered: 0, right: 0, sessionsCompleted: 0, last: null, best: null };
  return {
    answered: row.answered,
    right: row.right_count,
    sessionsCompleted: row.completed,
    best: row.best,
    last: row.last ? { ...row.last, at: new Date(row.last.at) } : null,
  };
}

export async function exportFareDrills(db: Executor, userId: number) {
  return db
    .select({ sessionId: fareDrills.sessionId, position: fareDrills.position, kind: fareDrills.kind, answerStyle: fareDrills.answerStyle, createdAt: fareDrills.createdAt, answeredAt: fareDrills.answeredAt, given: fareDrills.given, correct: fareDrills.correct })
    .from(fareDrills)
    .where(eq(fareDrills.userId, userId))
    .orderBy(asc(fareDrills.createdAt), asc(fareDrills.position));
}

export async function deleteUserFareDrills(db: Executor, userId: number): Promise<void> {
  await db.delete(fareDrills).where(eq(fareDrills.userId, userId));
}
