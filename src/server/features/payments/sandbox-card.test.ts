import { describe, expect, it } from 'vitest';
import { checkCard } from './sandbox-card.ts';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => checkCard({ number, expiry, cvc }, now);

describe('sandbox card checks', () => {
  it('accepts the success test card and declines the decline card', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, status: 402, message: 'Your card was declined.' });
  });

  it('rejects malformed numbers, past expiry and bad CVC', () => {
    expect(card('4242 4242 4242 4241')).toMatchObject({ status: 400, message: 'Your card number is invalid.' });
    expect(card('4242 4242 4242 4242', '10/26')).toMatchObject({ status: 400, message: "Your card's expiration year is in the past." });
    expect(card('4242 4242 4242 4242', '13/30')).toMatchObject({ status: 400 });
    expect(card('4242 4242 4242 4242', '11/26')).toEqual({ ok: true });
    expect(card('4242 4242 4242 4242', '12/30', '1')).toMatchObject({ status: 400 });
  });

  it('declines other valid cards in test mode', () => {
    expect(card('5555 5555 5555 4444')).toMatchObject({ ok: false, status: 402 });
  });
});
