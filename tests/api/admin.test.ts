import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { AdminAudit, AdminMessage, AdminPurchases, AdminQuestionStats, AdminReportGroup, AdminReveals, AdminSummary, AdminLearner } from '../../src/shared/schemas/admin.ts';
import { DAILY_REVEAL_CAP } from '../../src/server/learning/reveals.ts';
import { caller, course, payingLearner } from '../support/exam.ts';
import { useTestApp } from '../support/test-app.ts';
import { grantPlan, signUp } from '../support/users.ts';

const ctx = useTestApp({ deps: { course } });
const call = caller(() => ctx.app);
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** `npm run admin -- <command> <username>` against the test database, as an owner would run it. */
async function adminCommand(command: string, username: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', command, username], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: ctx.database.url, LOG_LEVEL: 'silent' },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

async function anAdmin() {
  const learner = await signUp(ctx.app);
  expect((await adminCommand('grant', learner.user.username)).code).toBe(0);
  return learner;
}

async function adminRoutes(): Promise<{ method: string; path: string }[]> {
  const doc = (await call('GET', '/api/openapi.json')).json<{ paths: Record<string, Record<string, unknown>> }>();
  return Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/api/admin'))
    .flatMap(([p, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path: p.replace('{id}', '1').replace('{questionId}', 'm01-001') })));
}

describe('the admin role', () => {
  it('guards every /api/admin route: 401 signed out, 403 for a learner, even one with a plan', async () => {
    const routes = await adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const learner = await payingLearner(ctx);
    for (const { method, path: url } of routes) {
      const key = `${method} ${url}`;
      expect((await call(method as 'GET', url, undefined, method === 'GET' ? undefined : {})).statusCode, key).toBe(401);
      const refused = await call(method as 'GET', url, learner.cookie, method === 'GET' ? undefined : {});
      expect(refused.statusCode, key).toBe(403);
      expect(refused.json<{ message: string }>().message, key).toMatch(/owners/);
    }
  });

  it('is granted and revoked only by the command, which names an unknown user', async () => {
    const learner = await signUp(ctx.app);
    expect((await call('GET', '/api/admin/summary', learner.cookie)).statusCode).toBe(403);
    const granted = await adminCommand('grant', learner.user.username.toUpperCase());
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain('is now an admin');
    expect((await call('GET', '/api/admin/summary', learner.cookie)).statusCode).toBe(200);
    // The API has no way to change a role: PATCH /api/user ignores or refuses one.
    await call('PATCH' as 'PUT', '/api/user', learner.cookie, { role: 'learner' });
    expect((await call('GET', '/api/admin/summary', learner.cookie)).statusCode).toBe(200);
    expect((await adminCommand('revoke', learner.user.username)).code).toBe(0);
    expect((await call('GET', '/api/admin/summary', learner.cookie)).statusCode).toBe(403);
    expect(await adminCommand('grant', 'no-such-user-here')).toMatchObject({ code: 1, out: expect.stringContaining('No user named') });
    expect((await adminCommand('promote', 'x')).code).toBe(2);
    const audit = (await call('GET', '/api/admin/audit', (await anAdmin()).cookie)).json<AdminAudit>();
    expect(audit.entries.filter((e) => e.target.toLowerCase() === learner.user.username.toLowerCase()).map((e) => e.action)).toEqual(['revoke', 'grant']);
  });

  it('says in GET /api/user and at login whether the user is an owner, so only owners see the console link', async () => {
    const learner = await signUp(ctx.app);
    expect((await call('GET', '/api/user', learner.cookie)).json()).toMatchObject({ isAdmin: false });
    expect((await adminCommand('grant', learner.user.username)).code).toBe(0);
    expect((await call('GET', '/api/user', learner.cookie)).json()).toMatchObject({ username: learner.user.username, isAdmin: true });
    const login = await call('POST', '/api/login', undefined, { username: learner.user.username, password: learner.user.password });
    expect(login.json()).toMatchObject({ isAdmin: true });
    expect((await adminCommand('revoke', learner.user.username)).code).toBe(0);
    expect((await call('GET', '/api/user', learner.cookie)).json()).toMatchObject({ isAdmin: false });
  });

  it('keeps learner features for admins', async () => {
    const admin = await anAdmin();
    await grantPlan(ctx.database.db, admin.user.username);
    expect((await call('GET', '/api/readiness', admin.cookie)).statusCode).toBe(200);
  });
});

