import { rateWindow } from './fare-calendar.ts';
import { EXTRAS, RATES, SPANS, type RateKey } from './fares-data.ts';

/**
 * The fare engine for the Maximum Fares Order in force (issue 33, DESIGN.md §16): the most a
 * taxi may charge for a trip, worked the way the meter works it. Pure and isomorphic: the
 * trainer's meter runs it in the browser and the server marks drills with it. Every figure comes
 * from fares-data.ts.
 *
 * The meter runs in stages: the initial charge covers the first 500 m or 85 s, whichever comes
 * first; Tariff A the next 14.5 km or 42 min; Tariff B the rest. Distance and time share a
 * stage's span: driving uses part of it and waiting the rest, so the order they happen in
 * matters only where a trip crosses into the next stage.
 */

export type Rate = RateKey;
export { describeLocal, publicHoliday, publicHolidays, rateWindow } from './fare-calendar.ts';

/** The rate the meter is on at an Irish local time `YYYY-MM-DDTHH:mm`. */
export function rateAt(local: string): Rate {
  return rateWindow(local).rate;
}

export type Stage = 'initial' | 'A' | 'B';
export type ChargeBy = 'distance' | 'time';

/** A stretch of a trip: km driven above the changeover speed, or minutes spent below it. */
export interface Segment {
  by: ChargeBy;
  amount: number;
}

/** What one stage charged for one kind of movement: `amount` km or minutes at `unitCents` each. */
export interface MeterPiece {
  stage: Stage;
  by: ChargeBy;
  amount: number;
  /** Null for the initial charge, which is one flat sum. */
  unitCents: number | null;
  cents: number;
}

export interface MeterReading {
  rate: Rate;
  initialCents: number;
  /** Initial stage first, then Tariff A distance and time, then Tariff B. */
  pieces: MeterPiece[];
  /** The stage the meter is in after the last segment. */
  stage: Stage;
  meteredCents: number;
}

const EPS = 1e-9;
const ORDER: readonly (readonly [Stage, ChargeBy])[] = [
  ['initial', 'distance'],
  ['initial', 'time'],
  ['A', 'distance'],
  ['A', 'time'],
  ['B', 'distance'],
  ['B', 'time'],
];

function stages(rate: Rate) {
  const r = RATES[rate];
  return [
    { stage: 'initial' as const, km: SPANS.initial.km.value, minutes: SPANS.initial.seconds.value / 60, unit: null },
    { stage: 'A' as const, km: SPANS.tariffA.km.value, minutes: SPANS.tariffA.minutes.value, unit: { distance: r.tariffA.perKmCents.value, time: r.tariffA.perMinuteCents.value } },
    { stage: 'B' as const, km: Infinity, minutes: Infinity, unit: { distance: r.tariffB.perKmCents.value, time: r.tariffB.perMinuteCents.value } },
  ];
}

/** Cents as the meter shows them: snapped to a millionth first, so 1719.4999999 from floating point is 1719.5. */
const roundCents = (exact: number) => Math.round(Math.round(exact * 1e6) / 1e6);

/** Runs the segments through the meter in the order given. */
export function readMeter(rate: Rate, segments: readonly Segment[]): MeterReading {
  const plan = stages(rate);
  const amounts = new Map<string, number>();
  let index = 0;
  let used = 0;
  for (const segment of segments) {
    if (!Number.isFinite(segment.amount) || segment.amount < 0) throw new RangeError(`A segment must be a distance or time of 0 or more: ${segment.amount}`);
    let left = segment.amount;
    while (left > EPS) {
      const stage = plan[index] ?? plan[plan.length - 1];
      if (!stage) break;
      const span = segment.by === 'distance' ? stage.km : stage.minutes;
      const take = Math.min(left, (1 - used) * span);
      const key = `${stage.stage}:${segment.by}`;
      amounts.set(key, (amounts.get(key) ?? 0) + take);
      left -= take;
      if (Number.isFinite(span)) used += take / span;
      if (used >= 1 - EPS && index < plan.length - 1) {
        index += 1;
        used = 0;
      }
    }
  }
  const initialCents = RATES[rate].initialCents.value;
  // Pieces are rounded so that the running total is the exact fare rounded once: the lines add
  // up to the total, and the total never goes down as the trip goes on.
  let exact = initialCents;
  let shown = initialCents;
  const pieces: MeterPiece[] = [];
  for (const [stageName, by] of ORDER) {
    const amount = amounts.get(`${stageName}:${by}`);
    if (amount === undefined || amount <= EPS) continue;
    const unit = plan.find((s) => s.stage === stageName)?.unit;
    const unitCents = unit ? unit[by] : null;
    exact += unitCents === null ? 0 : amount * unitCents;
    const cents = roundCents(exact) - shown;
    shown += cents;
    pieces.push({ stage: stageName, by, amount, unitCents, cents });
  }
  return { rate, initialCents, pieces, stage: plan[index]?.stage ?? 'B', meteredCents: shown };
}

