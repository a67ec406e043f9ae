import { describe, expect, it } from 'vitest';
import { formatExpiry } from './card-expiry.ts';

describe('formatExpiry (issue 32 §9)', () => {
  it('turns digits typed on a number pad into MM/YY', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('')).toBe('');
  });

  it('keeps what is already formatted, and drops anything past four digits or not a digit', () => {
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
    expect(formatExpiry('1a2b2c9')).toBe('12/29');
    expect(formatExpiry('12/')).toBe('12');
  });

  it('pads a one-digit month typed with its own separator', () => {
    expect(formatExpiry('4/29')).toBe('04/29');
    expect(formatExpiry('4/')).toBe('04/');
  });
});
