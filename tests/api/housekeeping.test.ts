import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { housekeeping } from '../../src/server/data/housekeeping.ts';
import { useTestApp } from '../support/test-app.ts';

const ctx = useTestApp();

describe('housekeeping', () => {
  it('deletes contact messages older than two years and expired counters, and keeps the rest', async () => {
    const db = ctx.database.db;
    await db.execute(sql`insert into contact_messages (name, email, subject, message, source, created_at) values
      ('Old', 'o@example.ie', 'old', 'x', 'home', now() - interval '2 years 1 day'),
      ('New', 'n@example.ie', 'new', 'x', 'home', now() - interval '1 year')`);
    await db.execute(sql`insert into rate_limits (key, count, reset_at) values ('gone', 1, now() - interval '1 minute'), ('live', 1, now() + interval '1 minute')`);
    await housekeeping(db);
    expect((await db.execute<{ subject: string }>(sql`select subject from contact_messages`)).rows.map((r) => r.subject)).toEqual(['new']);
    expect((await db.execute<{ key: string }>(sql`select key from rate_limits`)).rows.map((r) => r.key)).toEqual(['live']);
  });
});
