import { describe, expect, it } from 'vitest';
import { MODULES } from './modules.ts';
import { COUNTIES, COUNTY_TESTS, countyTestFor, GENERAL_COUNTY_TEST_ID, getTest, MODULE_TESTS } from './practice-tests.ts';

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
    for (const t of COUNTY_TESTS) {
      const name = t.title.replace(/ Area Knowledge$/, '');
      expect(t.county, t.title).toBe(name === 'Other Counties' ? 'other' : name.toLowerCase());
    }
    expect(new Set(COUNTY_TESTS.map((t) => t.county)).size).toBe(27);
    const countyModule = MODULES.find((m) => m.slug === 'county-area-knowledge')?.id;
    expect(COUNTY_TESTS.every((t) => t.modules.length === 1 && t.modules[0] === countyModule)).toBe(true);
  });

  it('describes each test on its card, naming the county for a county test', () => {
    for (const t of MODULE_TESTS) expect(t.description.length, t.title).toBeGreaterThan(20);
    for (const t of COUNTY_TESTS) expect(t.description).toBe(`Area knowledge questions for ${t.title.replace(/ Area Knowledge$/, '')}.`);
    expect(getTest(210)?.description).toBe('Area knowledge questions for Kerry.');
  });

  it('opens the own test of every county, and the general test with its notice for Other Counties', () => {
    for (const county of COUNTIES) {
      const { test, isGeneral } = countyTestFor(county);
      expect([test.county, isGeneral], county).toEqual([county.toLowerCase(), false]);
    }
    expect(countyTestFor('Other Counties')).toEqual({ test: getTest(GENERAL_COUNTY_TEST_ID), isGeneral: true });
    expect(getTest(GENERAL_COUNTY_TEST_ID)?.county).toBe('other');
    expect(getTest(100)).toBeUndefined();
  });
});