describe('the console', () => {
  it('finds learners with their plan, access end, purchases and activity, and lists purchases with monthly totals', async () => {
    const admin = await anAdmin();
    const learner = await payingLearner(ctx);
    await call('POST', '/api/training/progress', learner.cookie, { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true });
    const found = (await call('GET', `/api/admin/learners?q=${encodeURIComponent(learner.user.email.toUpperCase())}`, admin.cookie)).json<{ learners: AdminLearner[] }>();
    expect(found.learners).toHaveLength(1);
    expect(found.learners[0]).toMatchObject({ username: learner.user.username, activePlan: 'BASIC', modulesCompleted: 1, testsTaken: 0, purchases: [expect.objectContaining({ plan: 'BASIC', amountCents: 999 })] });
    expect(Date.parse(found.learners[0]?.accessUntil ?? '')).toBeGreaterThan(Date.now());
    expect(Date.parse(found.learners[0]?.lastActivity ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // A LIKE wildcard in the search is taken literally.
    expect((await call('GET', '/api/admin/learners?q=%25', admin.cookie)).json<{ learners: AdminLearner[] }>().learners).toEqual([]);

    const purchases = (await call('GET', '/api/admin/purchases', admin.cookie)).json<AdminPurchases>();
    expect(purchases.purchases.some((p) => p.username === learner.user.username && p.provider === 'sandbox')).toBe(true);
    const { rows } = await ctx.database.pool.query<{ n: number; sum: number }>("select count(*)::int as n, sum(amount_cents)::int as sum from purchases where status = 'succeeded'");
    const month = purchases.monthly.filter((m) => m.plan === 'BASIC');
    expect(month.reduce((n, m) => n + m.count, 0)).toBe(rows[0]?.n);
    expect(month.reduce((n, m) => n + m.amountCents, 0)).toBe(rows[0]?.sum);
  });

  it('shows a contact message, replies by email (stored, queued, audited) and marks it handled', async () => {
    const admin = await anAdmin();
    const before = (await call('GET', '/api/admin/summary', admin.cookie)).json<AdminSummary>().unhandledMessages;
    await call('POST', '/api/contact', undefined, { name: 'Aoife', email: 'aoife@example.ie', subject: 'Test dates', message: 'When can I sit the test?', source: 'home' });
    expect((await call('GET', '/api/admin/summary', admin.cookie)).json<AdminSummary>().unhandledMessages).toBe(before + 1);
    const message = (await call('GET', '/api/admin/messages', admin.cookie)).json<{ messages: AdminMessage[] }>().messages[0];
    expect(message).toMatchObject({ name: 'Aoife', subject: 'Test dates', handledAt: null, replies: [] });
    expect((await call('POST', `/api/admin/messages/${message?.id}/reply`, admin.cookie, { body: 'no' })).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/messages/999999/reply', admin.cookie, { body: 'Hello there' })).statusCode).toBe(404);
    const sent = await call('POST', `/api/admin/messages/${message?.id}/reply`, admin.cookie, { body: 'Book by phone on 0818 064 000.' });
    expect(sent.statusCode).toBe(201);
    const { rows } = await ctx.database.pool.query<{ subject: string; text_body: string }>("select subject, text_body from outbox_emails where to_address = 'aoife@example.ie'");
    expect(rows).toEqual([expect.objectContaining({ subject: 'Re: Test dates', text_body: expect.stringContaining('Book by phone on 0818 064 000.') })]);
    const after = (await call('GET', '/api/admin/messages', admin.cookie)).json<{ messages: AdminMessage[] }>().messages[0];
    expect(after?.replies).toEqual([expect.objectContaining({ adminUsername: admin.user.username, body: 'Book by phone on 0818 064 000.' })]);
    expect(after?.handledAt).not.toBeNull();
    expect((await call('PUT', `/api/admin/messages/${message?.id}/handled`, admin.cookie, { handled: false })).statusCode).toBe(200);
    const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json<AdminAudit>().entries.filter((e) => e.actor === admin.user.username);
    expect(audit.map((e) => e.action)).toEqual(['unhandled', 'reply']);
  });

  it('groups question reports with the question, and resolves them with a note', async () => {
    const admin = await anAdmin();
    const a = await payingLearner(ctx);
    const b = await payingLearner(ctx);
    const q = course.questions.find((x) => x.bank === 'module-07') ?? course.questions[0];
    const id = q?.id ?? '';
    await call('POST', `/api/questions/${id}/reports`, a.cookie, { problem: 'outdated', detail: 'Fare changed' });
    await call('POST', `/api/questions/${id}/reports`, b.cookie, { problem: 'wrong_answer' });
    const group = (await call('GET', '/api/admin/reports', admin.cookie)).json<{ groups: AdminReportGroup[] }>().groups.find((g) => g.questionId === id);
    expect(group).toMatchObject({ open: 2, question: { text: q?.text, answer: q?.answer, explanation: q?.explanation, source: q?.source } });
    expect(group?.reports.map((r) => r.username).sort()).toEqual([a.user.username, b.user.username].sort());
    expect((await call('POST', `/api/admin/reports/${id}/resolve`, admin.cookie, { resolution: 'fixed' })).statusCode).toBe(400);
    const resolved = await call('POST', `/api/admin/reports/${id}/resolve`, admin.cookie, { resolution: 'no_change', note: 'Checked against the fare order: still right.' });
    expect(resolved.json()).toEqual({ resolved: 2 });
    expect((await call('POST', `/api/admin/reports/${id}/resolve`, admin.cookie, { resolution: 'fixed', note: 'Again' })).statusCode).toBe(404);
    const after = (await call('GET', '/api/admin/reports', admin.cookie)).json<{ groups: AdminReportGroup[] }>().groups.find((g) => g.questionId === id);
    expect(after?.open).toBe(0);
    expect(after?.reports.every((r) => r.resolution === 'no_change' && r.resolutionNote === 'Checked against the fare order: still right.')).toBe(true);
    const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json<AdminAudit>().entries[0];
    expect(audit).toMatchObject({ actor: admin.user.username, action: 'resolve', target: `question ${id}` });
  });

  it('computes question statistics from a seeded set of marked attempts', async () => {
    const admin = await anAdmin();
    const learner = await signUp(ctx.app);
    const q = course.questions.find((x) => x.bank === 'module-01');
    if (!q) throw new Error('no module 1 question');
    const wrong = (q.answer + 1) % 4;
    // 10 strong attempts (score 9/10): 8 right, 2 chose `wrong`; 10 weak (3/10): 2 right, 8 chose `wrong`.
    // Shown order reversed, so the stored choice must be mapped back to the bank's order.
    const order = [3, 2, 1, 0];
    const shown = (bankOption: number) => order.indexOf(bankOption);
    // Each answer from a learner of its own: statistics count one answer per learner (issue 27 §6).
    let n = 0;
    const seed = async (strong: boolean, chosen: number, username?: string) => {
      n += 1;
      const owner = username ?? `statlearner${n}`;
      if (!username) {
        await ctx.database.pool.query("insert into users (username, email, password_hash, vehicle_type) values ($1, $1 || '@example.ie', 'x', 'taxi')", [owner]);
      }
      const { rows } = await ctx.database.pool.query<{ id: string }>(
        "insert into attempts (user_id, test_id, vehicle_type, deadline_at, submitted_at, status, score, total) select id, 1, 'taxi', now(), now(), 'submitted', $2, 10 from users where username = $1 returning id",
        [owner, strong ? 9 : 3],
      );
      await ctx.database.pool.query('insert into attempt_items (attempt_id, position, question_id, option_order, selected, correct) values ($1, 0, $2, $3, $4, $5)', [rows[0]?.id, q.id, order, shown(chosen), chosen === q.answer]);
    };
    for (let i = 0; i < 10; i += 1) await seed(true, i < 8 ? q.answer : wrong);
    for (let i = 0; i < 10; i += 1) await seed(false, i < 2 ? q.answer : wrong);
    // One account answering wrong thirty times over still counts once, by its latest answer.
    for (let i = 0; i < 30; i += 1) await seed(false, wrong, learner.user.username);
    await seed(true, q.answer, learner.user.username);
    const res = await call('GET', '/api/admin/question-stats', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json<AdminQuestionStats>();
    const stat = stats.questions.find((s) => s.questionId === q.id);
    expect(stat?.answers).toBe(21);
    expect(stat?.facility).toBeCloseTo(11 / 21, 10);
    expect(stat?.discrimination).toBeCloseTo(9 / 11 - 0.2, 10);
    expect(stat?.optionCounts[q.answer]).toBe(11);
    expect(stat?.optionCounts[wrong]).toBe(10);
    expect(stat?.flags).toEqual(['unused_distractor']);
  });
});

describe('accounts near the daily cap on questions shown (issue 27 §1)', () => {
  it('lists a learner past the watch line, with the count, to owners only', async () => {
    const admin = await anAdmin();
    const learner = await payingLearner(ctx);
    const quiet = await payingLearner(ctx);
    const shownToday = async (username: string, n: number) =>
      ctx.database.pool.query(
        "insert into question_reveals (user_id, day, question_id) select u.id, (now() at time zone 'Europe/Dublin')::date, 'x-' || g from users u, generate_series(1, $2::int) g where u.username = $1",
        [username, n],
      );
    await shownToday(learner.user.username, 700);
    await shownToday(quiet.user.username, 90);
    const res = await call('GET', '/api/admin/reveals', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AdminReveals>();
    expect(body.cap).toBe(DAILY_REVEAL_CAP);
    expect(body.learners).toEqual([{ username: learner.user.username, email: learner.user.email, shown: 700 }]);
    expect((await call('GET', '/api/admin/reveals', learner.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/reveals')).statusCode).toBe(401);
  });
});

describe('bounded ids (issue 27 §9)', () => {
  it('answers 400, not 500, for a message id past 2^31 − 1', async () => {
    const admin = await anAdmin();
    const res = await call('PUT', '/api/admin/messages/99999999999/handled', admin.cookie, { handled: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/id is too large/);
  });
});