export interface Trip {
  /** Irish local date and time the hire starts, `YYYY-MM-DDTHH:mm`: it sets the rate. */
  start: string;
  /** Km travelled above the changeover speed (charged by distance). */
  km: number;
  /** Minutes spent below the changeover speed or stopped (charged by time). */
  slowMinutes?: number;
  /** Adults after the first. */
  extraAdults?: number;
  /** Children under 12. */
  children?: number;
  /** Booked in advance (phone, app or in person), not hailed or taken at a rank. */
  booked?: boolean;
  /** Tolls paid on the trip, in euro. */
  tolls?: number;
  /** The actual cost of putting right soiling or damage, in euro. */
  soiling?: number;
}

export type ExtraKey = 'booking' | 'adults' | 'children' | 'tolls' | 'soiling';

export interface FareExtra {
  key: ExtraKey;
  label: string;
  /** Euro. */
  amount: number;
}

export interface FareQuote {
  rate: Rate;
  /** The fare on the meter, in euro. */
  metered: number;
  extras: FareExtra[];
  /** The most the driver may charge, in euro: metered plus every extra. */
  total: number;
  /** The worked calculation, one line each, as a learner reads it. */
  steps: string[];
}

export const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
/** 14.5 → "14.5", 13.0345 → "13.03": amounts to two decimals at most. */
export const amountText = (n: number) => String(Number(n.toFixed(2)));
const toCents = (value: number) => Math.round(value * 100);

/** Children under 12: the first is free, then €1 for every two more or part of two. */
export function childrenCents(children: number): number {
  const { free, perGroup, groupCents } = EXTRAS.children.value;
  return Math.ceil(Math.max(0, children - free) / perGroup) * groupCents;
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(message);
}

function validate(trip: Trip): Required<Omit<Trip, 'start'>> {
  const t = { km: trip.km, slowMinutes: trip.slowMinutes ?? 0, extraAdults: trip.extraAdults ?? 0, children: trip.children ?? 0, booked: trip.booked ?? false, tolls: trip.tolls ?? 0, soiling: trip.soiling ?? 0 };
  check(Number.isFinite(t.km) && t.km >= 0 && t.km <= 1000, 'km must be 0 to 1000');
  check(Number.isFinite(t.slowMinutes) && t.slowMinutes >= 0 && t.slowMinutes <= 1440, 'slowMinutes must be 0 to 1440');
  check(Number.isInteger(t.extraAdults) && t.extraAdults >= 0, 'extraAdults must be a whole number of 0 or more');
  check(Number.isInteger(t.children) && t.children >= 0, 'children must be a whole number of 0 or more');
  check(1 + t.extraAdults + t.children <= EXTRAS.maxPassengers.value, `An SPSV carries at most ${EXTRAS.maxPassengers.value} passengers`);
  check(Number.isFinite(t.tolls) && t.tolls >= 0 && t.tolls <= 1000, 'tolls must be 0 to 1000 euro');
  check(Number.isFinite(t.soiling) && t.soiling >= 0 && t.soiling <= 100_000, 'soiling must be 0 or more euro');
  return t;
}

