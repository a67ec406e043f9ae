import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, useTestApp } from '../support/test-app.ts';
import { signIn, signUp } from '../support/users.ts';

/** A stolen session must not become a permanent takeover (issue 16 §6). */
const ctx = useTestApp();
const headers = (cookie?: string) => ({ 'content-type': 'application/json', origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) });

async function mailedToken(to: string, path: string): Promise<string> {
  const { rows } = await ctx.database.pool.query<{ text_body: string }>('select text_body from outbox_emails where to_address = $1 order by id desc', [to]);
  const match = rows.map((r) => new RegExp(`${path}\\?token=([\\w-]+)`).exec(r.text_body)).find(Boolean);
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}

const account = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/user/account', headers: headers(cookie) })).json<{ email: string; pendingEmail: string | null }>();

describe('changing the email address', () => {
  it('takes effect only when the new address confirms, and the old one is told', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const newEmail = `fresh-${user.email}`;
    const res = await ctx.app.inject({ method: 'PATCH', url: '/api/user', headers: headers(cookie), payload: { email: newEmail, currentPassword: user.password } });
    expect(res.statusCode).toBe(200);
    expect((await account(cookie)).email).toBe(user.email);

    const { rows } = await ctx.database.pool.query<{ subject: string }>('select subject from outbox_emails where to_address = $1', [user.email]);
    expect(rows.map((r) => r.subject)).toContain('Your SPSV Prep email address is being changed');
    const confirm = await mailedToken(newEmail, '/confirm-email');
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/email-change/confirm', headers: headers(), payload: { token: confirm } });
    expect(confirmed.json()).toEqual({ message: 'Your email address has been changed.' });
    expect(await account(cookie)).toMatchObject({ email: newEmail, pendingEmail: null });

    const again = await ctx.app.inject({ method: 'POST', url: '/api/email-change/confirm', headers: headers(), payload: { token: confirm } });
    expect(again.statusCode).toBe(400);
  });

  it('lets the old address undo it: the address comes back, every session ends, open reset links die', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const thief = `thief-${user.email}`;
    await ctx.app.inject({ method: 'PATCH', url: '/api/user', headers: headers(cookie), payload: { email: thief, currentPassword: user.password } });
    await ctx.app.inject({ method: 'POST', url: '/api/email-change/confirm', headers: headers(), payload: { token: await mailedToken(thief, '/confirm-email') } });
    await ctx.app.inject({ method: 'POST', url: '/api/forgot-password', headers: headers(), payload: { email: thief } });
    const resetToken = await mailedToken(thief, '/reset-password');

    const undo = await ctx.app.inject({ method: 'POST', url: '/api/email-change/undo', headers: headers(), payload: { token: await mailedToken(user.email, '/undo-email-change') } });
    expect(undo.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user', headers: headers(cookie) })).statusCode).toBe(401);
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/reset-password', headers: headers(), payload: { token: resetToken, password: 'stolen-account-1' } });
    expect(reset.statusCode).toBe(400);
    const back = await signIn(ctx.app, user.username, user.password, '198.18.1.1');
    expect((await account(back)).email).toBe(user.email);
  });

  it('refuses an unknown or malformed link', async () => {
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/email-change/undo', headers: headers(), payload: { token: 'x'.repeat(43) } });
    expect(unknown.statusCode).toBe(400);
    const short = await ctx.app.inject({ method: 'POST', url: '/api/email-change/confirm', headers: headers(), payload: { token: 'abc' } });
    expect(short.json()).toEqual({ message: 'token: This link is not valid' });
  });

  it('counts wrong current-password guesses with the sign-in limits', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: headers(cookie),
        payload: { email: `guess${i}-${user.email}`, currentPassword: `guess-${i}-wrong` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(400));
    expect(statuses.slice(8)).toEqual([429, 429]);
  });
});
