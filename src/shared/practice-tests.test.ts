import { describe, expect, it } from 'vitest';
import { COUNTY_OPTIONS, COUNTY_TESTS, countyTestFor, getTest, MODULE_TESTS } from './practice-tests.ts';

describe('practice test catalogue', () => {
  it('matches spec §9', () => {
    expect(MODULE_TESTS.map((t) => [t.id, t.title, t.timeLimitMinutes, t.drawSize])).toEqual([
      [1, 'Industry Knowledge', 45, 40],
      [2, 'Area Knowledge', 35, 30],
      [3, 'Customer Service', 30, 25],
      [4, 'Full Mock Exam', 105, 80],
    ]);
    expect(COUNTY_TESTS.map((t) => t.id)).toEqual([201, 202, 203, 204, 205, 299]);
    expect(COUNTY_TESTS.every((t) => t.timeLimitMinutes === 30 && t.drawSize === 30)).toBe(true);
  });

  it('offers 26 counties plus Other Counties with Dublin first', () => {
    expect(COUNTY_OPTIONS).toHaveLength(27);
    expect(COUNTY_OPTIONS[0]).toBe('Dublin');
    expect(new Set(COUNTY_OPTIONS).size).toBe(27);
    expect(COUNTY_OPTIONS.at(-1)).toBe('Other Counties');
  });

  it('opens a county test or the general one with a notice', () => {
    expect(countyTestFor('Cork')).toEqual({ test: getTest(202), isGeneral: false });
    expect(countyTestFor('Kerry')).toEqual({ test: getTest(299), isGeneral: true });
    expect(countyTestFor('Other Counties')).toEqual({ test: getTest(299), isGeneral: false });
  });
});
