import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanKey } from '#shared/plans.ts';
import type { Executor } from '../db/client.ts';
import { purchases } from '../db/schema/index.ts';

/** The owner of `purchases`. */

/**
 * The one rule for an active plan (DESIGN.md §4 hasPurchased): a succeeded purchase whose
 * access_until lies ahead. Plain SQL over an alias `p` and a user-id expression, so the session
 * statement (plugins' hot path) and the entitlement check below use the same text.
 */
const ACTIVE_PURCHASE = `p.status = 'succeeded' and p.access_until > now()`;
export const activePlanSql = (userIdExpression: string) => `exists (select 1 from purchases p where p.user_id = ${userIdExpression} and ${ACTIVE_PURCHASE})`;

/** Each learner's active plan by the same rule (the one running longest when several are), for the owner's console. */
export async function activePlansOf(db: Executor, userIds: readonly number[]): Promise<Map<number, { plan: string; accessUntil: Date }>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.execute<{ user_id: number; plan: string; access_until: Date | string }>(sql`
    select distinct on (p.user_id) p.user_id, p.plan, p.access_until
      from purchases p
     where p.user_id = any(${sql.param([...userIds])}::int[]) and ${sql.raw(ACTIVE_PURCHASE)}
     order by p.user_id, p.access_until desc`);
  return new Map(rows.map((r) => [r.user_id, { plan: r.plan, accessUntil: new Date(r.access_until) }]));
}

export async function hasActivePlan(db: Executor, userId: number): Promise<boolean> {
  const { rows } = await db.execute<{ active: boolean }>(sql`select ${sql.raw(activePlanSql('u.id'))} as active from (select ${userId}::int as id) u`);
  return rows[0]?.active === true;
}

/** Every purchase of a user, newest first (settings and data export). */
export async function listPurchases(db: Executor, userId: number) {
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

export interface NewPurchase {
  userId: number;
  plan: PlanKey;
  amountCents: number;
  currency: string;
  provider: 'stripe' | 'sandbox';
  providerPaymentId: string;
  durationDays: number;
}

/** Namespace for per-user advisory locks around purchase recording. */
const PURCHASE_LOCK = 5_150_018;

/** Access runs from the end of the current plan, or from now when none is active. */
const accessFrom = (userId: number, durationDays: number) =>
  sql`greatest(now(), coalesce((select max(${purchases.accessUntil}) from ${purchases} where ${purchases.userId} = ${userId} and ${purchases.status} = 'succeeded'), now())) + make_interval(days => ${durationDays})`;

/**
 * Records a succeeded payment once (idempotent on the provider's payment id). Buying while a
 * plan is active extends access from its current end (DESIGN.md §7). The per-user lock makes
 * the webhook and confirm-payment, arriving together, compute the same extension once.
 */
export async function recordPurchase(db: Executor, p: NewPurchase): Promise<{ created: boolean; userId: number; accessUntil: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}, ${p.userId})`);
    const [existing] = await tx.select().from(purchases).where(eq(purchases.providerPaymentId, p.providerPaymentId));
    if (existing) return { created: false, userId: existing.userId, accessUntil: existing.accessUntil };
    const { durationDays, ...purchase } = p;
    const [row] = await tx
      .insert(purchases)
      .values({ ...purchase, status: 'succeeded', paidAt: sql`now()`, accessUntil: accessFrom(p.userId, durationDays) })
      .returning({ accessUntil: purchases.accessUntil });
    if (!row) throw new Error('insert returned nothing');
    return { created: true, userId: p.userId, accessUntil: row.accessUntil };
  });
}

/**
 * A complimentary plan under a fixed payment id (the demo account): every purchase of the user
 * but that one goes, and that one runs `durationDays` from now.
 */
export async function grantOnlyPlan(db: Executor, userId: number, plan: PlanKey, durationDays: number, paymentId: string): Promise<void> {
  await db.delete(purchases).where(and(eq(purchases.userId, userId), sql`${purchases.providerPaymentId} <> ${paymentId}`));
  const accessUntil = sql`now() + make_interval(days => ${durationDays})`;
  await db
    .insert(purchases)
    .values({ userId, plan, amountCents: 0, currency: 'eur', provider: 'sandbox', providerPaymentId: paymentId, status: 'succeeded', paidAt: sql`now()`, accessUntil })
    .onConflictDoUpdate({ target: purchases.providerPaymentId, set: { accessUntil } });
}

/** Every purchase, newest first, with its buyer (the owner's console, issue 22). */
export async function listAllPurchases(db: Executor, limit = 500) {
  const { rows } = await db.execute<{ id: number; username: string; email: string; plan: string; amount_cents: number; currency: string; provider: string; status: string; paid_at: Date; access_until: Date }>(sql`
    select p.id, u.username, u.email, p.plan, p.amount_cents, p.currency, p.provider, p.status, p.paid_at, p.access_until
    from purchases p join users u on u.id = p.user_id
    order by p.paid_at desc, p.id desc limit ${limit}`);
  return rows;
}

/** Succeeded purchases per plan per calendar month (Irish time), newest month first. */
export async function monthlyTotals(db: Executor) {
  const { rows } = await db.execute<{ month: string; plan: string; count: number; amount_cents: number }>(sql`
    select to_char(paid_at at time zone 'Europe/Dublin', 'YYYY-MM') as month, plan, count(*)::int as count, sum(amount_cents)::int as amount_cents
    from purchases where status = 'succeeded'
    group by 1, 2 order by 1 desc, 2`);
  return rows;
}

/** Purchases of several users at once (the console's learner search). */
export async function purchasesOf(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: purchases.userId, plan: purchases.plan, amountCents: purchases.amountCents, provider: purchases.provider, status: purchases.status, paidAt: purchases.paidAt, accessUntil: purchases.accessUntil })
    .from(purchases)
    .where(inArray(purchases.userId, [...userIds]))
    .orderBy(desc(purchases.paidAt));
}
