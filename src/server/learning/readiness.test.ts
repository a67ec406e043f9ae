import { describe, expect, it } from 'vitest';
import { MODULES } from '#shared/modules.ts';
import { testCourse } from '../course/test-course.ts';
import { estimatePass } from './ability.ts';
import { nextMemory } from './memory.ts';
import { READY_CHANCE, READY_SITTING_DAYS, readiness, readyToBook, type LearnerEvidence } from './readiness.ts';

let built: ReturnType<typeof testCourse> | undefined;
// Built inside the tests, so a course that fails to build fails them (and Stryker sees it).
const courseOf = () => (built ??= testCourse(12, 40));
const now = new Date('2026-11-26T10:00:00Z');
const DAY = 86_400_000;
const none = (): LearnerEvidence => ({ memory: new Map(), tallies: new Map(), recentPasses: new Set() });
const answered = (ids: readonly string[], k = 1, n = 1): LearnerEvidence => ({ ...none(), tallies: new Map(ids.map((id) => [id, { n, k }])) });

describe('ready to book', () => {
  const both = new Set(['industry', 'area']);

  it('is ready at 80 % in both parts with both passed in the simulator lately', () => {
    expect(READY_CHANCE).toBe(0.8);
    expect(READY_SITTING_DAYS).toBe(14);
    expect(readyToBook(0.8, 0.8, both)).toEqual({
      ready: true,
      next: 'You are ready to book your Entry Test: both parts are at least 80% likely to pass, and you passed the simulator in the last 14 days.',
    });
  });

  it('names the weaker part and its chance when a part is under 80 %', () => {
    expect(readyToBook(0.794, 0.9, both)).toEqual({
      ready: false,
      next: 'Not ready to book yet: Industry Knowledge is 79% likely to pass. Practise your weakest modules and review what you missed until both parts reach 80%.',
    });
    expect(readyToBook(0.9, 0.5, both).next).toMatch(/^Not ready to book yet: Area Knowledge is 50% likely/);
    // Even parts: Industry Knowledge is named.
    expect(readyToBook(0.6, 0.6, both).next).toMatch(/Industry Knowledge is 60%/);
  });

  it('asks for a recent simulator pass of both parts when the chances are there', () => {
    expect(readyToBook(0.8, 0.8, new Set()).next).toMatch(/^Nearly there/);
    const nearly = 'Nearly there: both parts are at least 80% likely to pass. Pass both parts of the Entry Test simulator (within 14 days) to confirm you are ready to book.';
    expect(readyToBook(0.9, 0.95, new Set())).toEqual({ ready: false, next: nearly });
    expect(readyToBook(0.9, 0.95, new Set(['industry']))).toEqual({ ready: false, next: nearly });
    expect(readyToBook(0.9, 0.95, new Set(['area']))).toEqual({ ready: false, next: nearly });
  });
});

