import { describe, expect, it } from 'vitest';
import { initialBookingsTab } from './bookings-tab.ts';

describe('the bookings tab a learner lands on (issue 32 §9)', () => {
  const today = '2026-11-26';

  it('opens on the SPSV tab until the Entry Test is booked', () => {
    expect(initialBookingsTab({ entryTest: true, testDate: null, today })).toBe('spsv');
    expect(initialBookingsTab({ entryTest: true, testDate: undefined, today })).toBe('spsv');
    // A date that has passed is no booking.
    expect(initialBookingsTab({ entryTest: true, testDate: '2026-11-25', today })).toBe('spsv');
  });

  it('opens on the NCT tab once a test is booked, and always for local area hackney learners', () => {
    expect(initialBookingsTab({ entryTest: true, testDate: today, today })).toBe('nct');
    expect(initialBookingsTab({ entryTest: true, testDate: '2027-01-10', today })).toBe('nct');
    expect(initialBookingsTab({ entryTest: false, testDate: null, today })).toBe('nct');
  });
});
