import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../src/shared/schemas/auth.ts';
import { resetLinkIn, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.ts';
import { useTestApp } from '../support/test-app.ts';
import { grantPlan, signIn, signUp, uniqueUser } from '../support/users.ts';

let smtp: SmtpCatcher;
const ctx = useTestApp(async () => {
  smtp = await startSmtpCatcher();
  return { env: { SMTP_URL: smtp.url } };
});
afterAll(async () => smtp?.close());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('register', () => {
  it('creates an account and refuses the same username in another letter case', async () => {
    const user = uniqueUser('Niamh');
    const first = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: user });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ username: user.username, vehicleType: 'taxi', hasPurchased: false, isAdmin: false });
    // Registering signs the learner in (issue 32 §9): the new session cookie opens /api/user.
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';
    expect((await get('/api/user', cookie)).json()).toMatchObject({ username: user.username });

    const clash = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { ...user, username: user.username.toUpperCase(), email: `other-${user.email}` } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'That username is already taken.', field: 'username' });

    const emailClash = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { ...user, username: `${user.username}x`, email: user.email.toUpperCase() } });
    expect(emailClash.statusCode).toBe(409);
    expect(emailClash.json()).toEqual({ message: 'An account with that email address already exists.', field: 'email' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const { user } = await signUp(ctx.app);
    const rows = await ctx.database.db.execute<{ password_hash: string }>(sql`select password_hash from users where username = ${user.username}`);
    expect(rows.rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    [{ username: 'ab' }, 'username: Username must be at least 3 characters'],
    [{ password: '1234567' }, 'password: Password must be at least 8 characters'],
    [{ password: 'qwerty123' }, 'password: This password is too common. Choose one that is harder to guess.'],
    [{ email: 'nope' }, 'email: Please enter a valid email address'],
    [{ vehicleType: 'bus' }, 'vehicleType: Please select a vehicle type'],
  ])('rejects %o with a message naming the field', async (change, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register', payload: { ...uniqueUser(), ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('rejects malformed bodies with 400', async () => {
    for (const payload of ['[]', '"x"', '{"username":5}', '{']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
    }
  });
});

describe('sessions', () => {
  it('sets an httpOnly, SameSite=Lax cookie that is not Secure outside production', async () => {
    const user = uniqueUser();
    await ctx.app.inject({ method: 'POST', url: '/api/register', payload: user });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: user.password } });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'spsv_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toHaveLength(43);
    const stored = await ctx.database.db.execute<{ id: string }>(sql`select id from sessions where id = encode(sha256(${cookie?.value}::bytea), 'hex')`);
    expect(stored.rows).toHaveLength(1);
  });

  it('signs in case-insensitively and answers the current user', async () => {
    const { user, cookie } = await signUp(ctx.app);
    expect((await get('/api/user', cookie)).json()).toEqual({ username: user.username, vehicleType: 'taxi', hasPurchased: false, isAdmin: false });
    await grantPlan(ctx.database.db, user.username);
    expect((await get('/api/user', cookie)).json()).toMatchObject({ hasPurchased: true });
    await expect(signIn(ctx.app, user.username.toUpperCase(), user.password)).resolves.toMatch(/^spsv_session=/);
  });

  it('answers 401 without a session and after logout', async () => {
    expect((await get('/api/user')).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    expect((await get('/api/user', cookie)).statusCode).toBe(200);
    const out = await get('/api/logout', cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'spsv_session')?.value).toBe('');
    const after = await get('/api/user', cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'You need to sign in to do that.' });
  });

  it('gives a new session on every sign-in', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const second = await signIn(ctx.app, user.username, user.password);
    expect(second).not.toBe(cookie);
    expect((await get('/api/user', cookie)).statusCode).toBe(200);
    expect((await get('/api/user', second)).statusCode).toBe(200);
  });

  it('answers the same for an unknown user and a wrong password', async () => {
    const { user } = await signUp(ctx.app);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password: 'not-the-one' }, remoteAddress: '198.51.100.1' });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody-here', password: 'not-the-one' }, remoteAddress: '198.51.100.2' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('expires sessions past their sliding or absolute lifetime', async () => {
    const { cookie } = await signUp(ctx.app);
    const token = cookie.split('=')[1] ?? '';
    await ctx.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where id = encode(sha256(${token}::bytea), 'hex')`);
    expect((await get('/api/user', cookie)).statusCode).toBe(401);

    const { cookie: other } = await signUp(ctx.app);
    const otherToken = other.split('=')[1] ?? '';
    await ctx.database.db.execute(sql`update sessions set created_at = now() - interval '91 days' where id = encode(sha256(${otherToken}::bytea), 'hex')`);
    expect((await get('/api/user', other)).statusCode).toBe(401);
  });

  it('slides the expiry once half the lifetime is used', async () => {
    const { cookie } = await signUp(ctx.app);
    const token = cookie.split('=')[1] ?? '';
    const id = sql`encode(sha256(${token}::bytea), 'hex')`;
    await ctx.database.db.execute(sql`update sessions set expires_at = now() + interval '10 days' where id = ${id}`);
    const res = await get('/api/user', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'spsv_session')?.value).toBe(token);
    const rows = await ctx.database.db.execute<{ days: number }>(sql`select extract(day from expires_at - now())::int as days from sessions where id = ${id}`);
    expect(rows.rows[0]?.days).toBeGreaterThanOrEqual(29);
  });
});

describe('login rate limit', () => {
  it('slows, then refuses with 429, and recovers after the window', async () => {
    const { user } = await signUp(ctx.app);
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.username, password }, remoteAddress: '192.0.2.77' });
    const started = Date.now();
    for (let i = 0; i < 8; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThan(1_500);
    const locked = await attempt(user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // The window passes.
    await ctx.database.db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key like 'login:%'`);
    expect((await attempt(user.password)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same whether the email exists or not, and mails a link that works once', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const forgot = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress: '203.0.113.50' });
    const unknown = await forgot('nobody@example.ie');
    const known = await forgot(user.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(smtp.messages.some((m) => m.to.includes('nobody@example.ie'))).toBe(false);

    const link = resetLinkIn(await smtp.waitFor(user.email));
    const token = new URL(link).searchParams.get('token') ?? '';
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'a-brand-new-one' } });
    expect(reset.statusCode).toBe(200);
    // Every session of the user ended.
    expect((await get('/api/user', cookie)).statusCode).toBe(401);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'yet-another-one' } });
    expect(again.statusCode).toBe(400);
    await expect(signIn(ctx.app, user.username, user.password, '203.0.113.51')).rejects.toThrow(/401/);
    await expect(signIn(ctx.app, user.username, 'a-brand-new-one')).resolves.toBeTruthy();
  });

  it('refuses a token older than one hour', async () => {
    const { user } = await signUp(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email }, remoteAddress: '203.0.113.60' });
    const token = new URL(resetLinkIn(await smtp.waitFor(user.email))).searchParams.get('token') ?? '';
    await ctx.database.db.execute(sql`update password_resets set expires_at = now() - interval '1 second' where token_hash = encode(sha256(${token}::bytea), 'hex')`);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload: { token, password: 'a-brand-new-one' } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/invalid or has expired/);
  });

  it('rate-limits forgot-password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: `flood${i}@example.ie` }, remoteAddress: '203.0.113.99' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
