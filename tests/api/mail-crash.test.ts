import { randomBytes } from 'node:crypto';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { REMINDER_QUEUE } from '../../src/server/features/study-plan/reminders.ts';
import { JOBS_SCHEMA } from '../../src/server/lib/jobs.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

/**
 * Issue 27 §8, with real processes killed with SIGKILL: reminders and queued mail are
 * at-least-once without loss. A learner is never marked reminded without their mail in the
 * outbox, and a mail marked sent is never sent again after a crash.
 */
const running: ServerProcess[] = [];
const databases: TestDatabase[] = [];
const catchers: SmtpCatcher[] = [];

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(running.map((s) => s.exited));
  for (const c of catchers) await c.close();
  for (const d of databases) await d.drop();
});

async function database(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  databases.push(db);
  return db;
}

async function start(url: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = startServer({ DATABASE_URL: url, LOG_LEVEL: 'warn', SMTP_URL: '', ...env }, await freePort());
  running.push(server);
  await waitForHealth(server);
  return server;
}

async function kill(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function count(db: TestDatabase, query: string, params: unknown[] = []): Promise<number> {
  return (await db.pool.query<{ n: number }>(query, params)).rows[0]?.n ?? 0;
}

describe('study reminders when the app dies between claiming a learner and queueing the mail', () => {
  it('marks nobody reminded whose mail was not queued, and the next run reminds everyone once', async () => {
    const db = await database();
    const day = '2026-11-30';
    const learners = 5;
    for (let i = 0; i < learners; i += 1) {
      const { rows } = await db.pool.query<{ id: number }>(
        "insert into users (username, email, password_hash, vehicle_type) values ($1, $2, 'x', 'taxi') returning id",
        [`crash${i}`, `crash${i}@example.ie`],
      );
      await db.pool.query('insert into study_plans (user_id, reminders, unsubscribe_token) values ($1, true, $2)', [rows[0]?.id, randomBytes(24).toString('base64url')]);
    }
    const first = await start(db.url);

    // Hold the outbox so the reminder job stops right before queueing its first mail, then kill the app there.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table outbox_emails in exclusive mode');
    const boss = new PgBoss({ connectionString: db.url, schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: false });
    await boss.start();
    try {
      await boss.send(REMINDER_QUEUE, { day });
      await until('the reminder job to wait on the outbox', async () =>
        (await count(db, "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into \"outbox_emails\"%'")) > 0,
      );
      await kill(first);
      // The claim died with the app: nobody is marked reminded for the day.
      expect(await count(db, 'select count(*)::int as n from study_plans where last_reminded_on = $1', [day])).toBe(0);
      await locker.query('rollback');

      const second = await start(db.url);
      const id = await boss.send(REMINDER_QUEUE, { day });
      await until('the reminder job to finish', async () => (id ? (await boss.getJobById(REMINDER_QUEUE, id))?.state === 'completed' : false), 60_000);
      expect(await count(db, 'select count(*)::int as n from study_plans where last_reminded_on = $1', [day])).toBe(learners);
      const perLearner = await db.pool.query<{ to_address: string; n: number }>(
        "select to_address, count(*)::int as n from outbox_emails where subject = 'Your SPSV study plan for today' group by to_address order by to_address",
      );
      expect(perLearner.rows).toEqual(Array.from({ length: learners }, (_, i) => ({ to_address: `crash${i}@example.ie`, n: 1 })));
      await kill(second);
    } finally {
      await locker.end();
      await boss.stop({ graceful: false, wait: true });
    }
  }, 120_000);
});

describe('the outbox sender killed in the middle of a batch', () => {
  it('does not send again the mail it had marked sent before it died', async () => {
    const db = await database();
    const to = ['first@example.ie', 'second@example.ie', 'third@example.ie'];
    for (const address of to) {
      await db.pool.query("insert into outbox_emails (to_address, subject, text_body) values ($1, 'Queued', 'Hello')", [address]);
    }
    // The mail server takes the first mail and stalls on the second: the app dies there.
    const stalling = await startSmtpCatcher(0, { holdFrom: 1 });
    catchers.push(stalling);
    const first = await start(db.url, { SMTP_URL: stalling.url });
    await until('the second mail to be in flight', async () => stalling.held.length === 1);
    expect(stalling.messages.map((m) => m.to)).toEqual([['first@example.ie']]);
    // Marked sent on its own, before the next one was taken.
    expect(await count(db, "select count(*)::int as n from outbox_emails where to_address = 'first@example.ie' and sent_at is not null")).toBe(1);
    await kill(first);

    const smtp = await startSmtpCatcher();
    catchers.push(smtp);
    const second = await start(db.url, { SMTP_URL: smtp.url });
    await until('every mail to be marked sent', async () => (await count(db, 'select count(*)::int as n from outbox_emails where sent_at is null')) === 0);
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['second@example.ie', 'third@example.ie']);
    await kill(second);
  }, 120_000);
});
