import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER } from '../../src/shared/schemas/auth.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.ts';
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
