import { describe, expect, it } from 'vitest';
import { formatCountdown, isPass, moreNeededToPass, PASS_MARK, PASS_PERCENT, passScore, percent, readerProgress, resultBand } from './scoring.ts';

describe('scoring', () => {
  it('passes at 80% and not below', () => {
    expect(isPass(32, 40)).toBe(true);
    expect(isPass(31, 40)).toBe(false);
    expect(isPass(20, 25)).toBe(true);
    expect(isPass(0, 0)).toBe(false);
  });

  it('shows the pass mark as the whole percent every screen draws its line at', () => {
    expect(PASS_PERCENT).toBe(80);
    expect(isPass(PASS_PERCENT, 100)).toBe(true);
    expect(isPass(PASS_PERCENT - 1, 100)).toBe(false);
    expect(PASS_PERCENT / 100).toBe(PASS_MARK);
  });

  it('counts the correct answers still needed', () => {
    expect(passScore(25)).toBe(20);
    expect(passScore(30)).toBe(24);
    expect(passScore(15)).toBe(12);
    expect(passScore(7)).toBe(6);
    expect(moreNeededToPass(18, 25)).toBe(2);
    expect(moreNeededToPass(25, 25)).toBe(0);
  });

  it('bands results for the bar colour', () => {
    expect(resultBand(32, 40)).toBe('pass');
    expect(resultBand(24, 40)).toBe('warning');
    expect(resultBand(23, 40)).toBe('low');
  });

  it('rounds percentages and reader progress', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(5, 0)).toBe(0);
    expect(readerProgress(3, 7)).toBe(43);
  });

  it('formats the countdown as mm:ss', () => {
    expect(formatCountdown(45 * 60)).toBe('45:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
