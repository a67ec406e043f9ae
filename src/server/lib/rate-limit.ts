import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { TooManyRequestsError } from '../errors.ts';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * Fixed-window counters in PostgreSQL, so every app instance sees the same count
 * (DESIGN.md §1, §6). One atomic upsert per hit.
 */
export async function hit(db: Db, key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }> {
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  return row;
}

export async function consume(db: Db, key: string, limit: Limit): Promise<number> {
  const { count, resetAt } = await hit(db, key, limit.windowSeconds);
  if (count > limit.max) {
    const retry = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new TooManyRequestsError(limit.message, retry);
  }
  return count;
}

export async function peek(db: Db, key: string): Promise<number> {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return rows[0]?.count ?? 0;
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Expired counters are useless; drop them now and then so the table stays small. */
export async function pruneExpired(db: Db): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= now()`);
}
