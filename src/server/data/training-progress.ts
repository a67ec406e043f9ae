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

/** One record per user, module and vehicle type (DESIGN.md §4). */
export async function upsertProgress(db: Executor, userId: number, record: ProgressRecord): Promise<void> {
  await db
    .insert(trainingProgress)
    .values({ userId, ...record })
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.moduleId, trainingProgress.vehicleType],
      set: { progress: record.progress, isCompleted: record.isCompleted, updatedAt: sql`now()` },
    });
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
