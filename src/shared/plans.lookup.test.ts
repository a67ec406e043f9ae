import { describe, expect, it } from 'vitest';
import { getPlan, HIGHLIGHTED_PLAN, isPlanKey, PLANS, type PlanKey } from './plans.ts';

describe('plan lookup', () => {
  it('refuses a key that is not a plan rather than pricing it as something else', () => {
    expect(() => getPlan('GOLD' as PlanKey)).toThrow('Unknown plan GOLD');
    expect(getPlan('STANDARD')).toBe(PLANS[1]);
  });

  it('recognises only the exact plan keys', () => {
    expect(PLANS.every((p) => isPlanKey(p.key))).toBe(true);
    expect([undefined, null, 1999, 'basic', '', 'BASIC ', {}].some(isPlanKey)).toBe(false);
  });

  it('highlights the Standard plan as the most popular', () => {
    expect(HIGHLIGHTED_PLAN).toBe('STANDARD');
    expect(isPlanKey(HIGHLIGHTED_PLAN)).toBe(true);
  });
});
