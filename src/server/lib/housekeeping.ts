import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Deletes what the privacy policy says we do not keep: contact messages after two years, and
 * spent sessions, reset links, payment intents and rate-limit counters.
 */
export async function housekeeping(db: Db): Promise<void> {
  await db.execute(sql`delete from contact_messages where created_at < now() - interval '2 years'`);
  await db.execute(sql`delete from sessions where expires_at < now()`);
  await db.execute(sql`delete from password_resets where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from rate_limits where reset_at < now()`);
  await db.execute(sql`delete from sandbox_payment_intents where status <> 'succeeded' and created_at < now() - interval '7 days'`);
}

export const HOUSEKEEPING_HOURS = 6;
