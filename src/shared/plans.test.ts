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
});
