import { describe, expect, it } from 'vitest';
import { ENTRY_PARTS, MODULE_QUIZ_MINUTES, MODULE_QUIZ_SIZE, moduleQuizId, SIMULATOR_TEST_ID, SIMULATOR_TITLE } from '#shared/entry-test.ts';
import { getTest, RETRY_MISTAKES_TEST_ID, RETRY_MISTAKES_TITLE } from '#shared/practice-tests.ts';
import { AREA_DRILL_MAX_QUESTIONS, areaDrillId } from '#shared/area-categories.ts';
import { testCourse } from '../../course/test-course.ts';
import { planExam, retryPlan, testInfo, UnknownTestError } from './exam-plan.ts';

let built: ReturnType<typeof testCourse> | undefined;
// Built inside the tests, so a course that fails to build fails them (and Stryker sees it).
const courseOf = () => (built ??= testCourse());
const banks = (pool: readonly { bank: string }[]) => [...new Set(pool.map((q) => q.bank))].sort();

describe('the draw plan', () => {
  it("plans the simulator as the real Entry Test: 54 in 54 minutes from modules 1–11, then 36 in 36 from the county's bank", () => {
    const course = courseOf();
    const plan = planExam(course, { testId: SIMULATOR_TEST_ID, county: 'Cork' });
    expect(plan).toMatchObject({ testId: SIMULATOR_TEST_ID, title: 'SPSV Entry Test simulation', county: 'Cork', inParts: true });
    expect(plan.description).toMatch(/54 questions in 54 minutes.*36 in 36 minutes.*75%/);
    expect(plan.parts.map(({ key, title, timeLimit, drawSize }) => ({ key, title, timeLimit, drawSize }))).toEqual([
      { key: 'industry', title: ENTRY_PARTS[0].title, timeLimit: 54, drawSize: 54 },
      { key: 'area', title: ENTRY_PARTS[1].title, timeLimit: 36, drawSize: 36 },
    ]);
    expect(plan.parts[0]?.pool).toBe(course.industryPool());
    expect(banks(plan.parts[1]?.pool ?? [])).toEqual(['county-cork']);
  });

  it('plans only the part the learner has left, and Dublin when no county is given', () => {
    const course = courseOf();
    expect(planExam(course, { testId: SIMULATOR_TEST_ID, county: 'Cork', part: 'area' }).parts.map((p) => p.key)).toEqual(['area']);
    expect(planExam(course, { testId: SIMULATOR_TEST_ID, county: 'Cork', part: 'industry' }).parts.map((p) => p.key)).toEqual(['industry']);
    const dublin = planExam(course, { testId: SIMULATOR_TEST_ID });
    expect(dublin.county).toBe('Dublin');
    expect(banks(dublin.parts[1]?.pool ?? [])).toEqual(['county-dublin']);
  });

  it("plans a module quiz as ten questions from that module's bank, in one part", () => {
    const course = courseOf();
    const plan = planExam(course, { testId: moduleQuizId(7) });
    expect(plan).toMatchObject({ testId: moduleQuizId(7), county: null, inParts: false, title: testInfo(moduleQuizId(7)).title, description: testInfo(moduleQuizId(7)).description });
    expect(plan.parts).toHaveLength(1);
    expect(plan.parts[0]).toMatchObject({ key: 'quiz', title: plan.title, timeLimit: MODULE_QUIZ_MINUTES, drawSize: MODULE_QUIZ_SIZE });
    expect(plan.parts[0]?.pool).toBe(course.moduleBank(7));
  });

  it('plans a catalogue test from the catalogue, and refuses an unknown one', () => {
    const course = courseOf();
    const test = getTest(3);
    const plan = planExam(course, { testId: 3, county: 'Cork' });
    expect(plan).toMatchObject({ testId: 3, title: test?.title, description: test?.description, county: null, inParts: false });
    expect(plan.parts).toEqual([{ key: 'test', title: test?.title, timeLimit: test?.timeLimitMinutes, drawSize: test?.drawSize, pool: course.poolFor(3) }]);
    expect(() => planExam(course, { testId: 998 })).toThrow(UnknownTestError);
    expect(() => planExam(course, { testId: 998 })).toThrow('No such practice test.');
  });
});

