import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../support/fake-stripe.ts';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
const ctx = useTestApp(async () => {
  fake = await startFakeStripe();
  return {
    deps: {
      stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: WEBHOOK_SECRET, host: '127.0.0.1', port: fake.port, protocol: 'http' },
    },
  };
});
afterAll(async () => fake?.close());

const signer = new Stripe('sk_test_unused');
const post = (url: string, cookie: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function purchases(username: string) {
  const res = await ctx.database.db.execute<{ provider: string; provider_payment_id: string }>(
    sql`select p.provider, p.provider_payment_id from purchases p join users u on u.id = p.user_id where u.username = ${username}`,
  );
  return res.rows;
}

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return ctx.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': header }, payload });
}

const succeededEvent = (intent: object) => ({ id: `evt_${Date.now()}`, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });

describe('Stripe provider (real SDK, local Stripe-like server)', () => {
  it('sends the publishable key to the client', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/payments/config' })).json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('creates the intent at the plan price and confirms only once Stripe says it succeeded', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const created = await post('/api/create-payment-intent', cookie, { planType: 'STANDARD', amount: 5 });
    expect(created.statusCode).toBe(200);
    const secret = created.json<{ clientSecret: string }>().clientSecret;
    const id = secret.split('_secret_')[0] ?? '';
    expect(fake.intents.get(id)).toMatchObject({ amount: 1999, currency: 'eur', metadata: { plan: 'STANDARD' } });

    expect((await post('/api/confirm-payment', cookie, { planType: 'STANDARD', paymentIntentId: id })).statusCode).toBe(402);
    fake.succeed(id);
    const confirmed = await post('/api/confirm-payment', cookie, { planType: 'STANDARD', paymentIntentId: id });
    expect(confirmed.statusCode).toBe(200);
    expect(await purchases(user.username)).toEqual([{ provider: 'stripe', provider_payment_id: id }]);
    expect((await post('/api/confirm-payment', cookie, { planType: 'STANDARD', paymentIntentId: 'pi_fakeunknown1' })).statusCode).toBe(400);
  });

  it('records a signed payment_intent.succeeded once, however often it is replayed', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const secret = (await post('/api/create-payment-intent', cookie, { planType: 'BASIC' })).json<{ clientSecret: string }>().clientSecret;
    const id = secret.split('_secret_')[0] ?? '';
    fake.succeed(id);
    const event = succeededEvent(fake.intents.get(id) ?? {});
    expect((await webhook(event)).statusCode).toBe(200);
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await purchases(user.username)).toHaveLength(1);
    // The browser's confirm-payment after the webhook adds nothing either.
    const confirm = await post('/api/confirm-payment', cookie, { planType: 'BASIC', paymentIntentId: id });
    expect(confirm.json()).toMatchObject({ alreadyRecorded: true });
    expect(await purchases(user.username)).toHaveLength(1);
  });

  it('records nothing for a bad signature or a tampered amount', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const secret = (await post('/api/create-payment-intent', cookie, { planType: 'PREMIUM' })).json<{ clientSecret: string }>().clientSecret;
    const id = secret.split('_secret_')[0] ?? '';
    fake.succeed(id);
    const intent = fake.intents.get(id) ?? {};

    const forged = await webhook(succeededEvent(intent), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'The webhook signature is not valid.' });
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(succeededEvent(intent)) });
    expect(unsigned.statusCode).toBe(400);
    const cheap = await webhook(succeededEvent({ ...intent, amount: 100 }));
    expect(cheap.statusCode).toBe(200);
    expect(await purchases(user.username)).toEqual([]);
  });
});

describe('Stripe trouble and abuse (issue 16 §10)', () => {
  it('acknowledges a signed payment for an account deleted since', async () => {
    const { user } = await signUp(ctx.app);
    const id = (await ctx.database.db.execute<{ id: number }>(sql`select id from users where username = ${user.username}`)).rows[0]?.id;
    await ctx.database.db.execute(sql`delete from users where id = ${id}`);
    const res = await webhook(
      succeededEvent({ id: 'pi_deletedbuyer1', object: 'payment_intent', status: 'succeeded', amount: 999, currency: 'eur', metadata: { userId: String(id), plan: 'BASIC' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });

  it('limits how many payments one learner may start', async () => {
    const { cookie } = await signUp(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await post('/api/create-payment-intent', cookie, { planType: 'BASIC' })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('a Stripe intent that does not match the plan price (planted-bug check, issue 17)', () => {
  it.each([
    ['amount', (i: { amount: number; currency: string }) => (i.amount = 999)],
    ['currency', (i: { amount: number; currency: string }) => (i.currency = 'gbp')],
  ])('refuses a succeeded intent with a different %s, by confirm and by webhook', async (_field, tamper) => {
    const { user, cookie } = await signUp(ctx.app);
    const secret = (await post('/api/create-payment-intent', cookie, { planType: 'PREMIUM' })).json<{ clientSecret: string }>().clientSecret;
    const id = secret.split('_secret_')[0] ?? '';
    const intent = fake.intents.get(id);
    if (!intent) throw new Error('intent missing');
    tamper(intent);
    fake.succeed(id);
    const res = await post('/api/confirm-payment', cookie, { planType: 'PREMIUM', paymentIntentId: id });
    expect(res.statusCode).toBe(400);
    expect((await webhook(succeededEvent(intent))).statusCode).toBe(200);
    expect(await purchases(user.username)).toEqual([]);
  });
});
