import { describe, expect, it } from 'vitest';
import { sampleDates } from './sample-dates.ts';

describe('sampleDates', () => {
  it('gives three future weekdays', () => {
    const today = new Date('2026-11-21T10:00:00Z'); // a Saturday
    const dates = sampleDates(today, 0);
    expect(dates).toHaveLength(3);
    for (const d of dates) {
      expect(d.getTime()).toBeGreaterThan(today.getTime());
      expect([0, 6]).not.toContain(d.getUTCDay());
    }
    expect(dates.map((d) => d.toISOString().slice(0, 10))).toEqual(['2026-11-24', '2026-11-26', '2026-11-30']);
  });
});
