import { SPANS } from '#shared/fares-data.ts';
import type { Segment } from '#shared/fares.ts';

/**
 * Trips the watchable meter plays (issue 33): legs at a steady speed. Above the changeover speed
 * the meter charges distance; below it, or stopped, it charges time.
 */
export interface Leg {
  minutes: number;
  kmh: number;
}

export interface TripPreset {
  id: string;
  label: string;
  legs: Leg[];
}

const drive = (km: number, kmh: number): Leg => ({ minutes: (km / kmh) * 60, kmh });
const slow = (minutes: number, kmh = 8): Leg => ({ minutes, kmh });

export const PRESETS: readonly TripPreset[] = [
  { id: 'short', label: 'Short trip: 3 km, 3 min slow', legs: [drive(1.5, 30), slow(3), drive(1.5, 30)] },
  { id: 'rush', label: 'Rush hour: 7 km, 10 min slow', legs: [drive(2, 35), slow(6), drive(3, 40), slow(4, 0), drive(2, 35)] },
  { id: 'airport', label: 'Airport run: 19 km, 4 min slow', legs: [drive(3, 40), slow(4), drive(16, 80)] },
  { id: 'long', label: 'Long trip: 40 km, 5 min slow', legs: [drive(5, 50), drive(30, 100), slow(5), drive(5, 50)] },
];

/** A trip of the learner's own: the driving in two halves with the slow minutes between them. */
export function customLegs(km: number, slowMinutes: number): Leg[] {
  return [drive(km / 2, 40), ...(slowMinutes > 0 ? [slow(slowMinutes)] : []), drive(km / 2, 40)].filter((l) => l.minutes > 0);
}

export const chargesDistance = (leg: Leg) => leg.kmh > SPANS.changeoverKmh.value;

export function tripMinutes(legs: readonly Leg[]): number {
  return legs.reduce((sum, l) => sum + l.minutes, 0);
}

export interface MeterMoment {
  /** What the meter has counted so far, in order. */
  segments: Segment[];
  km: number;
  minutes: number;
  /** The leg under way; null once the trip is over. */
  leg: Leg | null;
}

/** Where the trip is after `elapsed` minutes. */
export function momentAt(legs: readonly Leg[], elapsed: number): MeterMoment {
  const segments: Segment[] = [];
  let km = 0;
  let left = Math.max(0, elapsed);
  let leg: Leg | null = null;
  for (const l of legs) {
    if (left <= 0) {
      leg ??= l;
      break;
    }
    const part = Math.min(l.minutes, left);
    const distance = (l.kmh * part) / 60;
    km += distance;
    segments.push(chargesDistance(l) ? { by: 'distance', amount: distance } : { by: 'time', amount: part });
    left -= part;
    if (part < l.minutes) leg = l;
  }
  return { segments, km, minutes: Math.min(Math.max(0, elapsed), tripMinutes(legs)), leg };
}
