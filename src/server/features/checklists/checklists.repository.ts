import { eq, sql } from 'drizzle-orm';
import type { ChecklistRecord } from '#shared/schemas/checklists.ts';
import type { Db } from '../../db/client.ts';
import { checklists } from '../../db/schema/index.ts';

export async function listChecklists(db: Db, userId: number) {
  return db
    .select({ checklistType: checklists.checklistType, vehicleType: checklists.vehicleType, items: checklists.items })
    .from(checklists)
    .where(eq(checklists.userId, userId))
    .orderBy(checklists.vehicleType, checklists.checklistType);
}

/** One record per user, checklist type and vehicle type (DESIGN.md §4). */
export async function upsertChecklist(db: Db, userId: number, record: ChecklistRecord): Promise<void> {
  await db
    .insert(checklists)
    .values({ userId, ...record })
    .onConflictDoUpdate({
      target: [checklists.userId, checklists.checklistType, checklists.vehicleType],
      set: { items: record.items, updatedAt: sql`now()` },
    });
}
