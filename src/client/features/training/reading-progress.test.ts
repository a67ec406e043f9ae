import { describe, expect, it } from 'vitest';
import { countedPages, readingPercent } from './reading-progress.ts';

describe('reading progress (issue 32 §9)', () => {
  it('counts every page of an ordinary module', () => {
    expect(countedPages([{}, {}, {}, {}])).toBe(4);
    expect([1, 2, 3, 4].map((n) => readingPercent(n, 4))).toEqual([25, 50, 75, 100]);
  });

  it('counts module 12’s general pages and the learner’s own county, not the other 25', () => {
    const own = { county: { isOwnCounty: true } };
    const other = { county: { isOwnCounty: false } };
    const pages = [own, {}, {}, {}, other, other, other];
    expect(countedPages(pages)).toBe(4);
    expect(readingPercent(4, 4)).toBe(100);
    // Another county's page, reached through the contents list, adds nothing.
    expect(readingPercent(6, 4)).toBe(0);
    // Without a county chosen, the general pages alone make the module.
    expect(countedPages([{}, {}, other, other])).toBe(2);
  });

  it('reads nothing from a page number out of range', () => {
    expect(readingPercent(0, 4)).toBe(0);
    expect(readingPercent(1, 0)).toBe(0);
  });
});