describe('readiness', () => {
  it("measures Industry Knowledge, the county's Area Knowledge and every module, from the draw's pools", () => {
    const course = courseOf();
    const r = readiness(course, none(), 'Cork', now);
    expect(r.industryKnowledge).toMatchObject({ key: 'industry', title: 'Industry Knowledge', pool: course.industryPool().length, drawSize: 54, passMark: 41, seen: 0, answers: 0 });
    expect(r.county).toMatchObject({ key: 'area', title: 'Area Knowledge: Cork', pool: 40, drawSize: 36, passMark: 27 });
    expect(r.modules.map((m) => m.moduleId).sort((a, b) => a - b)).toEqual(MODULES.map((m) => m.id));
    const seven = r.modules.find((m) => m.moduleId === 7);
    expect(seven).toMatchObject({ key: 'module-7', title: MODULES[6]?.title, pool: 24, drawSize: 10, passMark: 8 });
    // Module 12's readiness is the county's bank, not the stray module-12 question.
    expect(r.modules.find((m) => m.moduleId === 12)).toMatchObject({ key: 'module-12', pool: 40, drawSize: 10 });
    expect(r.readyToBook.ready).toBe(false);
  });

  it('draws no more than the pool holds, at 75 % of that', () => {
    const small = testCourse(6, 20);
    const r = readiness(small, none(), 'Cork', now);
    expect(r.county).toMatchObject({ pool: 20, drawSize: 20, passMark: 15 });
    expect(r.modules.find((m) => m.moduleId === 1)).toMatchObject({ pool: 6, drawSize: 6, passMark: 5 });
  });

  it('counts only questions answered in the pool, and puts the weakest module first (ties by module)', () => {
    const course = courseOf();
    const wrongSeven = answered(course.moduleBank(7).map((q) => q.id), 0, 2);
    const r = readiness(course, { ...wrongSeven, tallies: new Map([...wrongSeven.tallies, ['m01-001', { n: 0, k: 0 }], ['nowhere-1', { n: 3, k: 3 }]]) }, 'Cork', now);
    expect(r.modules[0]).toMatchObject({ moduleId: 7, seen: 24, answers: 48 });
    expect(r.modules.find((m) => m.moduleId === 1)).toMatchObject({ seen: 0, answers: 0 });
    expect(r.industryKnowledge).toMatchObject({ seen: 24, answers: 48 });
    const probabilities = r.modules.map((m) => m.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => a - b));
    const untouched = r.modules.filter((m) => ![7, 12].includes(m.moduleId)).map((m) => m.moduleId);
    expect(untouched).toEqual([...untouched].sort((a, b) => a - b));
  });

  it('rises with right answers, and falls as they are forgotten', () => {
    const course = courseOf();
    const cork = course.countyPool('Cork').map((q) => q.id);
    const before = readiness(course, none(), 'Cork', now).county.probability;
    const fresh = answered(cork, 1, 1);
    const after = readiness(course, fresh, 'Cork', now).county.probability;
    expect(after).toBeGreaterThan(before);
    expect(readiness(course, fresh, 'Cork', now).county.answers).toBe(40);
    // The same answers with memory cards reviewed long ago: less is still remembered.
    const card = nextMemory(null, true, new Date(now.getTime() - 400 * DAY));
    const forgotten = { ...fresh, memory: new Map(cork.map((id) => [id, card])) };
    expect(readiness(course, forgotten, 'Cork', now).county.probability).toBeLessThan(after);
    // A card just reviewed forgets nothing.
    const recent = { ...fresh, memory: new Map(cork.map((id) => [id, nextMemory(null, true, now)])) };
    expect(readiness(course, recent, 'Cork', now).county.probability).toBeCloseTo(after, 6);
  });

  it('is ready to book only with both parts likely and both passed lately', () => {
    const course = courseOf();
    const all = [...course.industryPool(), ...course.countyPool('Cork')].map((q) => q.id);
    const strong = answered(all, 3, 3);
    expect(readiness(course, strong, 'Cork', now).readyToBook.ready).toBe(false);
    const r = readiness(course, { ...strong, recentPasses: new Set(['industry', 'area']) }, 'Cork', now);
    expect(r.industryKnowledge.probability).toBeGreaterThanOrEqual(READY_CHANCE);
    expect(r.county.probability).toBeGreaterThanOrEqual(READY_CHANCE);
    expect(r.readyToBook.ready).toBe(true);
  });

  it("gives each figure as the estimate on the pool's seen and unseen questions", () => {
    const course = courseOf();
    const pool = course.moduleBank(1);
    const evidence = answered(pool.slice(0, 5).map((q) => q.id), 1, 2);
    const expected = estimatePass(pool.slice(0, 5).map(() => ({ n: 2, k: 1, retention: 1 })), pool.length - 5, 10, 8);
    expect(readiness(course, evidence, 'Cork', now).modules.find((m) => m.moduleId === 1)).toMatchObject({ probability: expected.probability, low: expected.low, high: expected.high, seen: 5, answers: 10 });
  });

  it('counts fare drills toward the fares chapter only, at most a hundred, with their share right', () => {
    const course = courseOf();
    const fares = (drills: LearnerEvidence['drills']) => readiness(course, { ...none(), drills }, 'Cork', now).modules;
    const seven = (drills: LearnerEvidence['drills']) => fares(drills).find((m) => m.moduleId === 7);
    expect(seven(undefined)?.answers).toBe(0);
    expect(seven({ answered: 0, right: 0 })?.answers).toBe(0);
    expect(seven({ answered: 20, right: 20 })?.answers).toBe(20);
    expect(seven({ answered: 250, right: 250 })?.answers).toBe(100);
    // One drill in three right: one right answer and two wrong, as an estimate with that practice.
    const third = estimatePass([], 24, 10, 8, [{ n: 1, k: 1 }, { n: 1, k: 0 }, { n: 1, k: 0 }]);
    expect(seven({ answered: 3, right: 1 })?.probability).toBeCloseTo(third.probability, 12);
    // Drills are evidence, not questions of the pool, and say nothing of other chapters.
    expect(seven({ answered: 20, right: 20 })).toMatchObject({ seen: 0, pool: 24 });
    expect(fares({ answered: 20, right: 20 }).filter((m) => m.moduleId !== 7).every((m) => m.answers === 0)).toBe(true);
  });
});
