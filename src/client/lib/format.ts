/** Dates in the en-IE format (spec §9 interface values). */
export function formatDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat('en-IE', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

export function formatLongDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A calendar day (YYYY-MM-DD) in the en-IE format, read as that day wherever the device is. */
export function formatDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return formatDate(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** A calendar day (YYYY-MM-DD) as "12 December 2026", read as that day wherever the device is. */
export function formatLongDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return formatLongDate(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** The month of a day (YYYY-MM-DD or a full ISO time) as "November 2026". */
export function formatMonthYear(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric' }).format(new Date(y ?? 1970, (m ?? 1) - 1, 1));
}
