import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { purchases } from '../../db/schema/index.ts';

export interface NewPurchase {
  userId: number;
  plan: string;
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'sandbox';
  providerPaymentId: string;
  durationDays: number;
}

/** Namespace for per-user advisory locks around purchase recording. */
const PURCHASE_LOCK = 5_150_018;

/**
 * Records a succeeded payment once (idempotent on the provider's payment id). Buying while a
 * plan is active extends access from its current end (DESIGN.md §7). The per-user lock makes
 * the webhook and confirm-payment, arriving together, compute the same extension once.
 */
export async function recordPurchase(db: Db, p: NewPurchase): Promise<{ created: boolean; userId: number; accessUntil: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}, ${p.userId})`);
    const [existing] = await tx.select().from(purchases).where(eq(purchases.providerPaymentId, p.providerPaymentId));
    if (existing) return { created: false, userId: existing.userId, accessUntil: existing.accessUntil };
    const [row] = await tx
      .insert(purchases)
      .values({
        userId: p.userId,
        plan: p.plan,
        amountCents: p.amountCents,
        currency: p.currency,
        provider: p.provider,
        providerPaymentId: p.providerPaymentId,
        status: 'succeeded',
        paidAt: sql`now()`,
        accessUntil: sql`greatest(now(), coalesce((select max(${purchases.accessUntil}) from ${purchases} where ${purchases.userId} = ${p.userId} and ${purchases.status} = 'succeeded'), now())) + make_interval(days => ${p.durationDays})`,
      })
      .returning({ accessUntil: purchases.accessUntil });
    if (!row) throw new Error('insert returned nothing');
    return { created: true, userId: p.userId, accessUntil: row.accessUntil };
  });
}
