import { describe, expect, it } from 'vitest';
import { checkIntent } from './verify-intent.ts';

const paid = { id: 'pi_test_1234', status: 'succeeded', amountCents: 1999, currency: 'eur', userId: 7, plan: 'STANDARD' };

describe('checkIntent', () => {
  it('accepts a succeeded payment of the plan price by its owner', () => {
    expect(checkIntent(paid, { userId: 7, plan: 'STANDARD' })).toMatchObject({ ok: true, userId: 7, plan: { key: 'STANDARD' } });
  });

  it.each([
    [{ ...paid, amountCents: 999 }, 400, /amount/],
    [{ ...paid, currency: 'usd' }, 400, /amount/],
    [{ ...paid, userId: 8 }, 403, /another account/],
    [{ ...paid, status: 'requires_payment_method' }, 402, /not succeeded/],
    [{ ...paid, plan: 'GOLD' }, 400, /not made for an SPSV Prep plan/],
    [{ ...paid, userId: null }, 400, /not made for/],
  ])('refuses %o', (intent, status, message) => {
    const result = checkIntent(intent, { userId: 7, plan: 'STANDARD' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(status);
      expect(result.message).toMatch(message);
    }
  });

  it('refuses a payment made for another plan', () => {
    expect(checkIntent(paid, { userId: 7, plan: 'PREMIUM' })).toMatchObject({ ok: false, status: 400 });
  });
});
