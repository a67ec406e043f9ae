import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../src/shared/schemas/auth.ts';
import { enqueueMail, sendDueMail } from '../../src/server/data/outbox.ts';
import { createMailer, type Mailer } from '../../src/server/lib/mailer.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { TEST_ORIGIN, useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

/**
 * Mail goes through the outbox and is sent in the background (issue 16 §10): forgot-password
 * answers alike whether or not the address exists, and also when the mail server is down.
 */
const deadPort = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
const ctx = useTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}` } });
const headers = { 'content-type': 'application/json', origin: TEST_ORIGIN };

async function pendingFor(to: string) {
  const { rows } = await ctx.database.pool.query<{ sent_at: Date | null; attempts: number; last_error: string | null }>(
    'select sent_at, attempts, last_error from outbox_emails where to_address = $1',
    [to],
  );
  return rows;
}

describe('forgot password with the mail server down', () => {
  it('answers the same for a known and an unknown address, and keeps the mail to retry', async () => {
    const { user } = await signUp(ctx.app);
    const known = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { ...headers, 'x-forwarded-for': '192.0.2.90' }, payload: { email: user.email } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { ...headers, 'x-forwarded-for': '192.0.2.91' }, payload: { email: 'nobody-here@example.ie' } });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.json()).toEqual(known.json());

    for (let waited = 0; waited < 10_000 && (await pendingFor(user.email))[0]?.attempts !== 1; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const [row] = await pendingFor(user.email);
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.last_error).toBeTruthy();
    expect(await pendingFor('nobody-here@example.ie')).toEqual([]);
  });
});

describe('the background sender', () => {
  let smtp: SmtpCatcher;
  const sending = useTestApp(async () => {
    smtp = await startSmtpCatcher();
    return { env: { SMTP_URL: smtp.url } };
  });
  afterAll(() => smtp?.close());

  it('delivers queued mail and marks it sent', async () => {
    const { user } = await signUp(sending.app);
    await sending.app.inject({ method: 'POST', url: '/api/forgot-password', headers: { ...headers, 'x-forwarded-for': '192.0.2.92' }, payload: { email: user.email } });
    await smtp.waitFor(user.email);
    for (let waited = 0; waited < 5_000; waited += 100) {
      const { rows } = await sending.database.pool.query<{ sent_at: Date | null }>('select sent_at from outbox_emails where to_address = $1', [user.email]);
      if (rows[0]?.sent_at) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('mail never marked sent');
  });
});

describe('each queued mail on its own (issue 27 §8)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());
  const state = async () =>
    (await database.pool.query<{ to_address: string; sent: boolean; attempts: number }>('select to_address, sent_at is not null as sent, attempts from outbox_emails order by id')).rows;

  it('is marked sent as soon as it is sent, before the next one is taken, and a failure holds back only its own', async () => {
    for (const to of ['one@example.ie', 'two@example.ie', 'three@example.ie']) await enqueueMail(database.db, { to, subject: 'S', text: 'T' });
    let release: () => void = () => undefined;
    const secondStarted = new Promise<void>((started) => {
      void sendDueMail(database.db, async (mail) => {
        if (mail.toAddress !== 'two@example.ie') return;
        started();
        await new Promise<void>((r) => (release = r));
        throw new Error('the mail server hung up');
      });
    });
    await secondStarted;
    // While the second is with the mail server, the first is already sent for everyone to see.
    expect(await state()).toEqual([
      { to_address: 'one@example.ie', sent: true, attempts: 0 },
      { to_address: 'two@example.ie', sent: false, attempts: 0 },
      { to_address: 'three@example.ie', sent: false, attempts: 0 },
    ]);
    release();
    for (let waited = 0; waited < 5_000 && (await state())[2]?.sent !== true; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(await state()).toEqual([
      { to_address: 'one@example.ie', sent: true, attempts: 0 },
      { to_address: 'two@example.ie', sent: false, attempts: 1 },
      { to_address: 'three@example.ie', sent: true, attempts: 0 },
    ]);
  });

  it('in a transaction, exists only if the transaction commits, and is delivered soon after it does', async () => {
    const smtp = await startSmtpCatcher();
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'SPSV Prep <no-reply@example.ie>', db: database.db, log: pino({ level: 'silent' }) });
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await mailer.send({ to: 'rolled-back@example.ie', subject: 'Never', text: 'Never' }, tx);
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await database.db.transaction(async (tx) => {
        await mailer.send({ to: 'committed@example.ie', subject: 'Sent', text: 'Sent' }, tx);
      });
      // Well before the 5-second poll: the sender looks again right after the commit.
      await smtp.waitFor('committed@example.ie', 2_000);
      expect((await database.pool.query("select 1 from outbox_emails where to_address = 'rolled-back@example.ie'")).rowCount).toBe(0);
      expect(smtp.messages.flatMap((m) => m.to)).not.toContain('rolled-back@example.ie');
    } finally {
      mailer.stop();
      await smtp.close();
    }
  });
});

describe('mail queued in the same transaction as the change it reports (issue 28 §6)', () => {
  let failing = false;
  // A mailer whose outbox insert can be made to fail, as a full disk or a dropped connection would.
  const mailer: Mailer = {
    async send(mail, tx) {
      if (failing) throw new Error('could not queue the mail');
      await enqueueMail(tx ?? changes.database.db, mail);
    },
    stop() {},
  };
  const changes = useTestApp({ deps: { mailer } });
  const post = (url: string, payload: object, cookie?: string, method: 'POST' | 'PATCH' = 'POST') =>
    changes.app.inject({ method, url, headers: { ...headers, ...(cookie ? { cookie } : {}), 'x-forwarded-for': '192.0.2.93' }, payload });
  const count = async (query: string, params: unknown[]) => (await changes.database.pool.query<{ n: number }>(query, params)).rows[0]?.n;
  afterAll(() => {
    failing = false;
  });

  it('a password reset whose mail cannot be queued is not created', async () => {
    const { user } = await signUp(changes.app);
    failing = true;
    expect((await post('/api/forgot-password', { email: user.email })).statusCode).toBe(500);
    failing = false;
    expect(await count('select count(*)::int as n from password_resets r join users u on u.id = r.user_id where u.email = $1', [user.email])).toBe(0);
    expect((await post('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    expect(await count('select count(*)::int as n from password_resets r join users u on u.id = r.user_id where u.email = $1', [user.email])).toBe(1);
    expect(await count('select count(*)::int as n from outbox_emails where to_address = $1', [user.email])).toBe(1);
  });

  it('an email change whose mails cannot be queued is not started', async () => {
    const { user, cookie } = await signUp(changes.app);
    const change = { email: `new-${user.email}`, currentPassword: user.password };
    failing = true;
    expect((await post('/api/user', change, cookie, 'PATCH')).statusCode).toBe(500);
    failing = false;
    expect(await count('select count(*)::int as n from email_changes c join users u on u.id = c.user_id where u.email = $1', [user.email])).toBe(0);
    expect((await post('/api/user', change, cookie, 'PATCH')).statusCode).toBe(200);
    expect(await count('select count(*)::int as n from email_changes c join users u on u.id = c.user_id where u.email = $1', [user.email])).toBe(1);
    expect(await count('select count(*)::int as n from outbox_emails where to_address in ($1, $2)', [user.email, change.email])).toBe(2);
  });

  it('a console reply whose mail cannot be queued leaves the message unanswered', async () => {
    const admin = await signUp(changes.app);
    await changes.database.pool.query("update users set role = 'admin' where username = $1", [admin.user.username]);
    await post('/api/contact', { name: 'Niamh', email: 'niamh@example.ie', subject: 'Reply test', message: 'Hello?', source: 'home' });
    const { rows } = await changes.database.pool.query<{ id: number }>("select id from contact_messages where email = 'niamh@example.ie'");
    const id = rows[0]?.id;
    failing = true;
    expect((await post(`/api/admin/messages/${id}/reply`, { body: 'Here is your answer.' }, admin.cookie)).statusCode).toBe(500);
    failing = false;
    expect(await count('select count(*)::int as n from contact_messages where id = $1 and handled_at is not null', [id])).toBe(0);
    expect(await count('select count(*)::int as n from contact_replies where message_id = $1', [id])).toBe(0);
    expect(await count("select count(*)::int as n from admin_audit where action = 'reply' and target = $1", [`message ${id}`])).toBe(0);
    expect((await post(`/api/admin/messages/${id}/reply`, { body: 'Here is your answer.' }, admin.cookie)).statusCode).toBe(201);
    expect(await count('select count(*)::int as n from contact_messages where id = $1 and handled_at is not null', [id])).toBe(1);
    expect(await count("select count(*)::int as n from outbox_emails where to_address = 'niamh@example.ie'", [])).toBe(1);
  });
});
