import { eq, sql } from 'drizzle-orm';
import type { ChecklistRecord } from '#shared/schemas/checklists.ts';
import type { Executor } from '../db/client.ts';
import { checklists } from '../db/schema/index.ts';

/** The owner of `checklists`. */
export async function listChecklists(db: Executor, userId: number) {
  return db
    .select({ checklistType: checklists.checklistType, vehicleType: checklists.vehicleType, items: checklists.items })
    .from(checklists)
    .where(eq(checklists.userId, userId))
    .orderBy(checklists.vehicleType, checklists.checklistType);
}

/** One record per user, checklist type and vehicle type (DESIGN.md §4). */
export async function upsertChecklist(db: Executor, userId: number, record: ChecklistRecord): Promise<void> {
  await db
    .insert(checklists)
    .values({ userId, ...record })
    .onConflictDoUpdate({
      target: [checklists.userId, checklists.checklistType, checklists.vehicleType],
      set: { items: record.items, updatedAt: sql`now()` },
    });
}

export async function exportChecklists(db: Executor, userId: number) {
  const rows = await db.select().from(checklists).where(eq(checklists.userId, userId));
  return rows.map(({ userId: _userId, ...rest }) => rest);
}

export async function deleteUserChecklists(db: Executor, userId: number): Promise<void> {
  await db.delete(checklists).where(eq(checklists.userId, userId));
}
