import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { grantPlan, signIn, signUp } from '../support/users.ts';

const ctx = useTestApp();
const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
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

  it('changes the email only with the current password, refusing a taken or invalid one', async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const withPassword = (email: string) => ({ email, currentPassword: a.user.password });
    expect((await req('PATCH', '/api/user', a.cookie, { email: `new-${a.user.email}` })).json()).toEqual({
      message: 'currentPassword: Enter your current password to change your email',
    });
    expect((await req('PATCH', '/api/user', a.cookie, { email: `new-${a.user.email}`, currentPassword: 'not-my-password' })).json()).toEqual({
      message: 'currentPassword: Your current password is not correct.',
    });
    expect((await req('PATCH', '/api/user', a.cookie, withPassword(b.user.email.toUpperCase()))).statusCode).toBe(409);
    expect((await req('PATCH', '/api/user', a.cookie, withPassword('nope'))).json()).toEqual({ message: 'email: Please enter a valid email address' });
    expect((await req('PATCH', '/api/user', a.cookie, withPassword(`New-${a.user.email}`))).statusCode).toBe(200);
    const account = (await req('GET', '/api/user/account', a.cookie)).json<{ email: string; pendingEmail: string | null; memberSince: string; purchases: unknown[] }>();
    // Nothing changes until the new address confirms.
    expect(account.email).toBe(a.user.email);
    expect(account.pendingEmail).toBe(`new-${a.user.email}`);
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
    const attempt = (await req('POST', '/api/attempts', cookie, { testId: 1 })).json<{ id: string }>();
    await req('PUT', `/api/attempts/${attempt.id}/answers/0`, cookie, { selected: 2 });
    await req('POST', `/api/attempts/${attempt.id}/submit`, cookie, {});
    await req('POST', '/api/entry-test/sittings', cookie, { satOn: '2026-01-15', industryPassed: true, areaPassed: false });
    const res = await req('GET', '/api/user/export', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="spsv-prep-data-\d{4}-\d{2}-\d{2}\.json"/);
    const data = res.json<Record<string, unknown[]> & { account: { username: string } }>();
    expect(data.account.username).toBe(user.username);
    expect(data.trainingProgress).toHaveLength(1);
    expect(data.checklists).toHaveLength(1);
    expect(data.attempts).toHaveLength(1);
    expect(data.attempts?.[0]).toMatchObject({ testId: 1, status: 'submitted', answers: expect.arrayContaining([{ position: 0, questionId: expect.any(String), selected: 2, correct: expect.any(Boolean) }]) });
    expect(data.entryTestSittings).toEqual([{ id: expect.any(Number), satOn: '2026-01-15', industryPassed: true, areaPassed: false }]);
    expect(data.purchases).toHaveLength(1);
    expect(res.body).not.toMatch(/argon2|password_?hash/i);
  });

  it('deletes the account and every row of the user after the username is typed', async () => {
    const { user, cookie } = await signUp(ctx.app);
    await grantPlan(ctx.database.db, user.username);
    await req('POST', '/api/training/progress', cookie, { moduleId: 2, vehicleType: 'taxi', progress: 100, isCompleted: true });
    await req('POST', '/api/checklists', cookie, { checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', title: '', description: '', tooltipText: '', isCompleted: true }] });
    await req('POST', '/api/attempts', cookie, { testId: 3 });
    await req('POST', '/api/entry-test/sittings', cookie, { satOn: '2026-01-15', industryPassed: true, areaPassed: false });
    await req('POST', '/api/contact', cookie, { name: 'Me', email: user.email, subject: 'Help', message: 'A question', source: 'settings' });
    await req('POST', '/api/create-payment-intent', cookie, { planType: 'BASIC' });
    await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: 'wrong-password' } });
    const id = (await ctx.database.db.execute<{ id: number }>(sql`select id from users where username = ${user.username}`)).rows[0]?.id;

    await req('PATCH', '/api/user', cookie, { email: `moved-${user.email}`, currentPassword: user.password });
    expect((await req('DELETE', '/api/user', cookie, { confirmUsername: 'someone-else', currentPassword: user.password })).statusCode).toBe(400);
    expect((await req('DELETE', '/api/user', cookie, { confirmUsername: user.username })).statusCode).toBe(400);
    expect((await req('DELETE', '/api/user', cookie, { confirmUsername: user.username, currentPassword: 'not-my-password' })).statusCode).toBe(400);
    const res = await req('DELETE', '/api/user', cookie, { confirmUsername: user.username, currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect((await req('GET', '/api/user', cookie)).statusCode).toBe(401);

    const tables = ['sessions', 'purchases', 'training_progress', 'checklists', 'attempts', 'entry_test_sittings', 'question_memory', 'password_resets', 'sandbox_payment_intents', 'contact_messages', 'outbox_emails', 'email_changes'];
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
