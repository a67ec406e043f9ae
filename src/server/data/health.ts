import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** One round trip, for the health check. */
export async function ping(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
