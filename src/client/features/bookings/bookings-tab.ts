export type BookingsTab = 'nct' | 'spsv';

/**
 * Which tab the bookings page opens on (issue 32 §9). The Entry Test comes first for a learner
 * who has not booked it: the SPSV tab. Once a test date is in the plan (today or later) the next
 * booking is the vehicle's, and a local area hackney learner never sits the test: the NCT tab.
 */
export function initialBookingsTab({ entryTest, testDate, today }: { entryTest: boolean; testDate: string | null | undefined; today: string }): BookingsTab {
  if (!entryTest) return 'nct';
  return testDate && testDate >= today ? 'nct' : 'spsv';
}
