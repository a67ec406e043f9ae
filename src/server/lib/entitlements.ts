import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { purchases } from '../db/schema/index.ts';

/** hasPurchased = a succeeded purchase whose access_until lies ahead (DESIGN.md §4). */
export async function hasActivePlan(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'succeeded'), gt(purchases.accessUntil, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}
