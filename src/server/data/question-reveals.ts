import { asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { questionReveals, users } from '../db/schema/index.ts';

/**
 * The owner of `question_reveals` (issue 27 §1): which questions each learner was shown, per
 * Irish day, so the distinct count can be capped and watched.
 */
const irishToday = sql`(now() at time zone 'Europe/Dublin')::date`;

/** How many distinct questions the learner has been shown today, and how many of `questionIds` would be new. */
export async function revealCounts(db: Executor, userId: number, questionIds: readonly string[]): Promise<{ today: number; fresh: number }> {
  const { rows } = await db.execute<{ today: number; fresh: number }>(sql`
    select (select count(*) from question_reveals where user_id = ${userId} and day = ${irishToday})::int as today,
           (select count(*) from (select unnest(${sql.param([...questionIds])}::text[]) as q
                                  except select question_id from question_reveals where user_id = ${userId} and day = ${irishToday}) f)::int as fresh`);
  return rows[0] ?? { today: 0, fresh: 0 };
}

export async function recordReveals(db: Executor, userId: number, questionIds: readonly string[]): Promise<void> {
  if (questionIds.length === 0) return;
  await db.execute(sql`
    insert into question_reveals (user_id, day, question_id)
    select ${userId}, ${irishToday}, q from unnest(${sql.param([...questionIds])}::text[]) as q
    on conflict do nothing`);
}

/** Learners shown at least `atLeast` distinct questions today, most first (the owner's console). */
export async function revealLeaders(db: Executor, atLeast: number) {
  return db
    .select({ userId: questionReveals.userId, username: users.username, email: users.email, shown: sql<number>`count(*)`.mapWith(Number) })
    .from(questionReveals)
    .innerJoin(users, eq(users.id, questionReveals.userId))
    .where(eq(questionReveals.day, sql`${irishToday}`))
    .groupBy(questionReveals.userId, users.username, users.email)
    .having(sql`count(*) >= ${atLeast}`)
    .orderBy(sql`count(*) desc`, asc(users.username));
}

export async function exportReveals(db: Executor, userId: number) {
  return db.select({ day: questionReveals.day, questionId: questionReveals.questionId }).from(questionReveals).where(eq(questionReveals.userId, userId)).orderBy(asc(questionReveals.day), asc(questionReveals.questionId));
}

export async function deleteUserReveals(db: Executor, userId: number): Promise<void> {
  await db.delete(questionReveals).where(eq(questionReveals.userId, userId));
}

/** Only today's count matters; housekeeping keeps a week for the owner's eyes. */
export async function deleteOldReveals(db: Executor): Promise<void> {
  await db.delete(questionReveals).where(lt(questionReveals.day, sql`${irishToday} - 7`));
}
