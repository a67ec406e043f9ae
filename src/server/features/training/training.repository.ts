import { eq, sql } from 'drizzle-orm';
import type { ProgressRecord } from '#shared/schemas/training.ts';
import type { Db } from '../../db/client.ts';
import { trainingProgress } from '../../db/schema/index.ts';

export async function listProgress(db: Db, userId: number) {
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
export async function upsertProgress(db: Db, userId: number, record: ProgressRecord): Promise<void> {
  await db
    .insert(trainingProgress)
    .values({ userId, ...record })
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.moduleId, trainingProgress.vehicleType],
      set: { progress: record.progress, isCompleted: record.isCompleted, updatedAt: sql`now()` },
    });
}
