import { describe, expect, it } from 'vitest';
import { ENTRY_PARTS, MODULE_QUIZ_BASE, SIMULATOR_TEST_ID } from '#shared/entry-test.ts';
import { ALL_TESTS, COUNTY_OPTIONS, countyTestFor } from '#shared/practice-tests.ts';
import { loadCompiledCourse } from './content/course-store.ts';
import { readiness } from './learning/readiness.ts';
import { planExam } from './features/exam/exam-plan.ts';
import { createCourse } from './course/course.ts';

const course = createCourse(loadCompiledCourse({ production: false, log: () => undefined }));
const ids = (pool: readonly { id: string }[]) => pool.map((q) => q.id).sort();

describe('the course owns every pool (issue 28)', () => {
  it('readiness measures exactly the pools the simulator draws from, for every county', () => {
    for (const county of COUNTY_OPTIONS) {
      const plan = planExam(course, { testId: SIMULATOR_TEST_ID, county });
      const [industry, area] = plan.parts;
      const ready = readiness(course, { memory: new Map(), tallies: new Map(), recentPasses: new Set() }, county);
      expect(ready.industryKnowledge.pool, county).toBe(industry?.pool.length);
      expect(ready.county.pool, county).toBe(area?.pool.length);
      expect(ids(area?.pool ?? []), county).toEqual(ids(course.poolFor(countyTestFor(county).test.id)));
      // Area Knowledge is the county's own bank (or the general one), never another county's.
      const bank = countyTestFor(county).test.county;
      expect(new Set(area?.pool.map((q) => q.bank)), county).toEqual(new Set([`county-${bank}`]));
    }
  });

  // Issue 35 §4: sizes alone would miss a bank of the same size; the answers counted say whose bank it is.
  it("readiness's Area Knowledge counts answers from the learner's county bank only, for every county", () => {
    const answered = (pool: readonly { id: string }[]) => ({ memory: new Map(), tallies: new Map(pool.map((q) => [q.id, { n: 1, k: 1 }])), recentPasses: new Set<string>() });
    const dublin = course.countyPool('Dublin');
    for (const county of COUNTY_OPTIONS) {
      const own = course.countyPool(county);
      expect(own.length, county).toBeGreaterThan(0);
      const ready = readiness(course, answered(own), county);
      expect(ready.county.seen, county).toBe(own.length);
      expect(ready.county.answers, county).toBe(own.length);
      if (county === 'Dublin') continue;
      // Every Dublin question answered right says nothing about another county's test.
      expect(readiness(course, answered(dublin), county).county.seen, county).toBe(0);
    }
  });

  it('every catalogue test and module quiz draws the pool the course names, and readiness uses the same module banks', () => {
    for (const test of ALL_TESTS) {
      const plan = planExam(course, { testId: test.id });
      expect(ids(plan.parts[0]?.pool ?? []), test.title).toEqual(ids(course.poolFor(test.id)));
      expect(plan.parts[0]?.pool.length, test.title).toBeGreaterThanOrEqual(test.drawSize);
    }
    const ready = readiness(course, { memory: new Map(), tallies: new Map(), recentPasses: new Set() }, 'Dublin');
    for (let m = 1; m <= 11; m += 1) {
      const quiz = planExam(course, { testId: MODULE_QUIZ_BASE + m });
      expect(ids(quiz.parts[0]?.pool ?? []), `module ${m}`).toEqual(ids(course.moduleBank(m)));
      expect(ready.modules.find((r) => r.moduleId === m)?.pool, `module ${m}`).toBe(course.moduleBank(m).length);
    }
  });

  it('industry knowledge is modules 1–11 only, indexed by id', () => {
    const modules = new Set(course.industryPool().map((q) => q.module));
    expect([...modules].sort((a, b) => a - b)).toEqual([...ENTRY_PARTS[0].modules]);
    const first = course.questions[0];
    expect(first && course.question(first.id)).toBe(first);
    expect(course.has('m99-999')).toBe(false);
  });
});
