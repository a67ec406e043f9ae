import { describe, expect, it } from 'vitest';
import { isPass, resultBand } from './scoring.ts';

describe('scoring a test without questions', () => {
  it('never passes or warns, whatever score it claims', () => {
    expect(isPass(5, 0)).toBe(false);
    expect(isPass(0, 0)).toBe(false);
    expect(resultBand(5, 0)).toBe('low');
    expect(resultBand(0, 0)).toBe('low');
  });

  it('bands from the 60% warning mark', () => {
    expect(resultBand(3, 5)).toBe('warning');
    expect(resultBand(2, 5)).toBe('low');
    expect(resultBand(4, 5)).toBe('pass');
  });
});
