import { describe, expect, it } from 'vitest';
import { accountResponse, demoAccountResponse, emailChangeTokenSchema, FORGOT_PASSWORD_ANSWER, loginSchema, messageResponse, okResponse, userResponse } from './auth.ts';

/**
 * The routes serialise their answers through these schemas: a field they declare is sent, and
 * anything else the handler happens to hold (a password hash, an internal id) is dropped.
 */
describe('account response schemas', () => {
  it('sends the signed-in user’s name, type, plan and owner flags, and nothing more', () => {
    const row = { id: 7, username: 'aoife', vehicleType: 'hackney', hasPurchased: true, isAdmin: false, role: 'learner', passwordHash: '$argon2id$v=19$m=19456', email: 'aoife@example.ie' };
    expect(userResponse.parse(row)).toEqual({ username: 'aoife', vehicleType: 'hackney', hasPurchased: true, isAdmin: false });
    expect(userResponse.safeParse({ vehicleType: 'taxi', hasPurchased: false, isAdmin: false }).success).toBe(false);
    expect(userResponse.safeParse({ username: 'aoife', vehicleType: 'taxi', hasPurchased: false }).success).toBe(false);
  });

  it('sends the account details with each purchase, without internal columns', () => {
    const purchase = { plan: 'STANDARD', amountCents: 1999, currency: 'eur', paidAt: '2026-11-01T10:00:00.000Z', accessUntil: '2026-12-31T10:00:00.000Z', status: 'succeeded' };
    const details = {
      username: 'aoife',
      email: 'aoife@example.ie',
      vehicleType: 'taxi',
      memberSince: '2026-10-01T09:00:00.000Z',
      pendingEmail: null,
      hasPurchased: true,
      purchases: [{ ...purchase, id: 3, stripePaymentIntentId: 'pi_3Qx7Ab' }],
    };
    expect(accountResponse.parse({ ...details, passwordHash: 'x' })).toEqual({ ...details, purchases: [purchase] });
    expect(accountResponse.safeParse({ ...details, username: undefined }).success).toBe(false);
    expect(accountResponse.safeParse({ ...details, purchases: [{ ...purchase, amountCents: undefined }] }).success).toBe(false);
  });

  it('sends the demo credentials, or null outside demo mode', () => {
    expect(demoAccountResponse.parse({ username: 'demo', password: 'galway-bay-2026', id: 1 })).toEqual({ username: 'demo', password: 'galway-bay-2026' });
    expect(demoAccountResponse.parse(null)).toBeNull();
    expect(demoAccountResponse.safeParse({ username: 'demo' }).success).toBe(false);
  });

  it('says only ok: true, or a message', () => {
    expect(okResponse.parse({ ok: true, sessions: 3 })).toEqual({ ok: true });
    expect(okResponse.safeParse({ ok: false }).success).toBe(false);
    expect(messageResponse.parse({ message: FORGOT_PASSWORD_ANSWER, token: 'secret' })).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(messageResponse.safeParse({}).success).toBe(false);
  });

  it('answers a reset request the same way whether or not the account exists', () => {
    expect(FORGOT_PASSWORD_ANSWER).toBe('If an account exists for that email, we have sent a link to reset your password.');
  });
});

describe('sign-in fields of the wrong type', () => {
  it('get the same messages as fields that are too short', () => {
    const issues = loginSchema.safeParse({ username: 42, password: 123456 }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['username', 'Username must be at least 3 characters'],
      ['password', 'Password must be at least 6 characters'],
    ]);
  });
});

describe('email-change link token', () => {
  it('is trimmed before its length is checked, as a pasted link often carries spaces', () => {
    const token = 'k'.repeat(43);
    expect(emailChangeTokenSchema.parse({ token: ` ${token}\n` })).toEqual({ token });
    expect(emailChangeTokenSchema.safeParse({ token: `  ${'k'.repeat(19)}  ` }).success).toBe(false);
  });
});
