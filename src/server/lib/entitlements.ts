import { and, desc, eq, gt, sql } from 'drizzle-orm';
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

/** Every purchase of a user, newest first (settings and data export). */
export async function listPurchases(db: Db, userId: number) {
  return db
    .select({
      plan: purchases.plan,
      amountCents: purchases.amountCents,
      currency: purchases.currency,
      provider: purchases.provider,
      status: purchases.status,
      paidAt: purchases.paidAt,
      accessUntil: purchases.accessUntil,
    })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.paidAt));
}
