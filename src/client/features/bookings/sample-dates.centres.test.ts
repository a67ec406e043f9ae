import { describe, expect, it } from 'vitest';
import { sampleDates } from './sample-dates.ts';

const days = (dates: Date[]) => dates.map((d) => d.toISOString().slice(0, 10));

describe('sample dates per centre', () => {
  it('staggers the first date by centre, repeating every four centres', () => {
    const monday = new Date('2026-11-23T09:00:00Z');
    expect(days(sampleDates(monday, 0))).toEqual(['2026-11-26', '2026-11-30', '2026-12-02']);
    expect(days(sampleDates(monday, 1))).toEqual(['2026-11-27', '2026-12-01', '2026-12-03']);
    expect(days(sampleDates(monday, 3))).toEqual(['2026-12-01', '2026-12-03', '2026-12-07']);
    expect(days(sampleDates(monday, 5))).toEqual(days(sampleDates(monday, 1)));
  });

  it('skips Sundays as well as Saturdays', () => {
    const thursday = new Date('2026-11-19T09:00:00Z');
    // Three days on is a Sunday, nine days on a Saturday.
    expect(days(sampleDates(thursday, 0))).toEqual(['2026-11-24', '2026-11-26', '2026-11-30']);
  });
});
