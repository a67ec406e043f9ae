import { describe, expect, it } from 'vitest';
import { moduleQuizId } from '#shared/entry-test.ts';
import { countyTestFor, getTest } from '#shared/practice-tests.ts';
import { isModuleBank, poolOf } from './course.ts';
import { testCourse } from './test-course.ts';

let built: ReturnType<typeof testCourse> | undefined;
// Built inside the tests, so a course that fails to build fails them (and Stryker sees it).
const courseOf = () => (built ??= testCourse());
const ids = (pool: readonly { id: string }[]) => pool.map((q) => q.id);
const banks = (pool: readonly { bank: string }[]) => [...new Set(pool.map((q) => q.bank))].sort();
const modulesOf = (pool: readonly { module: number }[]) => [...new Set(pool.map((q) => q.module))].sort((a, b) => a - b);

describe('the pools a test draws from', () => {
  it('takes a catalogue test from its modules’ banks only, never a county bank', () => {
    const course = courseOf();
    const test = getTest(3);
    const pool = poolOf(3, course.questions);
    expect(modulesOf(pool)).toEqual([...(test?.modules ?? [])].sort((a, b) => a - b));
    expect(pool.every(isModuleBank)).toBe(true);
    expect(pool.length).toBeGreaterThan(0);
  });

  it("takes a county test from that county's bank, and nothing for an unknown test", () => {
    const course = courseOf();
    const cork = countyTestFor('Cork').test;
    expect(banks(poolOf(cork.id, course.questions))).toEqual(['county-cork']);
    expect(poolOf(cork.id, course.questions)).toHaveLength(40);
    expect(poolOf(999, course.questions)).toEqual([]);
  });

  it('tells module banks from county banks', () => {
    expect(isModuleBank({ bank: 'module-07' })).toBe(true);
    expect(isModuleBank({ bank: 'county-cork' })).toBe(false);
    expect(isModuleBank({ bank: 'xmodule-07' })).toBe(false);
  });
});

describe('the course', () => {
  it('finds questions and modules by id', () => {
    const course = courseOf();
    expect(course.question('m07-002')?.module).toBe(7);
    expect(course.question('m99-001')).toBeUndefined();
    expect(course.has('cork-001')).toBe(true);
    expect(course.has('cork-999')).toBe(false);
    expect(course.module(12)?.id).toBe(12);
    expect(course.module(13)).toBeUndefined();
    expect(course.questions).toHaveLength(11 * 12 + 12 + 1 + 3 * 40);
    expect(course.modules).toHaveLength(12);
    expect(course.reference).toEqual({});
    expect(course.compiled.questions).toBe(course.questions);
  });

  it("gives each module its own bank, and a module quiz that bank", () => {
    const course = courseOf();
    expect(ids(course.moduleBank(7))).toHaveLength(24);
    expect(course.moduleBank(7).every((q) => q.module === 7 && q.bank === 'module-07')).toBe(true);
    expect(ids(course.moduleBank(12))).toEqual(['m12-001']);
    expect(course.moduleBank(13)).toEqual([]);
    expect(course.poolFor(moduleQuizId(7))).toBe(course.moduleBank(7));
    expect(course.poolFor(moduleQuizId(13))).toEqual([]);
  });

  it('gives a module with no bank of its own an empty quiz pool', () => {
    const bare = testCourse(12, 40, false);
    expect(bare.moduleBank(12)).toEqual([]);
    expect(bare.poolFor(moduleQuizId(12))).toEqual([]);
  });

  it('makes Industry Knowledge from module banks 1–11 only', () => {
    const course = courseOf();
    const industry = course.industryPool();
    expect(modulesOf(industry)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(industry.every(isModuleBank)).toBe(true);
    expect(industry).toHaveLength(11 * 12 + 12);
  });

  it("draws a county's Area Knowledge from its own bank, Other Counties from the general one", () => {
    const course = courseOf();
    expect(banks(course.countyPool('Cork'))).toEqual(['county-cork']);
    expect(banks(course.countyPool('Other Counties'))).toEqual(['county-other']);
    const simulator = course.simulatorPools('Dublin');
    expect(banks(simulator.area)).toEqual(['county-dublin']);
    expect(simulator.industry).toBe(course.industryPool());
  });

  it('builds each pool once', () => {
    const course = courseOf();
    expect(course.poolFor(3)).toBe(course.poolFor(3));
    expect(course.countyPool('Cork')).toBe(course.poolFor(countyTestFor('Cork').test.id));
  });
});