describe('retry my mistakes', () => {
  it('asks each missed question once, leaves out withdrawn ones, and gives a minute a question (five at least)', () => {
    const course = courseOf();
    const missed = ['m01-001', 'm02-003', 'm01-001', 'gone-001', ...Array.from({ length: 6 }, (_, i) => `m07-00${i + 1}`)];
    const plan = retryPlan(course, missed);
    expect(plan?.parts[0]?.pool.map((q) => q.id)).toEqual(['m01-001', 'm02-003', 'm07-001', 'm07-002', 'm07-003', 'm07-004', 'm07-005', 'm07-006']);
    expect(plan).toMatchObject({ testId: RETRY_MISTAKES_TEST_ID, title: RETRY_MISTAKES_TITLE, county: null, inParts: false });
    expect(plan?.description).toMatch(/missed/);
    expect(plan?.parts[0]).toMatchObject({ key: 'retry', title: RETRY_MISTAKES_TITLE, drawSize: 8, timeLimit: 8 });
    expect(retryPlan(course, ['m01-001'])?.parts[0]?.timeLimit).toBe(5);
    expect(retryPlan(course, ['gone-001'])).toBeNull();
    expect(retryPlan(course, [])).toBeNull();
  });
});

describe('test titles and clocks', () => {
  it('names and times every kind of test', () => {
    expect(testInfo(SIMULATOR_TEST_ID)).toEqual({ title: SIMULATOR_TITLE, description: '', timeLimit: 90 });
    expect(testInfo(RETRY_MISTAKES_TEST_ID, 12)).toMatchObject({ title: RETRY_MISTAKES_TITLE, timeLimit: 12 });
    expect(testInfo(RETRY_MISTAKES_TEST_ID).timeLimit).toBe(5);
    expect(testInfo(moduleQuizId(7))).toEqual({ title: 'Module 7 quiz: Fares', description: 'A ten-question check on module 7.', timeLimit: MODULE_QUIZ_MINUTES });
    const test = getTest(3);
    expect(testInfo(3)).toEqual({ title: test?.title, description: test?.description, timeLimit: test?.timeLimitMinutes });
    expect(testInfo(998)).toEqual({ title: 'Test 998', description: '', timeLimit: 0 });
  });
});

describe('practice by category (issue 31 §4)', () => {
  it("drills one kind of place from the county's own bank, up to 20 questions, a minute each", () => {
    const course = courseOf();
    const plan = planExam(course, { testId: areaDrillId('hospitals'), county: 'Cork' });
    expect(plan).toMatchObject({ testId: areaDrillId('hospitals'), county: 'Cork', inParts: false, title: 'Cork hospitals' });
    const part = plan.parts[0];
    expect(part?.pool.length).toBeGreaterThan(0);
    expect(part?.pool.every((q) => q.bank === 'county-cork' && q.category === 'hospitals')).toBe(true);
    expect(part?.pool).toHaveLength(course.countyPool('Cork').filter((q) => q.category === 'hospitals').length);
    expect(part).toMatchObject({ drawSize: part?.pool.length, timeLimit: part?.pool.length });
    expect(testInfo(areaDrillId('routes'), 12, 'Dublin')).toMatchObject({ title: 'Dublin one-way systems and routes', timeLimit: 12 });
  });

  it('caps a drill at 20 questions, and refuses one without a county or with nothing to drill', () => {
    const big = testCourse(12, 400);
    const plan = planExam(big, { testId: areaDrillId('streets'), county: 'Dublin' });
    expect(plan.parts[0]?.pool.length).toBeGreaterThan(AREA_DRILL_MAX_QUESTIONS);
    expect(plan.parts[0]?.drawSize).toBe(AREA_DRILL_MAX_QUESTIONS);
    expect(() => planExam(courseOf(), { testId: areaDrillId('hospitals') })).toThrow(UnknownTestError);
    expect(() => planExam(courseOf(), { testId: areaDrillId('hospitals'), county: 'Other Counties' })).toThrow(UnknownTestError);
    expect(() => planExam(courseOf(), { testId: areaDrillId('trivia'), county: 'Cork' })).toThrow('Cork has no background questions to drill.');
  });
});