function extrasOf(t: Required<Omit<Trip, 'start'>>): (FareExtra & { cents: number })[] {
  const lines: (FareExtra & { cents: number })[] = [];
  const add = (key: ExtraKey, cents: number, label: string) => lines.push({ key, cents, amount: cents / 100, label });
  if (t.booked) add('booking', EXTRAS.bookingFeeCents.value, `Booking fee (booked in advance): ${euro(EXTRAS.bookingFeeCents.value)}`);
  if (t.extraAdults > 0) {
    const cents = t.extraAdults * EXTRAS.extraAdultCents.value;
    add('adults', cents, `${t.extraAdults} extra adult${t.extraAdults === 1 ? '' : 's'} × ${euro(EXTRAS.extraAdultCents.value)} = ${euro(cents)}`);
  }
  if (t.children > 0) {
    const cents = childrenCents(t.children);
    const { underAge, groupCents } = EXTRAS.children.value;
    const label = t.children === 1 ? `1 child under ${underAge} travels free: €0.00` : `${t.children} children under ${underAge}: the first is free, then ${euro(groupCents)} for every two = ${euro(cents)}`;
    add('children', cents, label);
  }
  if (t.tolls > 0) add('tolls', toCents(t.tolls), `Toll paid on the trip: ${euro(toCents(t.tolls))}`);
  if (t.soiling > 0) {
    const cost = toCents(t.soiling);
    const cap = EXTRAS.soilingCapCents.value;
    add('soiling', Math.min(cost, cap), cost > cap ? `Soiling: the cost is ${euro(cost)}, but the most you may charge is ${euro(cap)}` : `Soiling: the actual cost, ${euro(cost)} (never more than ${euro(cap)})`);
  }
  return lines;
}

/** The extras alone (the taximeter adds the booking fee and extra passengers itself), in the order a receipt lists them. */
export function fareExtras(extras: Omit<Trip, 'start' | 'km' | 'slowMinutes'>): FareExtra[] {
  return extrasOf(validate({ start: '', km: 0, ...extras })).map(({ key, label, amount }) => ({ key, label, amount }));
}

const STAGE_NAME: Record<Stage, string> = { initial: 'Initial charge', A: 'Tariff A', B: 'Tariff B' };

/** One line of the worked calculation for a meter piece (the initial charge has its own line). */
export function pieceText(piece: MeterPiece): string {
  const what = piece.by === 'distance' ? `${amountText(piece.amount)} km` : `${amountText(piece.amount)} min`;
  if (piece.unitCents === null) return `${what} ${piece.by === 'distance' ? 'driven' : 'waiting'} inside the initial charge`;
  return `${STAGE_NAME[piece.stage]} by ${piece.by}: ${what} × ${euro(piece.unitCents)} = ${euro(piece.cents)}`;
}

/** The worked lines of a meter reading: the rate, the initial charge and each tariff piece. */
export function meterSteps(reading: MeterReading): string[] {
  const r = RATES[reading.rate];
  const steps = [`Initial charge: ${euro(reading.initialCents)}. It covers the first ${SPANS.initial.km.value * 1000} m or ${SPANS.initial.seconds.value} seconds, whichever comes first.`];
  for (const piece of reading.pieces) if (piece.unitCents !== null) steps.push(pieceText(piece));
  steps.push(`Fare on the meter (rate ${r.meterNumber}): ${euro(reading.meteredCents)}`);
  return steps;
}

/** The most a taxi may charge for a trip: the meter's fare at the rate in force when it starts, plus each extra. */
export function quoteFare(trip: Trip): FareQuote {
  const t = validate(trip);
  const window = rateWindow(trip.start);
  const reading = readMeter(window.rate, [
    { by: 'distance', amount: t.km },
    { by: 'time', amount: t.slowMinutes },
  ]);
  const extras = extrasOf(t);
  const extrasCents = extras.reduce((sum, e) => sum + e.cents, 0);
  const totalCents = reading.meteredCents + extrasCents;
  const r = RATES[window.rate];
  const steps = [`Rate: ${r.label.toLowerCase()} (${r.meterNumber} on the meter). ${window.reason}`, ...meterSteps(reading)];
  const charged = reading.pieces.filter((p) => p.unitCents !== null);
  // Only where waiting runs past Tariff A does the order of driving and waiting change the fare.
  if (charged.some((p) => p.by === 'distance') && charged.some((p) => p.by === 'time' && p.stage === 'B')) {
    steps.splice(-1, 0, `Tariff A covers ${SPANS.tariffA.km.value} km or ${SPANS.tariffA.minutes.value} minutes in all, shared by driving and waiting. Here the driving is counted first, so slow minutes after Tariff A runs out are charged at Tariff B.`);
  }
  steps.push(...extras.map((e) => e.label));
  steps.push(`Most the driver may charge: ${euro(totalCents)}`);
  return {
    rate: window.rate,
    metered: reading.meteredCents / 100,
    extras: extras.map(({ key, label, amount }) => ({ key, label, amount })),
    total: totalCents / 100,
    steps,
  };
}
