import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { AdminAudit, AdminMessage } from '../../src/shared/schemas/admin.ts';
import { caller } from '../support/exam.ts';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

/** Issue 27 §9, the owner's side: messages a flood cannot hide, a ceiling on anonymous mail, an audit log that keeps who acted. */
const ctx = useTestApp();
const call = caller(() => ctx.app);
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

interface MessagePage {
  messages: AdminMessage[];
  page: number;
  pageSize: number;
  total: number;
  pages: number;
}

async function adminCommand(command: 'grant' | 'revoke', username: string): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', command, username], { cwd: ROOT, env: { ...process.env, DATABASE_URL: ctx.database.url, LOG_LEVEL: 'silent' } });
}

async function anAdmin() {
  const learner = await signUp(ctx.app);
  await adminCommand('grant', learner.user.username);
  return learner;
}

const idOf = async (username: string) =>
  (await ctx.database.pool.query<{ id: number }>('select id from users where lower(username) = lower($1)', [username])).rows[0]?.id;

const messages = async (cookie: string, query: string) => {
  const res = await call('GET', `/api/admin/messages${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagePage>();
};

describe('contact messages in the console', () => {
  it('finds a genuine message behind 230 newer spam ones: unhandled first, unhandled only, and paging', async () => {
    const admin = await anAdmin();
    await ctx.database.pool.query(
      "insert into contact_messages (name, email, subject, message, source, created_at) values ('Siobhán Walsh', 'siobhan@example.ie', 'Genuine question', 'Is the Dublin test harder?', 'contact', now() - interval '3 days')",
    );
    await ctx.database.pool.query(
      "insert into contact_messages (name, email, subject, message, source, created_at, handled_at) select 'Spam', 'spam' || g || '@example.com', 'Cheap pills ' || g, 'Buy now', 'contact', now() - make_interval(mins => g), now() from generate_series(1, 230) g",
    );

    const first = await messages(admin.cookie, '');
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 231, pages: 5 });
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]).toMatchObject({ subject: 'Genuine question', handledAt: null });
    // After the unhandled ones, the rest newest first.
    expect(first.messages.slice(1, 3).map((m) => m.subject)).toEqual(['Cheap pills 1', 'Cheap pills 2']);

    const only = await messages(admin.cookie, '?unhandled=only');
    expect(only).toMatchObject({ total: 1, pages: 1 });
    expect(only.messages.map((m) => m.subject)).toEqual(['Genuine question']);

    const mixed = await messages(admin.cookie, '?unhandled=mixed&page=1');
    expect(mixed.messages[0]?.subject).toBe('Cheap pills 1');
    const last = await messages(admin.cookie, '?unhandled=mixed&page=5');
    expect(last.messages).toHaveLength(31);
    expect(last.messages.at(-1)?.subject).toBe('Genuine question');
    const past = await messages(admin.cookie, '?unhandled=mixed&page=6');
    expect(past).toMatchObject({ page: 6, pages: 5, total: 231, messages: [] });
  });

  it.each([
    ['?page=0', /page starts at 1/],
    ['?page=two', /page must be a number/],
    ['?page=1.5', /whole number/],
    ['?page=100001', /too large/],
    ['?unhandled=newest', /unhandled must be first, only or mixed/],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const admin = await anAdmin();
    const res = await call('GET', `/api/admin/messages${query}`, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });
});

describe('the audit log', () => {
  it("keeps the acting owner's id beside their name", async () => {
    const admin = await anAdmin();
    const { rows } = await ctx.database.pool.query<{ id: number }>("insert into contact_messages (name, email, subject, message, source) values ('A', 'a@example.ie', 'S', 'M', 'contact') returning id");
    expect((await call('PUT', `/api/admin/messages/${rows[0]?.id}/handled`, admin.cookie, { handled: true })).statusCode).toBe(200);
    const entry = (await call('GET', '/api/admin/audit', admin.cookie)).json<AdminAudit>().entries[0];
    expect(entry).toMatchObject({ action: 'handled', actor: admin.user.username, actorId: await idOf(admin.user.username) });
  });

  it('records a role change with the command line as actor (no account id) and the target account id', async () => {
    const admin = await anAdmin();
    const learner = await signUp(ctx.app);
    await adminCommand('grant', learner.user.username);
    const entry = (await call('GET', '/api/admin/audit', admin.cookie)).json<AdminAudit>().entries.find((e) => e.target === learner.user.username);
    expect(entry).toMatchObject({ action: 'grant', actorId: null, actor: expect.stringMatching(/^command line \(.+\)$/), detail: `user ${await idOf(learner.user.username)}` });
  });

  it("records an owner deleting their own account, and keeps the entry after the account is gone; a learner's deletion is not an owner's action", async () => {
    const watcher = await anAdmin();
    const leaving = await anAdmin();
    const id = await idOf(leaving.user.username);
    const res = await call('DELETE', '/api/user', leaving.cookie, { confirmUsername: leaving.user.username, currentPassword: leaving.user.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(await idOf(leaving.user.username)).toBeUndefined();
    const learner = await signUp(ctx.app);
    expect((await call('DELETE', '/api/user', learner.cookie, { confirmUsername: learner.user.username, currentPassword: learner.user.password })).statusCode).toBe(200);
    const entries = (await call('GET', '/api/admin/audit', watcher.cookie)).json<AdminAudit>().entries;
    expect(entries.filter((e) => e.action === 'delete_account')).toEqual([
      expect.objectContaining({ actorId: id, actor: leaving.user.username, target: `user ${id}` }),
    ]);
  });
});

describe('anonymous contact messages', () => {
  const send = (i: number, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: cookie ? { cookie } : {},
      // Each from an address of its own: the per-address limit is not what is tested here.
      remoteAddress: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      payload: { name: 'Visitor', email: `visitor${i}@example.com`, subject: `Message ${i}`, message: 'Hello there' },
    });

  it('share a ceiling of 200 a day, then 429 with a clear message; signed-in learners still get through', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) statuses.push((await send(i)).statusCode);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const refused = await send(200);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/unusually large number of messages today.*sign in/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(80_000);
    const learner = await signUp(ctx.app);
    expect((await send(201, learner.cookie)).statusCode).toBe(201);
  });
});
