import { describe, expect, it } from 'vitest';
import { abilityPosterior, estimatePass, GUESS, SLIP, type SeenQuestion } from './ability.ts';

/** A seeded generator, so the simulation is the same on every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const BANK = 600;
const DRAW = 54;
const PASS = 41;

/** A learner who knows a share of the bank and answers a known question right unless they slip, an unknown one by guessing. */
function simulatedLearner(random: () => number, theta: number) {
  const known = Array.from({ length: BANK }, () => random() < theta);
  const answer = (q: number) => random() < (known[q] ? 1 - SLIP : GUESS);
  const draw = () => {
    const picked = new Set<number>();
    while (picked.size < DRAW) picked.add(Math.floor(random() * BANK));
    return [...picked];
  };
  return { answer, draw };
}

/** Sits one practice draw, predicts a fresh one, then sits the fresh one. */
function trial(random: () => number, theta: number) {
  const learner = simulatedLearner(random, theta);
  const practice = learner.draw();
  const seen: SeenQuestion[] = practice.map((q) => {
    const right = learner.answer(q);
    return { n: 1, k: right ? 1 : 0, retention: 1 };
  });
  const practiceScore = seen.filter((q) => q.k === 1).length;
  const predicted = estimatePass(seen, BANK - seen.length, DRAW, PASS);
  const fresh = learner.draw().filter((q) => learner.answer(q)).length;
  return { predicted, passedPractice: practiceScore >= PASS, passedFresh: fresh >= PASS };
}

describe('ability and readiness on simulated learners (issue 32 §2)', () => {
  const random = rng(20261126);
  const trials = Array.from({ length: 1500 }, () => trial(random, 0.3 + random() * 0.7));

  it('is calibrated: predicted chances match how often such learners pass a fresh draw', () => {
    const brier = trials.reduce((sum, t) => sum + (t.predicted.probability - (t.passedFresh ? 1 : 0)) ** 2, 0) / trials.length;
    expect(brier).toBeLessThan(0.12);
    for (let lo = 0; lo < 1; lo += 0.2) {
      const bucket = trials.filter((t) => t.predicted.probability >= lo && t.predicted.probability < lo + 0.2);
      if (bucket.length < 60) continue;
      const predicted = bucket.reduce((s, t) => s + t.predicted.probability, 0) / bucket.length;
      const observed = bucket.filter((t) => t.passedFresh).length / bucket.length;
      expect(Math.abs(predicted - observed), `bucket ${lo.toFixed(1)}: predicted ${predicted.toFixed(2)}, observed ${observed.toFixed(2)}, n ${bucket.length}`).toBeLessThan(0.1);
    }
  });

  it('never shows under 50 % to a learner who has just passed a sitting', () => {
    const passed = trials.filter((t) => t.passedPractice);
    expect(passed.length).toBeGreaterThan(100);
    for (const t of passed) expect(t.predicted.probability).toBeGreaterThanOrEqual(0.5);
  });

  it('gives a wide range with no answers and a narrower one with many, and counts the answers', () => {
    const none = estimatePass([], BANK, DRAW, PASS);
    expect(none.answers).toBe(0);
    expect(none.high - none.low).toBeGreaterThan(0.9);
    const many: SeenQuestion[] = Array.from({ length: 200 }, (_, i) => ({ n: 1, k: i % 10 < 9 ? 1 : 0, retention: 1 }));
    const est = estimatePass(many, BANK - 200, DRAW, PASS);
    expect(est.answers).toBe(200);
    expect(est.high - est.low).toBeLessThan(0.3);
    expect(est.probability).toBeGreaterThan(0.8);
    expect(est.low).toBeLessThanOrEqual(est.probability);
    expect(est.high).toBeGreaterThanOrEqual(est.probability);
  });

  it('forgetting lowers the chance; right answers raise the posterior ability', () => {
    const seen = (retention: number): SeenQuestion[] => Array.from({ length: 100 }, () => ({ n: 1, k: 1, retention }));
    expect(estimatePass(seen(0.3), 50, 54, 41).probability).toBeLessThan(estimatePass(seen(1), 50, 54, 41).probability);
    const mean = (p: number[]) => p.reduce((s, w, i) => s + w * ((i + 0.5) / p.length), 0);
    expect(mean(abilityPosterior(seen(1)))).toBeGreaterThan(mean(abilityPosterior([])));
  });

  // The model's figures for fixed evidence, to 9 places (issue 35 §4): any change to its
  // arithmetic (the grid, the likelihoods, the normalisation, the percentiles) shows here.
  it('gives the same figures for the same evidence', () => {
    const near = (e: { probability: number; low: number; high: number; answers: number }, expected: [number, number, number, number]) => {
      expect(e.probability).toBeCloseTo(expected[0], 9);
      expect(e.low).toBeCloseTo(expected[1], 9);
      expect(e.high).toBeCloseTo(expected[2], 9);
      expect(e.answers).toBe(expected[3]);
    };
    near(estimatePass([], 54, 54, 41), [0.292207792909, 0.000000000017, 0.992785098372, 0]);
    const mixed = Array.from({ length: 40 }, (_, i) => {
      const n = 1 + (i % 2);
      return { n, k: i % 5 === 0 ? 0 : n, retention: 0.6 + (i % 5) / 10 };
    });
    near(estimatePass(mixed, 20, 36, 27), [0.516576820036, 0.303789903487, 0.706937140845, 60]);
    near(estimatePass(Array.from({ length: 12 }, (_, i) => ({ n: 1, k: i % 3 === 0 ? 0 : 1, retention: 1 })), 28, 36, 27), [0.246127642014, 0.001028564879, 0.733232542563, 12]);
    // Six hundred questions answered twice: the log-likelihoods run far past what exp() can hold
    // unscaled, so the posterior must be normalised from its largest term.
    near(estimatePass(Array.from({ length: 600 }, (_, i) => ({ n: 2, k: i % 10 === 0 ? 1 : 2, retention: 1 })), 100, 54, 41), [0.999999163963, 0.999999164487, 0.999999164487, 1200]);
    // A full bank answered three times: log-likelihoods near -1,000, where exp() underflows.
    near(estimatePass(Array.from({ length: 3000 }, (_, i) => ({ n: 3, k: i % 20 === 0 ? 2 : 3, retention: 1 })), 0, 54, 41), [0.999999654864, 0.999999654864, 0.999999654864, 9000]);
  });

  it('learns ability from practice without putting practice in the pool', () => {
    const drills = Array.from({ length: 20 }, (_, i) => ({ n: 1, k: i < 16 ? 1 : 0 }));
    const withPractice = estimatePass([], 10, 10, 8, drills);
    expect(withPractice.probability).toBeCloseTo(0.597618696676, 9);
    expect(withPractice.answers).toBe(20);
    expect(withPractice.probability).toBeGreaterThan(estimatePass([], 10, 10, 8).probability);
    // Out-of-range retentions count as 0 and 1.
    const seen = (retention: number) => [{ n: 1, k: 1, retention }];
    expect(estimatePass(seen(7), 5, 6, 5).probability).toBe(estimatePass(seen(1), 5, 6, 5).probability);
    expect(estimatePass(seen(-2), 5, 6, 5).probability).toBe(estimatePass(seen(0), 5, 6, 5).probability);
  });
});
