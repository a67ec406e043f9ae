import { describe, expect, it } from 'vitest';
import { ENTRY_PARTS, entryPassScore, entryTestStatus, moduleQuizId, oneYearAfter, quizModuleOf } from './entry-test.ts';
import { markAttempt } from './marking.ts';

const sat = (satOn: string, industryPassed: boolean, areaPassed: boolean) => ({ satOn, industryPassed, areaPassed });

describe('the Entry Test pass marks', () => {
  it('asks for 41 of 54 and 27 of 36 (75 %, rounded up)', () => {
    expect(ENTRY_PARTS.map((p) => entryPassScore(p.questions))).toEqual([41, 27]);
    expect(entryPassScore(4)).toBe(3);
    expect(entryPassScore(10)).toBe(8);
    expect(entryPassScore(0)).toBe(0);
  });

  // Issue 35 §4: a pass rule moved by a point (74 %, floor, "more than") must fail here, in both parts.
  it('marks a simulator sitting at the line: 40 of 54 and 26 of 36 fail, 41 of 54 and 27 of 36 pass', () => {
    const rules = ENTRY_PARTS.map((p) => ({ key: p.key, title: p.title }));
    // Every item's right answer is option 0, shown first; `right` of each part are answered right.
    const sitting = (industryRight: number, areaRight: number) => [
      ...Array.from({ length: 54 }, (_, i) => ({ part: 0, optionOrder: [0, 1, 2, 3], selected: i < industryRight ? 0 : 1, answer: 0 })),
      ...Array.from({ length: 36 }, (_, i) => ({ part: 1, optionOrder: [0, 1, 2, 3], selected: i < areaRight ? 0 : 1, answer: 0 })),
    ];
    const parts = (industryRight: number, areaRight: number) => markAttempt(sitting(industryRight, areaRight), rules).parts?.map((p) => [p.score, p.passMark, p.passed]);
    expect(parts(40, 26)).toEqual([[40, 41, false], [26, 27, false]]);
    expect(parts(41, 27)).toEqual([[41, 41, true], [27, 27, true]]);
    expect(markAttempt(sitting(41, 27), rules).passed).toBe(true);
    expect(markAttempt(sitting(41, 26), rules).passed).toBe(false);
    expect(markAttempt(sitting(40, 27), rules).passed).toBe(false);
    expect(entryPassScore(36)).toBe(27);
    expect(entryPassScore(54)).toBe(41);
  });
});

describe('one year after', () => {
  it('keeps the day, and runs 29 February to 28 February', () => {
    expect(oneYearAfter('2026-03-15')).toBe('2027-03-15');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2026-12-31')).toBe('2027-12-31');
  });
});

describe('entry test status', () => {
  it('has nothing to say before a sitting', () => {
    expect(entryTestStatus([], '2026-11-25')).toEqual({ state: 'not_sat' });
  });

  it('is a pass when both modules pass at one sitting', () => {
    expect(entryTestStatus([sat('2026-05-01', true, true)], '2026-11-25')).toEqual({ state: 'passed', passedOn: '2026-05-01' });
  });

  it('leaves the failed module to pass within a year of the first sitting', () => {
    expect(entryTestStatus([sat('2026-05-01', true, false)], '2026-11-25')).toEqual({
      state: 'remaining',
      remaining: 'area',
      passBy: '2027-05-01',
      firstSatOn: '2026-05-01',
    });
    expect(entryTestStatus([sat('2026-05-01', false, true)], '2026-05-01')).toMatchObject({ remaining: 'industry' });
  });

  it('counts a module passed at a later sitting within the year', () => {
    expect(entryTestStatus([sat('2026-05-01', true, false), sat('2027-04-30', false, true)], '2027-05-02')).toEqual({
      state: 'passed',
      passedOn: '2027-04-30',
    });
    // Sat on the last day of the window: still within it.
    expect(entryTestStatus([sat('2026-05-01', true, false), sat('2027-05-01', false, true)], '2027-05-02').state).toBe('passed');
  });

  it('starts again once the year passes without the other module', () => {
    expect(entryTestStatus([sat('2025-05-01', true, false)], '2026-05-02')).toEqual({ state: 'sit_both', lapsedOn: '2026-05-01' });
    // A sitting after the window opens a new one: the old pass no longer counts.
    expect(entryTestStatus([sat('2025-05-01', true, false), sat('2026-06-01', false, true)], '2026-06-02')).toEqual({
      state: 'remaining',
      remaining: 'industry',
      passBy: '2027-06-01',
      firstSatOn: '2026-06-01',
    });
  });

  // Issue 35 §4: the Area Knowledge side of the lapse (only Industry Knowledge's was pinned).
  it('lets an Area Knowledge pass lapse after its year, as an Industry Knowledge one does', () => {
    expect(entryTestStatus([sat('2025-05-01', false, true)], '2026-05-01')).toEqual({
      state: 'remaining',
      remaining: 'industry',
      passBy: '2026-05-01',
      firstSatOn: '2025-05-01',
    });
    expect(entryTestStatus([sat('2025-05-01', false, true)], '2026-05-02')).toEqual({ state: 'sit_both', lapsedOn: '2026-05-01' });
    // Industry Knowledge passed after the window closed: the old Area Knowledge pass no longer counts.
    expect(entryTestStatus([sat('2025-05-01', false, true), sat('2026-06-01', true, false)], '2026-06-02')).toEqual({
      state: 'remaining',
      remaining: 'area',
      passBy: '2027-06-01',
      firstSatOn: '2026-06-01',
    });
    // Within the window it still counts.
    expect(entryTestStatus([sat('2025-05-01', false, true), sat('2026-05-01', true, false)], '2026-05-02')).toEqual({ state: 'passed', passedOn: '2026-05-01' });
  });

  it('reads sittings in date order whatever order they come in', () => {
    // Given newest first: the 2025 Industry Knowledge pass lapsed before the 2026 sitting.
    expect(entryTestStatus([sat('2026-06-01', false, true), sat('2025-05-01', true, false)], '2026-06-02')).toEqual({
      state: 'remaining',
      remaining: 'industry',
      passBy: '2027-06-01',
      firstSatOn: '2026-06-01',
    });
  });

  it('asks for both modules when none has passed yet, whatever the order sittings are given in', () => {
    expect(entryTestStatus([sat('2026-06-01', false, false), sat('2026-01-01', false, false)], '2026-11-25')).toEqual({ state: 'sit_both', lapsedOn: null });
  });
});

describe('module quizzes', () => {
  it('are tests 501 to 512, one per module', () => {
    expect(moduleQuizId(7)).toBe(507);
    expect(quizModuleOf(500)).toBeNull();
    expect(quizModuleOf(501)).toBe(1);
    expect(quizModuleOf(512)).toBe(12);
    expect(quizModuleOf(513)).toBeNull();
    expect(quizModuleOf(3)).toBeNull();
  });
});
