import { describe, expect, it } from 'vitest';
import { drawRecall, passProbability, poissonBinomialTail } from './readiness.ts';

describe('Poisson-binomial tail', () => {
  it('matches small cases worked by hand', () => {
    // Two fair coins: P(≥1) = 3/4, P(≥2) = 1/4.
    expect(poissonBinomialTail([0.5, 0.5], 1)).toBeCloseTo(0.75, 12);
    expect(poissonBinomialTail([0.5, 0.5], 2)).toBeCloseTo(0.25, 12);
    // p = 0.9, 0.5, 0.2: P(all 3) = .9·.5·.2 = .09;
    // P(exactly 2) = .9·.5·.8 + .9·.5·.2 + .1·.5·.2 = .36 + .09 + .01 = .46; so P(≥2) = .55.
    expect(poissonBinomialTail([0.9, 0.5, 0.2], 2)).toBeCloseTo(0.55, 12);
    expect(poissonBinomialTail([0.9, 0.5, 0.2], 3)).toBeCloseTo(0.09, 12);
  });

  it('is 1 for no successes needed and 0 for more than there are trials', () => {
    expect(poissonBinomialTail([0.1], 0)).toBe(1);
    expect(poissonBinomialTail([1, 1], 3)).toBe(0);
    expect(poissonBinomialTail([], 1)).toBe(0);
  });

  it('agrees with the binomial when every probability is the same', () => {
    // Binomial(4, 0.75), P(≥3) = 4·.75³·.25 + .75⁴ = .421875 + .31640625.
    expect(poissonBinomialTail([0.75, 0.75, 0.75, 0.75], 3)).toBeCloseTo(0.73828125, 12);
  });

  it('clamps probabilities outside 0–1', () => {
    expect(poissonBinomialTail([1.5, -0.2], 1)).toBe(1);
    expect(poissonBinomialTail([1.5, -0.2], 2)).toBe(0);
  });
});

describe('a fresh draw from a pool', () => {
  it('represents the draw by evenly spaced quantiles of the pool', () => {
    expect(drawRecall([0, 0, 1, 1], 2)).toEqual([0, 1]);
    expect(drawRecall([0.2, 0.9, 0.5], 5)).toEqual([0.2, 0.5, 0.9]);
    expect(drawRecall([], 3)).toEqual([]);
  });

  it('rises as more of the pool is known', () => {
    const weak = Array.from({ length: 40 }, (_, i) => (i < 20 ? 0.95 : 0.3));
    const strong = Array.from({ length: 40 }, (_, i) => (i < 35 ? 0.95 : 0.3));
    expect(passProbability(strong, 20, 15)).toBeGreaterThan(passProbability(weak, 20, 15));
    expect(passProbability(Array(40).fill(1), 20, 15)).toBe(1);
    expect(passProbability(Array(40).fill(0), 20, 15)).toBe(0);
  });
});
