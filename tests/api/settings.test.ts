import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { DEMO_ACCOUNT, seedDemoAccount } from '../../src/server/features/accounts/demo-account.ts';
import { testEnv, useTestApp } from '../support/test-app.ts';
import { grantPlan, signIn, signUp } from '../support/users.ts';

const ctx = useTestApp();
const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('settings', () => {
  it('changes the vehicle type and keeps progress of the old type', async () => {
    const { user, cookie } = await signUp(ctx.app);
    await grantPlan(ctx.database.db, user.username);
    await req('POST', '/api/training/progress', cookie, { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true });
    const res = await req('PATCH', '/api/user', cookie, { vehicleType: 'limousine' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ vehicleType: 'limousine', hasPurchased: true });
    expect((await req('GET', '/api/user', cookie)).json()).toMatchObject({ vehicleType: 'limousine' });
    expect((await req('GET', '/api/training/progress', cookie)).json()).toEqual([{ moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true }]);
    expect((await req('PATCH', '/api/user', cookie, { vehicleType: 'bus' })).statusCode).toBe(400);
    expect((await req('PATCH', '/api/user', cookie, {})).statusCode).toBe(400);
  });

  it('changes the email, refusing a taken or invalid one', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    expect((await req('PATCH', '/api/user', a.cookie, { email: b.user.email.toUpperCase() })).statusCode).toBe(409);
    expect((await req('PATCH', '/api/user', a.cookie, { email: 'nope' })).json()).toEqual({ message: 'email: Please enter a valid email address' });
    expect((await req('PATCH', '/api/user', a.cookie, { email: `New-${a.user.email}` })).statusCode).toBe(200);
    const account = (await req('GET', '/api/user/account', a.cookie)).json<{ email: string; memberSince: string; purchases: unknown[] }>();
    expect(account.email).toBe(`new-${a.user.email}`);
    expect(Date.parse(account.memberSince)).toBeLessThanOrEqual(Date.now());
    expect(account.purchases).toEqual([]);
  });

  it('changes the password with the current one and signs out other sessions', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const other = await signIn(ctx.app, user.username, user.password);
    expect((await req('POST', '/api/user/password', cookie, { currentPassword: 'wrong-one', newPassword: 'a-new-password' })).statusCode).toBe(400);
    expect((await req('POST', '/api/user/password', cookie, { currentPassword: user.password, newPassword: 'a-new-password' })).statusCode).toBe(200);
    expect((await req('GET', '/api/user', cookie)).statusCode).toBe(200);
    expect((await req('GET', '/api/user', other)).statusCode).toBe(401);
    await expect(signIn(ctx.app, user.username, user.password, '198.18.0.9')).rejects.toThrow(/401/);
    await expect(signIn(ctx.app, user.username, 'a-new-password')).resolves.toBeTruthy();
  });

  it('signs out everywhere', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const other = await signIn(ctx.app, user.username, user.password);
    expect((await req('POST', '/api/user/sign-out-everywhere', cookie)).statusCode).toBe(200);
    expect((await req('GET', '/api/user', cookie)).statusCode).toBe(401);
    expect((await req('GET', '/api/user', other)).statusCode).toBe(401);
  });

  it('exports progress, checklists, results and purchases, never the password hash', async () => {
    const { user, cookie } = await signUp(ctx.app);
    await grantPlan(ctx.database.db, user.username);
    await req('POST', '/api/training/progress', cookie, { moduleId: 2, vehicleType: 'taxi', progress: 100, isCompleted: true });
    await req('POST', '/api/checklists', cookie, { checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', title: '', description: '', tooltipText: '', isCompleted: true }] });
    await req('POST', '/api/practice-tests', cookie, { testId: 1, testType: 'Industry Knowledge', vehicleType: 'taxi', score: 30, totalQuestions: 40, dateTaken: new Date().toISOString() });
    const res = await req('GET', '/api/user/export', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="spsv-prep-data-\d{4}-\d{2}-\d{2}\.json"/);
    const data = res.json<Record<string, unknown[]> & { account: { username: string } }>();
    expect(data.account.username).toBe(user.username);
    expect(data.trainingProgress).toHaveLength(1);
    expect(data.checklists).toHaveLength(1);
    expect(data.practiceResults).toHaveLength(1);
    expect(data.purchases).toHaveLength(1);
    expect(res.body).not.toMatch(/argon2|password_?hash/i);
  });

  it('deletes the account and every row of the user after the username is typed', async () => {
    const { user, cookie } = await signUp(ctx.app);
    await grantPlan(ctx.database.db, user.username);
    await req('POST', '/api/training/progress', cookie, { moduleId: 2, vehicleType: 'taxi', progress: 100, isCompleted: true });
    await req('POST', '/api/checklists', cookie, { checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', title: '', description: '', tooltipText: '', isCompleted: true }] });
    await req('POST', '/api/practice-tests', cookie, { testId: 3, testType: 'Customer Service', vehicleType: 'taxi', score: 20, totalQuestions: 25, dateTaken: new Date().toISOString() });
    await req('POST', '/api/contact', cookie, { name: 'Me', email: user.email, subject: 'Help', message: 'A question', source: 'settings' });
    await req('POST', '/api/create-payment-intent', cookie, { planType: 'BASIC' });
    await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: 'wrong-password' } });
    const id = (await ctx.database.db.execute<{ id: number }>(sql`select id from users where username = ${user.username}`)).rows[0]?.id;

    expect((await req('DELETE', '/api/user', cookie, { confirmUsername: 'someone-else' })).statusCode).toBe(400);
    const res = await req('DELETE', '/api/user', cookie, { confirmUsername: user.username });
    expect(res.statusCode).toBe(200);
    expect((await req('GET', '/api/user', cookie)).statusCode).toBe(401);

    const tables = ['sessions', 'purchases', 'training_progress', 'checklists', 'practice_results', 'password_resets', 'sandbox_payment_intents', 'contact_messages', 'outbox_emails'];
    for (const table of tables) {
      const rows = await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${id}`);
      expect(rows.rows[0]?.n, table).toBe(0);
    }
    const users = await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where id = ${id} or email = ${user.email}`);
    expect(users.rows[0]?.n).toBe(0);
    const limits = await ctx.database.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limits where key in (${`login:user:${user.username.toLowerCase()}`}, ${`forgot:email:${user.email}`})`);
    expect(limits.rows[0]?.n).toBe(0);
    // And the account is gone for good: signing in fails.
    await expect(signIn(ctx.app, user.username, user.password, '198.18.0.10')).rejects.toThrow(/401/);
  });
});

describe('demo mode', () => {
  it('hides the test account without DEMO_MODE', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await req('GET', '/api/demo-account', cookie)).json()).toBeNull();
  });

  it('seeds a test account with a plan and shows its credentials', async () => {
    await seedDemoAccount(ctx.database.db);
    await seedDemoAccount(ctx.database.db);
    const demo = await buildApp({ env: testEnv({ DEMO_MODE: '1' }), database: ctx.database });
    const login = await demo.inject({ method: 'POST', url: '/api/login', payload: { username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password } });
    expect(login.json()).toMatchObject({ hasPurchased: true });
    const cookie = `spsv_session=${login.cookies.find((c) => c.name === 'spsv_session')?.value}`;
    expect((await demo.inject({ method: 'GET', url: '/api/demo-account', headers: { cookie } })).json()).toEqual({ username: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password });
    await demo.close();
  });
});
