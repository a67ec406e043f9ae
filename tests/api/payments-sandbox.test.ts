import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

const ctx = useTestApp();

const post = (url: string, cookie: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const intentId = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

async function startPayment(cookie: string, planType: string, extra: object = {}) {
  const res = await post('/api/create-payment-intent', cookie, { planType, ...extra });
  expect(res.statusCode).toBe(200);
  return res.json<{ clientSecret: string }>().clientSecret;
}

async function payCard(cookie: string, clientSecret: string, cardNumber = '4242 4242 4242 4242') {
  return post('/api/sandbox/confirm-card', cookie, { clientSecret, cardNumber, expiry: '12/34', cvc: '123', returnPath: '/checkout?plan=STANDARD' });
}

async function purchaseRows(username: string) {
  const res = await ctx.database.db.execute<{ plan: string; amount_cents: number; days: number }>(
    sql`select p.plan, p.amount_cents, round(extract(epoch from p.access_until - now()) / 86400)::int as days
        from purchases p join users u on u.id = p.user_id where u.username = ${username} order by p.id`,
  );
  return res.rows;
}

const hasPurchased = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json<{ hasPurchased: boolean }>().hasPurchased;

describe('sandbox payments', () => {
  it('reports the sandbox provider to the client', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(res.json()).toEqual({ provider: 'sandbox', publishableKey: null });
  });

  it('requires a signed-in user to start a payment', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { planType: 'BASIC' } });
    expect(res.statusCode).toBe(401);
  });

  it('pays with 4242, redirects like Stripe, confirms once and grants 60 days', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const secret = await startPayment(cookie, 'STANDARD');
    const paid = await payCard(cookie, secret);
    expect(paid.statusCode).toBe(200);
    const redirect = paid.json<{ redirectUrl: string }>().redirectUrl;
    expect(redirect).toBe(`/checkout?plan=STANDARD&payment_intent=${intentId(secret)}&payment_intent_client_secret=${secret}&redirect_status=succeeded`);

    const confirm = await post('/api/confirm-payment', cookie, { planType: 'STANDARD', paymentIntentId: intentId(secret) });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ plan: 'STANDARD', alreadyRecorded: false });
    expect(await hasPurchased(cookie)).toBe(true);

    const replay = await post('/api/confirm-payment', cookie, { planType: 'STANDARD', paymentIntentId: intentId(secret) });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ alreadyRecorded: true });
    expect(await purchaseRows(user.username)).toEqual([{ plan: 'STANDARD', amount_cents: 1999, days: 60 }]);
  });

  it('ignores a tampered client amount', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const secret = await startPayment(cookie, 'PREMIUM', { amount: 1 });
    const row = await ctx.database.db.execute<{ amount_cents: number }>(sql`select amount_cents from sandbox_payment_intents where client_secret = ${secret}`);
    expect(row.rows[0]?.amount_cents).toBe(4999);
    await payCard(cookie, secret);
    await post('/api/confirm-payment', cookie, { planType: 'PREMIUM', paymentIntentId: intentId(secret) });
    expect(await purchaseRows(user.username)).toEqual([{ plan: 'PREMIUM', amount_cents: 4999, days: 365 }]);
  });

  it('declines 4000 0000 0000 0002 with the provider message and records nothing', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const secret = await startPayment(cookie, 'BASIC');
    const declined = await payCard(cookie, secret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    const confirm = await post('/api/confirm-payment', cookie, { planType: 'BASIC', paymentIntentId: intentId(secret) });
    expect(confirm.statusCode).toBe(402);
    expect(await purchaseRows(user.username)).toEqual([]);
    expect(await hasPurchased(cookie)).toBe(false);
  });

  it("refuses another user's intent, an unpaid intent, a wrong plan and an unknown id", async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app);
    const secret = await startPayment(alice.cookie, 'BASIC');

    const unpaid = await post('/api/confirm-payment', alice.cookie, { planType: 'BASIC', paymentIntentId: intentId(secret) });
    expect(unpaid.statusCode).toBe(402);
    await payCard(alice.cookie, secret);

    const stolen = await post('/api/confirm-payment', bob.cookie, { planType: 'BASIC', paymentIntentId: intentId(secret) });
    expect(stolen.statusCode).toBe(403);
    const stolenCard = await payCard(bob.cookie, secret);
    expect(stolenCard.statusCode).toBe(403);

    const wrongPlan = await post('/api/confirm-payment', alice.cookie, { planType: 'PREMIUM', paymentIntentId: intentId(secret) });
    expect(wrongPlan.statusCode).toBe(400);
    const unknown = await post('/api/confirm-payment', alice.cookie, { planType: 'BASIC', paymentIntentId: 'pi_sandbox_doesnotexist' });
    expect(unknown.statusCode).toBe(400);
    const malformed = await post('/api/confirm-payment', alice.cookie, { planType: 'BASIC', paymentIntentId: 'DROP TABLE' });
    expect(malformed.statusCode).toBe(400);

    expect(await purchaseRows(bob.user.username)).toEqual([]);
    expect(await purchaseRows(alice.user.username)).toEqual([]);
  });

  it('extends an active plan and ends access when access_until passes', async () => {
    const { user, cookie } = await signUp(ctx.app);
    for (const plan of ['BASIC', 'STANDARD']) {
      const secret = await startPayment(cookie, plan);
      await payCard(cookie, secret);
      expect((await post('/api/confirm-payment', cookie, { planType: plan, paymentIntentId: intentId(secret) })).statusCode).toBe(200);
    }
    expect((await purchaseRows(user.username)).map((r) => r.days)).toEqual([30, 90]);
    await ctx.database.db.execute(sql`update purchases set access_until = now() - interval '1 second' where user_id = (select id from users where username = ${user.username})`);
    expect(await hasPurchased(cookie)).toBe(false);
  });

  it('refuses an unsafe return path', async () => {
    const { cookie } = await signUp(ctx.app);
    const secret = await startPayment(cookie, 'BASIC');
    const res = await post('/api/sandbox/confirm-card', cookie, { clientSecret: secret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', returnPath: '//evil.example/x' });
    expect(res.statusCode).toBe(400);
  });
});

describe('a stored intent that does not match the plan price (planted-bug check, issue 17)', () => {
  it.each([
    ['amount', sql`update sandbox_payment_intents set amount_cents = 1 where id = `],
    ['currency', sql`update sandbox_payment_intents set currency = 'usd' where id = `],
  ])('refuses a tampered %s with 400 and records no purchase', async (_field, update) => {
    const { user, cookie } = await signUp(ctx.app);
    const secret = await startPayment(cookie, 'STANDARD');
    expect((await payCard(cookie, secret)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`${update}${intentId(secret)}`);
    const res = await post('/api/confirm-payment', cookie, { planType: 'STANDARD', paymentIntentId: intentId(secret) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The amount paid does not match the price of the plan.' });
    expect(await purchaseRows(user.username)).toEqual([]);
    expect(await hasPurchased(cookie)).toBe(false);
  });
});
