import { describe, expect, it } from 'vitest';
import { isCorrect, markAttempt, shownAnswer } from './marking.ts';

const item = (answer: number, selected: number | null, optionOrder = [2, 0, 3, 1], part = 0) => ({ part, optionOrder, selected, answer });

describe('marking one item', () => {
  it('compares the shown choice through the stored option order', () => {
    // Shown position 1 is original option 0.
    expect(isCorrect(item(0, 1))).toBe(true);
    expect(isCorrect(item(0, 0))).toBe(false);
    expect(isCorrect(item(3, 2))).toBe(true);
    expect(isCorrect(item(0, null))).toBe(false);
  });

  it('finds where the right answer is shown', () => {
    expect(shownAnswer([2, 0, 3, 1], 0)).toBe(1);
    expect(shownAnswer([2, 0, 3, 1], 1)).toBe(3);
    expect(shownAnswer([0, 1, 2, 3], 2)).toBe(2);
  });
});

describe('marking an attempt', () => {
  it('counts right answers and passes a practice test at 80 %', () => {
    const five = [item(0, 1), item(0, 1), item(0, 1), item(0, 1), item(0, 0)];
    expect(markAttempt(five, null)).toEqual({ score: 4, total: 5, passed: true, parts: null, correct: [true, true, true, true, false] });
    const threeOfFive = [item(0, 1), item(0, 1), item(0, 1), item(0, null), item(0, 0)];
    expect(markAttempt(threeOfFive, null)).toMatchObject({ score: 3, passed: false });
    expect(markAttempt([], null)).toMatchObject({ score: 0, total: 0, passed: false });
  });

  it('marks each part of the simulator at 75 % and passes only when every part does', () => {
    const parts = [
      { key: 'industry', title: 'Industry Knowledge' },
      { key: 'area', title: 'Area Knowledge' },
    ];
    // Part 0: 3 of 4 right (75 %, passes). Part 1: 2 of 4 (fails).
    const items = [
      item(0, 1, undefined, 0), item(0, 1, undefined, 0), item(0, 1, undefined, 0), item(0, 2, undefined, 0),
      item(0, 1, undefined, 1), item(0, 1, undefined, 1), item(0, 3, undefined, 1), item(0, null, undefined, 1),
    ];
    const marked = markAttempt(items, parts);
    expect(marked.score).toBe(5);
    expect(marked.total).toBe(8);
    expect(marked.passed).toBe(false);
    expect(marked.parts).toEqual([
      { key: 'industry', title: 'Industry Knowledge', score: 3, total: 4, passMark: 3, passed: true },
      { key: 'area', title: 'Area Knowledge', score: 2, total: 4, passMark: 3, passed: false },
    ]);
    const allRight = items.map((i) => ({ ...i, selected: 1 }));
    expect(markAttempt(allRight, parts).passed).toBe(true);
  });

  it('fails a part with no questions rather than passing it empty', () => {
    const marked = markAttempt([item(0, 1, undefined, 0)], [{ key: 'a', title: 'A' }, { key: 'b', title: 'B' }]);
    expect(marked.parts?.[1]).toMatchObject({ total: 0, passed: false });
    expect(marked.passed).toBe(false);
  });
});
