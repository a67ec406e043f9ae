import { getPlan, isPlanKey } from '#shared/plans.ts';
import { isVehicleType, vehicleTypeName } from '#shared/vehicle-types.ts';

/** "25 Nov 2026, 14:05": owners need the time as well as the day. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** "2026-11" (the server's month, Irish time) as "November 2026". */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-IE', { month: 'long', year: 'numeric' }).format(new Date(y ?? 1970, (m ?? 1) - 1, 1));
}

export const planName = (key: string) => (isPlanKey(key) ? getPlan(key).name : key);
export const vehicleName = (key: string) => (isVehicleType(key) ? vehicleTypeName(key) : key);

/** A share as a whole percentage, e.g. 0.456 → "46%". */
export const percentOf = (share: number) => `${Math.round(share * 100)}%`;

/** Discrimination to two decimals, or a dash when either group is too small to compute it. */
export const formatDiscrimination = (d: number | null) => (d === null ? '—' : d.toFixed(2));

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
