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

describe('sandbox card checks, bound by bound', () => {
  const invalid = { ok: false, status: 400, message: 'Your card number is invalid.' };
  const badExpiry = { ok: false, status: 400, message: "Your card's expiration date is incomplete." };
  const past = { ok: false, status: 400, message: "Your card's expiration year is in the past." };

  it('checks the Luhn sum of 13 to 19 digits, spaces and dashes allowed', () => {
    expect(card('4242-4242-4242-4242')).toEqual({ ok: true });
    // Valid Luhn numbers of other lengths and brands are declined, not called invalid.
    expect(card('4222222222222')).toMatchObject({ ok: false, status: 402 });
    expect(card('6011111111111117')).toMatchObject({ ok: false, status: 402 });
    expect(card('79927398713')).toEqual(invalid); // a valid Luhn number, but only 11 digits
    expect(card('4242424242424242000')).toEqual(invalid); // 19 digits, Luhn fails
    expect(card('42424242424242420000')).toEqual(invalid); // 20 digits
    expect(card('x4242424242424242')).toEqual(invalid);
    expect(card('4242424242424242x')).toEqual(invalid);
    expect(card('4242 4242 4242 4249')).toEqual(invalid);
    expect(card('5555 5555 5555 4445')).toEqual(invalid); // one mistyped digit
  });

  it('needs MM/YY with a real month, spaces around the slash allowed', () => {
    expect(card('4242 4242 4242 4242', '12 / 30')).toEqual({ ok: true });
    expect(card('4242 4242 4242 4242', '01/30')).toEqual({ ok: true });
    expect(card('4242 4242 4242 4242', '00/30')).toEqual(badExpiry);
    expect(card('4242 4242 4242 4242', '13/30')).toEqual(badExpiry);
    expect(card('4242 4242 4242 4242', '1230')).toEqual(badExpiry);
    expect(card('4242 4242 4242 4242', 'x12/30')).toEqual(badExpiry);
    expect(card('4242 4242 4242 4242', '12/30x')).toEqual(badExpiry);
    expect(card('4242 4242 4242 4242', '12x/30')).toEqual(badExpiry);
    expect(card('4242 4242 4242 4242', '12/x30')).toEqual(badExpiry);
  });

  it('accepts a card until the end of its expiry month', () => {
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, new Date('2026-11-30T23:59:59Z'))).toEqual({ ok: true });
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, new Date('2026-12-01T00:00:00Z'))).toEqual(past);
  });

  it('takes a 3- or 4-digit security code only', () => {
    const cvc = (value: string) => card('4242 4242 4242 4242', '12/30', value);
    expect(cvc('1234')).toEqual({ ok: true });
    expect(cvc('12345')).toMatchObject({ status: 400, message: "Your card's security code is incomplete." });
    expect(cvc('12a')).toMatchObject({ status: 400 });
    expect(cvc('a123')).toMatchObject({ status: 400 });
  });

  it('tells a learner using another card which test card works', () => {
    expect(card('5555 5555 5555 4444')).toEqual({ ok: false, status: 402, message: 'Your card was declined. In test mode, use the test card 4242 4242 4242 4242.' });
  });
});
