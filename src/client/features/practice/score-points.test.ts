import { describe, expect, it } from 'vitest';
import type { ResultRecord } from '#shared/schemas/practice.ts';
import { passPercentFor, testsTaken } from './score-points.ts';

const result = (testId: number, testType: string, dateTaken: string): ResultRecord => ({ id: `${testId}-${dateTaken}`, testId, testType, vehicleType: 'taxi', score: 1, totalQuestions: 2, dateTaken, passed: false });

describe('the score chart matches the test taken (issue 32 §5)', () => {
  it("draws the simulator against the Entry Test's 75% and every practice against 80%", () => {
    expect(passPercentFor(100)).toBe(75);
    for (const id of [1, 3, 4, 201, 299, 600]) expect(passPercentFor(id)).toBe(80);
  });

  it('lists each test once, the most recently taken first', () => {
    const newestFirst = [result(3, 'Customer Service', '2026-03-03'), result(100, 'SPSV Entry Test simulation', '2026-03-02'), result(3, 'Customer Service', '2026-03-01')];
    expect(testsTaken(newestFirst)).toEqual([
      { testId: 3, title: 'Customer Service' },
      { testId: 100, title: 'SPSV Entry Test simulation' },
    ]);
  });
});
