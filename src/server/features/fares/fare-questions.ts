import { daysInMonth, easterSunday, isoLocal, publicHolidays, RATE_RULES } from '#shared/fare-calendar.ts';
import { EXTRAS, MANUAL_REFS, RATES, SPANS } from '#shared/fares-data.ts';
import { childrenCents, describeLocal, euro, quoteFare, rateAt, rateWindow, readMeter, type Rate, type Trip } from '#shared/fares.ts';
import type { FareDrillStyle } from '#shared/schemas/fares.ts';
import { withOptions, type Drill } from './drill-types.ts';
import type { Random } from '../../lib/seeded-random.ts';

/**
 * "What is the most a driver may charge for …?" and "Which rate applies at …?" (issue 33),
 * generated from a seed. Trips are chosen so the working is clean by hand: whole half-km, whole
 * minutes, and slow minutes that stay inside Tariff A unless the trip is past 15 km.
 */

const FIRST_YEAR = 2025;
const LAST_YEAR = 2030;
const MINUTES = [0, 5, 10, 15, 20, 30, 40, 45, 50] as const;
/** Example tolls: a drill states the amount, so the learner needs no toll table. */
const TOLLS = [1.9, 2.1, 2.6, 3.1] as const;
const SOILING = [60, 95, 180] as const;

