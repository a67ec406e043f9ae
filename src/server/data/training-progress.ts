import { eq, inArray, sql } from 'drizzle-orm';
import type { ProgressRecord } from '#shared/schemas/training.ts';
import type { Executor } from '../db/client.ts';
import { trainingProgress } from '../db/schema/index.ts';

/** The owner of `training_progress`. */
export async function listProgress(db: Executor, userId: number) {
  return db
    .select({
      moduleId: trainingProgress.moduleId,
      vehicleType: trainingProgress.vehicleType,
      progress: trainingProgress.progress,
      isCompleted: trainingProgress.isCompleted,
    })
    .from(trainingProgress)
    .where(eq(trainingProgress.userId, userId))
    .orderBy(trainingProgress.moduleId, trainingProgress.vehicleType);
}

/**
 * One record per user, module and vehicle type (DESIGN.md §4). Progress only moves forward: the
 * reader saves the pages read as the learner goes (issue 32 §9), so re-reading page 1 of a module,
 * or a second device behind the first, must never lower it or undo Complete Module.
 */
export async function upsertProgress(db: Executor, userId: number, record: ProgressRecord): Promise<ProgressRecord> {
  const rows = await db
    .insert(trainingProgress)
    .values({ userId, ...record })
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.moduleId, trainingProgress.vehicleType],
      set: {
        progress: sql`greatest(${trainingProgress.progress}, excluded.progress)`,
        isCompleted: sql`${trainingProgress.isCompleted} or excluded.is_completed`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ moduleId: trainingProgress.moduleId, vehicleType: trainingProgress.vehicleType, progress: trainingProgress.progress, isCompleted: trainingProgress.isCompleted });
  const row = rows[0];
  if (!row) throw new Error('progress upsert returned nothing');
  return { ...row, vehicleType: record.vehicleType };
}

export async function exportProgress(db: Executor, userId: number) {
  const rows = await db.select().from(trainingProgress).where(eq(trainingProgress.userId, userId));
  return rows.map(({ userId: _userId, ...rest }) => rest);
}

export async function deleteUserProgress(db: Executor, userId: number): Promise<void> {
  await db.delete(trainingProgress).where(eq(trainingProgress.userId, userId));
}

/** Per learner: modules completed and when they last read (the owner's console). */
export async function progressSummaries(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: trainingProgress.userId,
      completed: sql<number>`count(*) filter (where ${trainingProgress.isCompleted})`.mapWith(Number),
      lastReadAt: sql<Date>`max(${trainingProgress.updatedAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(trainingProgress)
    .where(inArray(trainingProgress.userId, [...userIds]))
    .groupBy(trainingProgress.userId);
}
