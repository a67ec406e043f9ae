import { describe, expect, it } from 'vitest';
import { medianBy } from './support.ts';

describe('medianBy (the Lighthouse run reported for a page)', () => {
  const score = (run: { performance: number }) => run.performance;

  it('reports the middle run of three, whatever order they came in', () => {
    expect(medianBy([{ performance: 0.99 }, { performance: 0.75 }, { performance: 0.87 }], score)).toEqual({ performance: 0.87 });
    expect(medianBy([{ performance: 0.75 }, { performance: 0.87 }, { performance: 0.99 }], score)).toEqual({ performance: 0.87 });
  });

  it('takes the lower middle of an even count and the only run of one', () => {
    expect(medianBy([{ performance: 0.9 }, { performance: 0.96 }], score)).toEqual({ performance: 0.9 });
    expect(medianBy([{ performance: 0.5 }], score)).toEqual({ performance: 0.5 });
  });

  it('refuses an empty list', () => {
    expect(() => medianBy([], score)).toThrow(/no audit/);
  });
});