function randomLocal(rng: Random, hours: readonly number[]): string {
  const year = rng.int(FIRST_YEAR, LAST_YEAR);
  const month = rng.int(1, 12);
  return isoLocal({ year, month, day: rng.int(1, daysInMonth(year, month)), hour: rng.pick(hours), minute: rng.pick(MINUTES) });
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const HOURS_FOR: Record<Rate, readonly number[]> = { standard: range(8, 19), premium: [...range(0, 7), ...range(20, 23), ...range(8, 19)], special: range(0, 3) };
const FALLBACK: Record<Rate, string> = { standard: '2026-03-18T10:00', premium: '2026-03-22T15:00', special: '2026-03-21T01:30' };

/** A start time in the given rate's window: drawn until it lands there (a few tries at most). */
function startIn(rng: Random, rate: Rate): string {
  if (rate === 'special' && rng.chance(0.3)) {
    const year = rng.int(FIRST_YEAR, LAST_YEAR);
    return rng.pick([isoLocal({ year, month: 12, day: 24, hour: rng.int(20, 23), minute: 30 }), isoLocal({ year, month: 12, day: 25, hour: rng.int(9, 18), minute: 0 }), isoLocal({ year, month: 12, day: 31, hour: rng.int(20, 23), minute: 15 })]);
  }
  for (let i = 0; i < 200; i += 1) {
    const local = randomLocal(rng, HOURS_FOR[rate]);
    if (rateAt(local) === rate) return local;
  }
  return FALLBACK[rate];
}

function tripFor(rng: Random): Trip {
  const rate = rng.pick<Rate>(['standard', 'standard', 'premium', 'premium', 'special']);
  const km = rng.chance(0.35) ? rng.int(31, 80) / 2 : rng.int(2, 28) / 2;
  // Slow minutes that would run past Tariff A on a trip under 15 km give fractions of a minute: keep them inside it.
  const room = km < 15 ? Math.floor((1 - (km - SPANS.initial.km.value) / SPANS.tariffA.km.value) * SPANS.tariffA.minutes.value) : Infinity;
  const extraAdults = rng.chance(0.35) ? rng.int(1, 3) : 0;
  return {
    start: startIn(rng, rate),
    km,
    slowMinutes: Math.min(rng.int(0, 10), room),
    extraAdults,
    children: rng.chance(0.25) ? rng.int(1, Math.min(4, EXTRAS.maxPassengers.value - 1 - extraAdults)) : 0,
    booked: rng.chance(0.4),
    tolls: rng.chance(0.2) ? rng.pick(TOLLS) : 0,
    soiling: rng.chance(0.1) ? rng.pick(SOILING) : 0,
  };
}

function tripDetails(rng: Random, t: Trip): string[] {
  const adults = 1 + (t.extraAdults ?? 0);
  const children = t.children ?? 0;
  const lines = [`Starts: ${describeLocal(t.start)}`, `Driving at normal speed: ${t.km} km`];
  if (t.slowMinutes) lines.push(`In slow traffic or stopped: ${t.slowMinutes} minutes`);
  lines.push(t.booked ? 'Booked in advance by phone' : rng.pick(['Hailed on the street', 'Hired at a taxi rank']));
  lines.push(`Passengers: ${adults} adult${adults === 1 ? '' : 's'}${children ? ` and ${children} child${children === 1 ? '' : 'ren'} under 12` : ''}`);
  if (t.tolls) lines.push(`The passenger chose a route with a ${euro(Math.round(t.tolls * 100))} toll`);
  if (t.soiling) lines.push(`A passenger was sick in the taxi: cleaning will cost ${euro(t.soiling * 100)}`);
  return lines;
}

/** Answers a half-prepared learner might work out: the wrong rate, extras missed or misapplied, no Tariff B. */
function wrongTotals(t: Trip, rate: Rate, totalCents: number, meteredCents: number): number[] {
  const extrasCents = totalCents - meteredCents;
  const segments = [
    { by: 'distance' as const, amount: t.km },
    { by: 'time' as const, amount: t.slowMinutes ?? 0 },
  ];
  const other: Rate = rate === 'standard' ? 'premium' : rate === 'premium' ? 'standard' : 'premium';
  const a = RATES[rate].tariffA;
  const allTariffA = RATES[rate].initialCents.value + Math.round((t.km - SPANS.initial.km.value) * a.perKmCents.value + (t.slowMinutes ?? 0) * a.perMinuteCents.value);
  const children = t.children ?? 0;
  const candidates = [
    t.km > 15 ? allTariffA + extrasCents : null,
    children >= 2 ? totalCents + children * 100 - childrenCents(children) : null,
    (t.soiling ?? 0) * 100 > EXTRAS.soilingCapCents.value ? totalCents - EXTRAS.soilingCapCents.value + (t.soiling ?? 0) * 100 : null,
    readMeter(other, segments).meteredCents + extrasCents,
    extrasCents > 0 ? meteredCents : totalCents + EXTRAS.bookingFeeCents.value,
    totalCents + Math.round(SPANS.initial.km.value * a.perKmCents.value),
    totalCents - RATES[rate].initialCents.value,
    totalCents + 100,
    totalCents - 100,
    totalCents + 200,
  ];
  return candidates.filter((c): c is number => c !== null && c > 0 && c !== totalCents);
}

export function fareDrill(rng: Random, style: FareDrillStyle): Drill {
  const trip = tripFor(rng);
  const quote = quoteFare(trip);
  const totalCents = Math.round(quote.total * 100);
  const base = {
    prompt: 'What is the most the driver may charge for this trip?',
    details: tripDetails(rng, trip),
    steps: quote.steps,
    reference: MANUAL_REFS.wholeFare,
  };
  if (style === 'amount') return { kind: 'fare', ...base, options: null, answer: { cents: totalCents }, answerText: euro(totalCents) };
  const wrong = wrongTotals(trip, quote.rate, totalCents, Math.round(quote.metered * 100)).map(euro);
  return withOptions('fare', rng, { ...base, right: euro(totalCents), wrong });
}

export const RATE_OPTIONS = (['standard', 'premium', 'special'] as const).map((r) => `${RATES[r].label} (${RATES[r].meterNumber} on the meter)`);

/** Rate questions cluster on the edges learners miss: 8 am and 8 pm, the weekend nights, holidays, Christmas and New Year. */
const RATE_TEMPLATES: ((rng: Random, year: number) => string)[] = [
  (rng, year) => weekdayAt(rng, year, [1, 2, 3, 4, 5], rng.pick(['07:45', '07:59', '08:00', '08:15', '19:30', '19:59', '20:00', '20:30', '23:00', '05:30'])),
  (rng, year) => weekdayAt(rng, year, [5], rng.pick(['00:30', '22:00', '23:30', '23:59'])),
  (rng, year) => weekdayAt(rng, year, [6], rng.pick(['00:00', '00:30', '02:15', '03:59', '04:00', '06:00', '09:00'])),
  (rng, year) => weekdayAt(rng, year, [0, 1], rng.pick(['01:00', '03:30', '04:30', '14:00'])),
  (rng, year) => {
    const holiday = rng.pick(publicHolidays(year).filter((h) => !h.date.endsWith('12-25') && !h.date.endsWith('12-26') && !h.date.endsWith('01-01')));
    // Good Friday, two days before Easter Monday, is not a public holiday: a classic trap.
    if (holiday.name === 'Easter Monday' && rng.chance(0.5)) {
      const d = new Date(`${holiday.date}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - 3);
      return `${d.toISOString().slice(0, 10)}T${rng.pick(['11:00', '15:00'])}`;
    }
    return `${holiday.date}T${rng.pick(['10:00', '11:30', '15:00'])}`;
  },
  (rng, year) => rng.pick([`${year}-12-24T${rng.pick(['14:00', '19:59', '20:00', '22:00'])}`, `${year}-12-25T12:00`, `${year}-12-26T${rng.pick(['07:30', '08:00', '12:00'])}`]),
  (rng, year) => rng.pick([`${year}-12-31T${rng.pick(['15:00', '20:00', '23:30'])}`, `${year + 1}-01-01T${rng.pick(['03:00', '07:59', '08:00', '14:00'])}`]),
];

export const RATE_TEMPLATE_COUNT = RATE_TEMPLATES.length;

function weekdayAt(rng: Random, year: number, weekdays: readonly number[], time: string): string {
  for (let i = 0; i < 100; i += 1) {
    const month = rng.int(2, 11);
    const day = rng.int(1, daysInMonth(year, month));
    const local = `${isoLocal({ year, month, day, hour: 0, minute: 0 }).slice(0, 10)}T${time}`;
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    if (weekdays.includes(weekday) && !publicHolidays(year).some((h) => h.date === local.slice(0, 10))) return local;
  }
  return `${year}-03-18T${time}`;
}

export function rateDrill(rng: Random, template: number): Drill {
  const year = rng.int(FIRST_YEAR, LAST_YEAR);
  const local = (RATE_TEMPLATES[template % RATE_TEMPLATES.length] ?? RATE_TEMPLATES[0])?.(rng, year) ?? FALLBACK.standard;
  const window = rateWindow(local);
  const easter = easterSunday(year);
  const goodFriday = new Date(Date.UTC(year, easter.month - 1, easter.day - 2)).toISOString().slice(0, 10);
  const trap = local.startsWith(goodFriday) ? ['Good Friday is not a public holiday.'] : [];
  const option = (['standard', 'premium', 'special'] as const).indexOf(window.rate);
  return {
    kind: 'rate',
    prompt: `Which rate applies to a hire that starts on ${describeLocal(local)}?`,
    details: [],
    options: RATE_OPTIONS,
    answer: { option },
    answerText: RATE_OPTIONS[option] ?? window.rate,
    steps: [...trap, window.reason, ...RATE_RULES],
    reference: MANUAL_REFS.rates,
  };
}
