import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeLocal, easterSunday, isoLocal, parseLocal, publicHoliday, publicHolidays, rateWindow } from './fare-calendar.ts';
import { rateAt } from './fares.ts';

describe('public holidays', () => {
  it('match the published dates for 2024, 2025 and 2026', () => {
    const dates = (year: number) => publicHolidays(year).map((h) => h.date.slice(5));
    // Citizens Information "Public holidays" (2024–25) and the HSE's 2026 list (facts §5).
    expect(dates(2024)).toEqual(['01-01', '02-05', '03-17', '04-01', '05-06', '06-03', '08-05', '10-28', '12-25', '12-26']);
    expect(dates(2025)).toEqual(['01-01', '02-03', '03-17', '04-21', '05-05', '06-02', '08-04', '10-27', '12-25', '12-26']);
    expect(dates(2026)).toEqual(['01-01', '02-02', '03-17', '04-06', '05-04', '06-01', '08-03', '10-26', '12-25', '12-26']);
  });

  it("keep St Brigid's Day on 1 February when that is a Friday, and have none before 2023", () => {
    expect(publicHoliday('2030-02-01')).toBe("St Brigid's Day");
    expect(publicHoliday('2030-02-04')).toBeNull();
    expect(publicHoliday('2036-02-01')).toBe("St Brigid's Day");
    expect(publicHolidays(2022)).toHaveLength(9);
    expect(publicHolidays(2022).map((h) => h.name)).not.toContain("St Brigid's Day");
  });

  it('compute Easter for any year, and Good Friday is not a holiday', () => {
    expect(easterSunday(2024)).toEqual({ month: 3, day: 31 });
    expect(easterSunday(2027)).toEqual({ month: 3, day: 28 });
    expect(easterSunday(2038)).toEqual({ month: 4, day: 25 });
    expect(easterSunday(2285)).toEqual({ month: 3, day: 22 });
    // Easter Sunday 31 March 2024: Easter Monday falls in April.
    expect(publicHoliday('2024-04-01')).toBe('Easter Monday');
    expect(publicHoliday('2026-04-03')).toBeNull();
  });

  it('are ten a year, Mondays where the rule says so, for any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2023, max: 2400 }), (year) => {
        const list = publicHolidays(year);
        expect(list).toHaveLength(10);
        for (const h of list.filter((x) => /bank holiday|Easter/.test(x.name))) expect(parseLocal(`${h.date}T12:00`).weekday).toBe(1);
      }),
    );
  });
});

describe('rateAt: every window and its edges', () => {
  const cases: [string, 'standard' | 'premium' | 'special'][] = [
    // Wednesday 18 March 2026: the day's edges.
    ['2026-03-18T07:59', 'premium'],
    ['2026-03-18T08:00', 'standard'],
    ['2026-03-18T19:59', 'standard'],
    ['2026-03-18T20:00', 'premium'],
    // Thursday night into Friday is not a special night.
    ['2026-03-20T00:30', 'premium'],
    // Midnight on a Friday: Friday night into Saturday turns special at midnight, until 4 am.
    ['2026-03-20T23:59', 'premium'],
    ['2026-03-21T00:00', 'special'],
    ['2026-03-21T03:59', 'special'],
    ['2026-03-21T04:00', 'premium'],
    ['2026-03-21T08:00', 'standard'],
    ['2026-03-21T20:00', 'premium'],
    // Saturday night into Sunday is special; Sunday night into Monday is not.
    ['2026-03-22T02:00', 'special'],
    ['2026-03-22T04:00', 'premium'],
    ['2026-03-22T12:00', 'premium'],
    ['2026-03-23T02:00', 'premium'],
    // Public holidays are premium all day.
    ['2026-03-17T14:00', 'premium'],
    ['2026-04-06T10:00', 'premium'],
    ['2026-02-02T10:00', 'premium'],
    ['2026-10-26T10:00', 'premium'],
    // Good Friday is an ordinary day.
    ['2026-04-03T14:00', 'standard'],
    // Christmas: 8 pm on the 24th to 8 am on the 26th (St Stephen's Day, premium after that).
    ['2025-12-24T19:59', 'standard'],
    ['2025-12-24T20:00', 'special'],
    ['2025-12-25T12:00', 'special'],
    ['2025-12-26T07:59', 'special'],
    ['2025-12-26T08:00', 'premium'],
    ['2025-12-27T10:00', 'standard'],
    // New Year: 8 pm on the 31st to 8 am on 1 January (a public holiday, premium after that).
    ['2025-12-31T19:59', 'standard'],
    ['2025-12-31T20:00', 'special'],
    ['2026-01-01T00:30', 'special'],
    ['2026-01-01T07:59', 'special'],
    ['2026-01-01T08:00', 'premium'],
    ['2026-01-02T10:00', 'standard'],
  ];

  it.each(cases)('%s is %s', (local, rate) => {
    expect(rateAt(local)).toBe(rate);
  });

  it('explains each rate in a sentence', () => {
    expect(rateWindow('2025-12-24T20:00').reason).toBe('Christmas: from 8 pm on 24 December to 8 am on 26 December is the special rate.');
    expect(rateWindow('2026-03-21T00:00').reason).toBe('From midnight to 4 am on a Saturday morning is the special rate.');
    expect(rateWindow('2026-03-17T14:00').reason).toBe("St Patrick's Day is a public holiday: the premium rate applies all day.");
    expect(rateWindow('2026-03-22T12:00').reason).toBe('Sunday is the premium rate all day.');
    expect(rateWindow('2026-03-18T07:59').reason).toBe('Before 8 am and from 8 pm is the premium rate.');
    expect(rateWindow('2026-03-18T08:00').reason).toBe('8 am to 8 pm, Monday to Saturday, not a public holiday, is the standard rate.');
  });

  it('refuses what is not a local date and time', () => {
    for (const bad of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-03-18T24:00', '2026-03-18 10:00', '2026-03-18T10:00Z', '']) {
      expect(() => rateAt(bad)).toThrow(RangeError);
    }
  });

  it('is standard on every ordinary weekday daytime and premium on every Sunday afternoon', () => {
    const day = fc.record({ year: fc.integer({ min: 2025, max: 2100 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }), hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) });
    fc.assert(
      fc.property(day, (t) => {
        const local = isoLocal(t);
        const { weekday } = parseLocal(local);
        const holiday = publicHoliday(local.slice(0, 10)) !== null || (t.month === 12 && t.day >= 24);
        if (!holiday && weekday >= 1 && weekday <= 6 && t.hour >= 8 && t.hour < 20) expect(rateAt(local)).toBe('standard');
        if (weekday === 0 && t.hour >= 12 && !(t.month === 12 && t.day >= 24)) expect(rateAt(local)).toBe('premium');
      }),
    );
  });

  it('describes a local time as a learner reads it', () => {
    expect(describeLocal('2027-12-24T20:00')).toBe('Friday 24 December 2027 at 20:00');
  });
});
