import { describe, expect, it } from 'vitest';
import { MODULES } from './modules.ts';
import { COUNTY_TESTS, countyTestFor, GENERAL_COUNTY_TEST_ID, getTest, MODULE_TESTS } from './practice-tests.ts';

/** Which question bank each test draws from: the server's draw reads `modules` and `county`. */
describe('practice test question banks', () => {
  it('splits modules 1–9 between the three topic tests and gives the mock exam all twelve', () => {
    expect(MODULE_TESTS.map((t) => [t.id, t.modules])).toEqual([
      [1, [1, 2, 3]],
      [2, [4, 5, 6]],
      [3, [7, 8, 9]],
      [4, MODULES.map((m) => m.id)],
    ]);
    expect(MODULE_TESTS.every((t) => t.county === undefined)).toBe(true);
  });

  it('draws every county test from the county area-knowledge module and its own bank', () => {
    expect(COUNTY_TESTS.map((t) => [t.id, t.county, t.title])).toEqual([
      [201, 'dublin', 'Dublin Area Knowledge'],
      [202, 'cork', 'Cork Area Knowledge'],
      [203, 'galway', 'Galway Area Knowledge'],
      [204, 'limerick', 'Limerick Area Knowledge'],
      [205, 'waterford', 'Waterford Area Knowledge'],
      [299, 'other', 'Other Counties Area Knowledge'],
    ]);
    const countyModule = MODULES.find((m) => m.slug === 'county-area-knowledge')?.id;
    expect(COUNTY_TESTS.every((t) => t.modules.length === 1 && t.modules[0] === countyModule)).toBe(true);
  });

  it('describes each test on its card, naming the county for a county test', () => {
    for (const t of MODULE_TESTS) expect(t.description.length, t.title).toBeGreaterThan(20);
    expect(COUNTY_TESTS.map((t) => t.description)).toEqual([
      'Area knowledge questions for Dublin.',
      'Area knowledge questions for Cork.',
      'Area knowledge questions for Galway.',
      'Area knowledge questions for Limerick.',
      'Area knowledge questions for Waterford.',
      'Area knowledge questions for Other Counties.',
    ]);
  });

  it('opens the own test of each county that has a bank', () => {
    const own = { Dublin: 201, Cork: 202, Galway: 203, Limerick: 204, Waterford: 205 } as const;
    for (const [county, id] of Object.entries(own)) {
      expect(countyTestFor(county as keyof typeof own), county).toEqual({ test: getTest(id), isGeneral: false });
    }
    expect(countyTestFor('Wicklow')).toEqual({ test: getTest(GENERAL_COUNTY_TEST_ID), isGeneral: true });
    expect(getTest(GENERAL_COUNTY_TEST_ID)?.county).toBe('other');
    expect(getTest(100)).toBeUndefined();
  });
});
