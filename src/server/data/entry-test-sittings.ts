import { and, asc, eq } from 'drizzle-orm';
import type { SittingInput } from '#shared/schemas/entry-test.ts';
import type { Executor } from '../db/client.ts';
import { entryTestSittings } from '../db/schema/index.ts';

/** The owner of `entry_test_sittings`: real Entry Test sittings a learner records. */
export async function listSittings(db: Executor, userId: number) {
  return db
    .select({ id: entryTestSittings.id, satOn: entryTestSittings.satOn, industryPassed: entryTestSittings.industryPassed, areaPassed: entryTestSittings.areaPassed })
    .from(entryTestSittings)
    .where(eq(entryTestSittings.userId, userId))
    .orderBy(asc(entryTestSittings.satOn), asc(entryTestSittings.id));
}

export async function insertSitting(db: Executor, userId: number, sitting: SittingInput): Promise<number> {
  const [row] = await db.insert(entryTestSittings).values({ userId, ...sitting }).returning({ id: entryTestSittings.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function deleteSitting(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(entryTestSittings).where(and(eq(entryTestSittings.id, id), eq(entryTestSittings.userId, userId))).returning({ id: entryTestSittings.id });
  return rows.length > 0;
}

export async function exportSittings(db: Executor, userId: number) {
  return listSittings(db, userId);
}

export async function deleteUserSittings(db: Executor, userId: number): Promise<void> {
  await db.delete(entryTestSittings).where(eq(entryTestSittings.userId, userId));
}
