import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

/** Stripe being unreachable is a 503 the learner can retry, not a 500 (issue 16 §10). */
const deadPort = await new Promise<number>((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as net.AddressInfo;
    probe.close(() => resolve(port));
  });
});
const ctx = useTestApp({
  deps: { stripe: { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: null, host: '127.0.0.1', port: deadPort, protocol: 'http' } },
});

describe('Stripe unreachable', () => {
  it('answers 503 when a payment cannot be started or checked', async () => {
    const { cookie } = await signUp(ctx.app);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: { cookie }, payload: { planType: 'BASIC' } });
    expect(created.statusCode).toBe(503);
    expect(created.json()).toEqual({ message: 'Payments are temporarily unavailable. Please try again in a few minutes.' });
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/confirm-payment', headers: { cookie }, payload: { planType: 'BASIC', paymentIntentId: 'pi_unreachable1' } });
    expect(confirmed.statusCode).toBe(503);
  });
});
