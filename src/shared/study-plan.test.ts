import { describe, expect, it } from 'vitest';
import { daysBetween, irishDay, todaysPlan } from './study-plan.ts';

const base = { today: '2026-11-25', testDate: null, pagesLeft: 40, reviewsDue: 7, industryKnowledge: 0.2, areaKnowledge: 0.1 };

describe('todaysPlan', () => {
  it('spreads the pages left over the days before the reading buffer', () => {
    // 13 days left, minus 3 buffer days = 10 reading days: 40 pages → 4 a day.
    const plan = todaysPlan({ ...base, testDate: '2026-12-08' });
    expect(plan).toMatchObject({ daysLeft: 13, pagesToday: 4, reviewsDue: 7, mock: false });
    expect(plan.summary).toBe('13 days to your test. Read 4 pages and clear your reviews today to finish in time.');
  });

  it('rounds pages up and reads everything left when the buffer is already reached', () => {
    expect(todaysPlan({ ...base, testDate: '2026-12-05', pagesLeft: 41 }).pagesToday).toBe(6); // 7 reading days
    expect(todaysPlan({ ...base, testDate: '2026-11-26' }).pagesToday).toBe(40);
    expect(todaysPlan({ ...base, testDate: '2026-11-25' }).summary).toMatch(/^Your test is today\./);
  });

  it('suggests a mock once Industry Knowledge is an even chance, and says on track when both parts are ready', () => {
    expect(todaysPlan({ ...base, industryKnowledge: 0.49 }).mock).toBe(false);
    expect(todaysPlan({ ...base, industryKnowledge: 0.5 }).mock).toBe(true);
    const ready = todaysPlan({ ...base, testDate: '2026-12-01', pagesLeft: 0, industryKnowledge: 0.9, areaKnowledge: 0.8 });
    expect(ready).toMatchObject({ pagesToday: 0, mock: true });
    expect(ready.summary).toBe('6 days to your test. You are on track: keep your reviews up to date.');
    expect(todaysPlan({ ...base, testDate: '2026-12-01', pagesLeft: 0, industryKnowledge: 0.9, areaKnowledge: 0.79 }).summary).toMatch(/reading is done/);
  });

  it('keeps a steady pace without a date and asks for a new date once it has passed', () => {
    expect(todaysPlan(base)).toMatchObject({ daysLeft: null, pagesToday: 3, summary: 'Add your test date to get a plan that finishes in time.' });
    expect(todaysPlan({ ...base, pagesLeft: 2 }).pagesToday).toBe(2);
    expect(todaysPlan({ ...base, testDate: '2026-11-24' })).toMatchObject({ daysLeft: null, summary: 'Your test date has passed. Add the date of your next sitting.' });
  });
});

describe('dates', () => {
  it('counts whole days and uses the Irish calendar day', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across the clock change
    expect(irishDay(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01'); // IST is UTC+1
    expect(irishDay(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });
});
