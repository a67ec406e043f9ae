import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_ACCOUNT, removeDemoAccount, seedDemoAccount } from '../../src/server/features/accounts/demo-account.ts';
import { REPORT_LIMIT } from '../../src/server/features/question-reports/question-reports.routes.ts';
import { course } from '../support/exam.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';
import { TEST_ORIGIN, testEnv, useTestApp } from '../support/test-app.ts';
import { grantPlan, signIn, signUp } from '../support/users.ts';

/** Demo mode's shared account cannot be taken over and keeps nothing between visitors (issue 16 §4). */
const ctx = useTestApp();
const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });
let demo: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  demo = await buildApp({ env: testEnv({ DEMO_MODE: '1' }), database: ctx.database });
});
afterAll(async () => demo?.close());

async function demoLogin(): Promise<string> {
  const login = await demo.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password } });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toMatchObject({ hasPurchased: true });
  return `spsv_session=${login.cookies.find((c) => c.name === 'spsv_session')?.value}`;
}

const count = async (table: string) =>
  (await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} t join users u on u.id = t.user_id where u.username = ${DEMO_ACCOUNT.username}`)).rows[0]?.n;

describe('demo mode', () => {
  it('hides the test account without DEMO_MODE', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/demo-account', headers: { cookie } })).json()).toBeNull();
  });

  it('seeds the account by its fixed identity, restoring a changed email and password', async () => {
    await seedDemoAccount(ctx.database.db);
    await ctx.database.db.execute(sql`update users set email = 'thief@example.ie', password_hash = 'x', vehicle_type = 'limousine' where username = ${DEMO_ACCOUNT.username}`);
    await seedDemoAccount(ctx.database.db);
    const cookie = await demoLogin();
    expect((await demo.inject({ method: 'GET', url: '/api/demo-account', headers: headers(cookie) })).json()).toEqual({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password });
    const account = (await demo.inject({ method: 'GET', url: '/api/user/account', headers: headers(cookie) })).json<{ email: string; vehicleType: string }>();
    expect(account).toMatchObject({ email: DEMO_ACCOUNT.email, vehicleType: 'taxi' });
  });

  it('keeps its settings read-only', async () => {
    await seedDemoAccount(ctx.database.db);
    const cookie = await demoLogin();
    const attempts = [
      demo.inject({ method: 'PATCH', url: '/api/user', headers: headers(cookie), payload: { email: 'mine@example.ie', currentPassword: DEMO_ACCOUNT.password } }),
      demo.inject({ method: 'PATCH', url: '/api/user', headers: headers(cookie), payload: { vehicleType: 'limousine' } }),
      demo.inject({ method: 'POST', url: '/api/user/password', headers: headers(cookie), payload: { currentPassword: DEMO_ACCOUNT.password, newPassword: 'locked-you-out-1' } }),
      demo.inject({ method: 'POST', url: '/api/user/sign-out-everywhere', headers: headers(cookie) }),
      demo.inject({ method: 'DELETE', url: '/api/user', headers: headers(cookie), payload: { confirmUsername: DEMO_ACCOUNT.username, currentPassword: DEMO_ACCOUNT.password } }),
    ];
    expect((await Promise.all(attempts)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    await demoLogin();
  });

  it("never links a visitor's contact message to the account or its export, and a reset clears every row", async () => {
    await seedDemoAccount(ctx.database.db);
    const cookie = await demoLogin();
    await demo.inject({ method: 'POST', url: '/api/contact', headers: headers(cookie), payload: { name: 'Visitor', email: 'visitor@example.ie', subject: 'Private', message: 'My phone number is 087 000 0000' } });
    await demo.inject({ method: 'POST', url: '/api/training/progress', headers: headers(cookie), payload: { moduleId: 1, vehicleType: 'taxi', progress: 50, isCompleted: false } });
    await demo.inject({ method: 'POST', url: '/api/create-payment-intent', headers: headers(cookie), payload: { planType: 'BASIC' } });
    const attempt = (await demo.inject({ method: 'POST', url: '/api/attempts', headers: headers(cookie), payload: { testId: 3 } })).json<{ id: string }>();
    await demo.inject({ method: 'PUT', url: `/api/attempts/${attempt.id}/answers/0`, headers: headers(cookie), payload: { selected: 0 } });
    await demo.inject({ method: 'POST', url: `/api/attempts/${attempt.id}/submit`, headers: headers(cookie), payload: {} });
    expect(await count('question_memory')).toBe(1);
    await demo.inject({ method: 'POST', url: '/api/entry-test/sittings', headers: headers(cookie), payload: { satOn: '2026-01-15', industryPassed: true, areaPassed: false } });
    expect(await count('attempts')).toBe(1);
    expect(await count('contact_messages')).toBe(0);
    const exported = (await demo.inject({ method: 'GET', url: '/api/user/export', headers: headers(cookie) })).body;
    expect(exported).not.toContain('087 000 0000');

    await seedDemoAccount(ctx.database.db);
    for (const table of ['training_progress', 'sessions', 'sandbox_payment_intents', 'attempts', 'entry_test_sittings', 'question_memory', 'checklists']) expect(await count(table), table).toBe(0);
    expect(await count('purchases')).toBe(1);
  });

  it("keeps a visitor's question report for the owner but not on the account: no user id, not in the export (issue 27 §9)", async () => {
    await seedDemoAccount(ctx.database.db);
    const cookie = await demoLogin();
    const questionId = course.questions[0]?.id ?? '';
    const res = await demo.inject({ method: 'POST', url: `/api/questions/${questionId}/reports`, headers: headers(cookie), payload: { problem: 'other', detail: 'Visitor note 4471' } });
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await ctx.database.pool.query<{ user_id: number | null }>("select user_id from question_reports where detail = 'Visitor note 4471'");
    expect(rows).toEqual([{ user_id: null }]);
    const exported = (await demo.inject({ method: 'GET', url: '/api/user/export', headers: headers(cookie) })).json<{ questionReports: unknown[] }>();
    expect(exported.questionReports).toEqual([]);
    // The daily reset leaves it for the owner.
    await seedDemoAccount(ctx.database.db);
    expect((await ctx.database.pool.query("select 1 from question_reports where detail = 'Visitor note 4471'")).rowCount).toBe(1);
  });

  it("keys the account's rate limits per session: one visitor spending theirs leaves the next one's whole (issue 27 §9)", async () => {
    await seedDemoAccount(ctx.database.db);
    const [first, second] = [await demoLogin(), await demoLogin()];
    const report = (cookie: string) =>
      demo.inject({ method: 'POST', url: `/api/questions/${course.questions[1]?.id ?? ''}/reports`, headers: headers(cookie), payload: { problem: 'typo' } });
    const statuses: number[] = [];
    for (let i = 0; i <= REPORT_LIMIT.max; i += 1) statuses.push((await report(first)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, REPORT_LIMIT.max).every((s) => s === 201)).toBe(true);
    expect((await report(second)).statusCode).toBe(201);
    // An ordinary learner's limits stay keyed by the account, whichever session they use.
    const { user } = await signUp(ctx.app);
    await grantPlan(ctx.database.db, user.username);
    const [a, b] = [await signIn(demo, user.username, user.password), await signIn(demo, user.username, user.password)];
    for (let i = 0; i < REPORT_LIMIT.max; i += 1) expect((await report(a)).statusCode).toBe(201);
    expect((await report(b)).statusCode).toBe(429);
  });

  it('refuses the demo username to anyone registering', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { username: 'Demo-Learner', email: 'copy@example.ie', password: 'a-long-pass-123', vehicleType: 'taxi' } });
    expect(res.statusCode).toBe(409);
  });

  it('deletes the account, plan and all, when demo mode is turned off', async () => {
    await seedDemoAccount(ctx.database.db);
    expect(await removeDemoAccount(ctx.database.db)).toBe(true);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password }, remoteAddress: '198.18.9.9' });
    expect(login.statusCode).toBe(401);
  });
});

describe('a demo seed that fails', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await ctx.database.db.execute(sql`drop trigger if exists no_demo on users`);
  });

  it('is logged, and the app still starts and serves', async () => {
    await ctx.database.db.execute(sql`
      create or replace function refuse_demo() returns trigger language plpgsql as $$
      begin
        if lower(new.username) = 'demo-learner' then raise exception 'demo writes refused for this test'; end if;
        return new;
      end $$`);
    await ctx.database.db.execute(sql`create trigger no_demo before insert or update on users for each row execute function refuse_demo()`);
    server = startServer({ DATABASE_URL: ctx.database.url, DEMO_MODE: '1' }, await freePort());
    await waitForHealth(server);
    expect(server.output()).toContain('demo account could not be seeded');
  });
});
