import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice, getPlan, planFromQuery, PLANS } from './plans.ts';

describe('plans', () => {
  it('holds the spec §9 prices and durations', () => {
    expect(PLANS.map((p) => [p.key, p.priceCents, p.durationDays])).toEqual([
      ['BASIC', 999, 30],
      ['STANDARD', 1999, 60],
      ['PREMIUM', 4999, 365],
    ]);
  });

  it('falls back to BASIC for a missing or unknown plan', () => {
    expect(planFromQuery(null).key).toBe('BASIC');
    expect(planFromQuery('GOLD').key).toBe('BASIC');
    expect(planFromQuery('standard').key).toBe('BASIC');
    expect(planFromQuery('PREMIUM').key).toBe('PREMIUM');
  });

  it('formats euro prices and durations', () => {
    expect(formatPrice(1999)).toBe('€19.99');
    expect(formatDuration(getPlan('PREMIUM'))).toBe('365 days access');
  });

  it('writes euros exactly as en-IE does, from cents to millions', () => {
    const intl = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
    for (const cents of [0, 1, 9, 10, 99, 100, 999, 1999, 4999, 10_000, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, -1, -1999, -123_456]) {
      expect(formatPrice(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });
});
