/**
 * Three illustrative weekday dates per NCT centre, counted from today. They are labelled as
 * sample availability: real slots are only on the official booking site (spec §2, issue 9).
 */
export function sampleDates(today: Date, centreIndex: number): Date[] {
  const dates: Date[] = [];
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  let offset = 3 + (centreIndex % 4);
  while (dates.length < 3) {
    const candidate = new Date(day.getTime() + offset * 86_400_000);
    const weekday = candidate.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(candidate);
    offset += 2;
  }
  return dates;
}
