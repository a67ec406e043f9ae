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
  });

  it("holds a test per county (issue 21): the spec's 201–205 for the cities, 206 on for the rest, and 299", () => {
    expect(COUNTY_TESTS.map((t) => [t.id, t.title])).toEqual([
      [201, 'Dublin Area Knowledge'], [202, 'Cork Area Knowledge'], [203, 'Galway Area Knowledge'],
      [204, 'Limerick Area Knowledge'], [205, 'Waterford Area Knowledge'],
      [206, 'Carlow Area Knowledge'], [207, 'Cavan Area Knowledge'], [208, 'Clare Area Knowledge'],
      [209, 'Donegal Area Knowledge'], [210, 'Kerry Area Knowledge'], [211, 'Kildare Area Knowledge'],
      [212, 'Kilkenny Area Knowledge'], [213, 'Laois Area Knowledge'], [214, 'Leitrim Area Knowledge'],
      [215, 'Longford Area Knowledge'], [216, 'Louth Area Knowledge'], [217, 'Mayo Area Knowledge'],
      [218, 'Meath Area Knowledge'], [219, 'Monaghan Area Knowledge'], [220, 'Offaly Area Knowledge'],
      [221, 'Roscommon Area Knowledge'], [222, 'Sligo Area Knowledge'], [223, 'Tipperary Area Knowledge'],
      [224, 'Westmeath Area Knowledge'], [225, 'Wexford Area Knowledge'], [226, 'Wicklow Area Knowledge'],
      [299, 'Other Counties Area Knowledge'],
    ]);
    // The real Area Knowledge module: 36 questions in 36 minutes.
    expect(COUNTY_TESTS.every((t) => t.timeLimitMinutes === 36 && t.drawSize === 36)).toBe(true);
  });

  it('offers 26 counties plus Other Counties with Dublin first', () => {
    expect(COUNTY_OPTIONS).toHaveLength(27);
    expect(COUNTY_OPTIONS[0]).toBe('Dublin');
    expect(new Set(COUNTY_OPTIONS).size).toBe(27);
    expect(COUNTY_OPTIONS.at(-1)).toBe('Other Counties');
  });

  it('opens a county test or the general one with a notice', () => {
    expect(countyTestFor('Cork')).toEqual({ test: getTest(202), isGeneral: false });
    expect(countyTestFor('Kerry')).toEqual({ test: getTest(210), isGeneral: false });
    expect(countyTestFor('Wicklow')).toEqual({ test: getTest(226), isGeneral: false });
    expect(countyTestFor('Other Counties')).toEqual({ test: getTest(299), isGeneral: true });
  });
});
