import { describe, expect, it } from 'vitest';
import { parseEuro } from './euro-input.ts';

describe('parseEuro', () => {
  it('reads the ways learners write a fare', () => {
    expect(parseEuro('23.40')).toBe(23.4);
    expect(parseEuro('€23.40')).toBe(23.4);
    expect(parseEuro(' € 23,4 ')).toBe(23.4);
    expect(parseEuro('23')).toBe(23);
    expect(parseEuro('23 euro')).toBe(23);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-3', '1.2.3', '23.456', '1,000.50', '€']) expect(parseEuro(bad)).toBeNull();
  });
});
