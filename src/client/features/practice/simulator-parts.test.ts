import { describe, expect, it } from 'vitest';
import type { AttemptResult, MarkedItem } from '#shared/schemas/attempts.ts';
import { itemsByPart, simulatorVerdict } from './simulator-parts.ts';

const item = (position: number): MarkedItem => ({
  position,
  questionId: `q${position}`,
  module: 1,
  text: `Q${position}`,
  options: ['a', 'b', 'c', 'd'],
  selected: 0,
  correctAnswer: 0,
  correct: true,
  explanation: 'Because.',
  source: 'Manual',
  verified: null,
});
const part = (key: string, title: string, total: number, passed = true) => ({ key, title, score: passed ? total : 0, total, passMark: Math.ceil(total * 0.75), passed });
const result = (parts: ReturnType<typeof part>[], passed: boolean): AttemptResult => ({
  score: 0,
  total: parts.reduce((n, p) => n + p.total, 0),
  passed,
  timeSpentSeconds: 60,
  parts,
  items: Array.from({ length: parts.reduce((n, p) => n + p.total, 0) }, (_, i) => item(i)),
});

describe('simulator results by part (issue 32 §9)', () => {
  it('numbers each part from its own first question', () => {
    const split = itemsByPart(result([part('industry', 'Industry Knowledge', 3), part('area', 'Area Knowledge', 2)].map((p) => ({ ...p, passed: true })), true));
    expect(split.map((s) => [s.part.key, s.items.map((i) => i.position)])).toEqual([
      ['industry', [0, 1, 2]],
      ['area', [3, 4]],
    ]);
  });

  it('says which part passed, not a combined Try Again, and offers the other part alone', () => {
    const verdict = simulatorVerdict(result([part('industry', 'Industry Knowledge', 3, true), part('area', 'Area Knowledge', 2, false)], false));
    expect(verdict).toMatchObject({ passed: false, label: 'Industry Knowledge passed' });
    expect(verdict.resit?.key).toBe('area');
  });

  it('keeps Passed! and Try Again for all or nothing', () => {
    expect(simulatorVerdict(result([part('industry', 'Industry Knowledge', 3, true), part('area', 'Area Knowledge', 2, true)], true))).toEqual({ passed: true, label: 'Passed!', resit: null });
    expect(simulatorVerdict(result([part('industry', 'Industry Knowledge', 3, false), part('area', 'Area Knowledge', 2, false)], false))).toEqual({ passed: false, label: 'Try Again', resit: null });
    // A one-part sitting that failed is a plain Try Again of that part.
    expect(simulatorVerdict(result([part('area', 'Area Knowledge', 2, false)], false)).label).toBe('Try Again');
  });
});
