/**
 * Every figure the fares trainer uses (issue 33, DESIGN.md §16), each with the public source that
 * states it and that source's date. A new Maximum Fares Order is a change to this file only: the
 * engine (fares.ts), the drills and the trainer read nothing else.
 *
 * No official copy of the 2024 Order or its fare card was found (facts §B.6): figures that rest
 * on the manual and a peer source only carry `check`, which the trainer shows beside them.
 */

export interface Sourced<T> {
  value: T;
  /** Where a learner can read it (short form, as question `source` fields). */
  source: string;
  /** The source's date: published, edited or (for the manual) the edition's year. */
  dated: string;
  /** Shown beside the figure when no official copy backs it. */
  check?: string;
}

const CHECK = 'Check the current NTA fare card: no official copy of the 2024 Order was found.';
const MANUAL = 'Manual ed. 8 (NTA 2025)';

export const FARE_ORDER = {
  name: 'Taxi Regulation (Maximum Fares) Order 2024',
  inForceFrom: '2024-12-01',
  source: `${MANUAL}, ch. 7, pp. 118, 120; NTA Board decision reported by echolive.ie, joe.ie and the Irish Times`,
  dated: '2024-09-20',
} as const;

export type RateKey = 'standard' | 'premium' | 'special';

export interface TariffFigures {
  perKmCents: Sourced<number>;
  perMinuteCents: Sourced<number>;
}

export interface RateFigures {
  label: string;
  /** The number the meter shows in this rate's window. */
  meterNumber: 1 | 2 | 3;
  initialCents: Sourced<number>;
  tariffA: TariffFigures;
  tariffB: TariffFigures;
  /**
   * The manual prints Tariff A as "up to" this fare. It is close to, not exactly, the fare after
   * 14.5 km of Tariff A (facts §B.6 cannot explain the gap), so the engine switches by span.
   */
  tariffAUpToCents: Sourced<number> | null;
}

const p120 = (value: number, check = true): Sourced<number> => ({ value, source: `${MANUAL}, ch. 7, p. 120`, dated: '2025', ...(check && { check: CHECK }) });
const p121 = (value: number): Sourced<number> => ({ value, source: `${MANUAL}, ch. 7, p. 121`, dated: '2025', check: CHECK });

export const RATES: Record<RateKey, RateFigures> = {
  standard: {
    label: 'Standard',
    meterNumber: 1,
    // PA, 21 Sept 2024: "the standard initial charge of €4.40" — the one tariff figure news confirms.
    initialCents: { value: 440, source: `${MANUAL}, ch. 7, p. 120; PA report of the NTA decision`, dated: '2024-09-21' },
    tariffA: { perKmCents: p120(132), perMinuteCents: p120(47) },
    tariffB: { perKmCents: p120(172), perMinuteCents: p120(61) },
    tariffAUpToCents: p120(2360),
  },
  premium: {
    label: 'Premium',
    meterNumber: 2,
    initialCents: p120(540),
    tariffA: { perKmCents: p120(181), perMinuteCents: p120(64) },
    tariffB: { perKmCents: p120(220), perMinuteCents: p120(78) },
    tariffAUpToCents: p120(3180),
  },
  special: {
    label: 'Special',
    meterNumber: 3,
    initialCents: { value: 540, source: `${MANUAL}, ch. 7, p. 121; PA report of the NTA decision`, dated: '2024-09-21' },
    // The special rate charges premium Tariff B figures for the whole trip.
    tariffA: { perKmCents: p121(220), perMinuteCents: p121(78) },
    tariffB: { perKmCents: p121(220), perMinuteCents: p121(78) },
    tariffAUpToCents: null,
  },
};

/** How far and how long each part of the meter runs before the next takes over. */
export const SPANS = {
  /** The initial charge covers this much, whichever comes first. */
  initial: {
    km: { value: 0.5, source: `${MANUAL}, ch. 7, p. 119; Citizens Information SPSV page`, dated: '2024-09-24' } satisfies Sourced<number>,
    seconds: { value: 85, source: `${MANUAL}, ch. 7, p. 119; Citizens Information SPSV page`, dated: '2024-09-24' } satisfies Sourced<number>,
  },
  /**
   * Tariff A after the initial charge, so Tariff B begins 15 km or 43 minutes from the start.
   * Manual p. 120 prints "the next 15 km or 43 min", measured from the start; the terminology
   * page and Citizens Information give the span after the initial charge (facts §B.6).
   */
  tariffA: {
    km: { value: 14.5, source: `${MANUAL}, Terminology p. 10; Citizens Information SPSV page`, dated: '2024-09-24' } satisfies Sourced<number>,
    minutes: { value: 42, source: `${MANUAL}, Terminology p. 10; Citizens Information SPSV page`, dated: '2024-09-24' } satisfies Sourced<number>,
  },
  /** Faster than this the meter charges distance; slower, or stopped, it charges time. */
  changeoverKmh: {
    value: 21.2,
    source: `${MANUAL}, ch. 7, p. 119 ("21.2 km/h"); NTA fare news 2015 ("just above 21 km/h")`,
    dated: '2015-04-30',
    check: 'From an older Order: check the current NTA fare card.',
  } satisfies Sourced<number>,
} as const;

/** When each rate applies (manual ed. 8 pp. 120–121). Hours are Irish local time, 0–23. */
export const RATE_WINDOWS = {
  /** Standard rate runs from `dayStartHour` to `dayEndHour`, Monday to Saturday, not on public holidays. */
  day: { value: { dayStartHour: 8, dayEndHour: 20 }, source: `${MANUAL}, ch. 7, p. 120; Citizens Information SPSV page`, dated: '2024-09-24' } satisfies Sourced<{ dayStartHour: number; dayEndHour: number }>,
  /** Special rate from midnight to 4 am on Saturday and Sunday mornings (weekday 6 and 0), since 1 Dec 2024. */
  weekendNights: {
    value: { weekdays: [6, 0] as readonly number[], fromHour: 0, toHour: 4 },
    source: `${MANUAL}, ch. 7, p. 121; NTA decision reported by echolive.ie and joe.ie`,
    dated: '2024-09-20',
  } satisfies Sourced<{ weekdays: readonly number[]; fromHour: number; toHour: number }>,
  /** Special rate over Christmas and New Year: from the start (inclusive) to the end (exclusive). */
  seasons: {
    value: [
      { name: 'Christmas', from: { month: 12, day: 24, hour: 20 }, to: { month: 12, day: 26, hour: 8 } },
      { name: 'New Year', from: { month: 12, day: 31, hour: 20 }, to: { month: 1, day: 1, hour: 8 } },
    ] as const,
    source: `${MANUAL}, ch. 7, p. 121; Citizens Information SPSV page`,
    dated: '2024-09-24',
  },
} as const;

/** The extras a driver may add (all at the driver's choice), in cents. */
export const EXTRAS = {
  bookingFeeCents: {
    value: 300,
    source: `${MANUAL}, ch. 7, pp. 121–122; NTA decision reported by echolive.ie, joe.ie and the Irish Times (was €2)`,
    dated: '2024-09-20',
  } satisfies Sourced<number>,
  extraAdultCents: { value: 100, source: `${MANUAL}, ch. 7, p. 121; TFI customer information`, dated: '2025', check: CHECK } satisfies Sourced<number>,
  /** The first child under 12 is free; then €1 for every two more, or part of two (2–3 children €1, 4–5 €2, 6–7 €3). */
  children: {
    value: { free: 1, perGroup: 2, groupCents: 100, underAge: 12 },
    source: `${MANUAL}, ch. 7, p. 121; TFI customer information; Citizens Information SPSV page`,
    dated: '2025',
    check: CHECK,
  } satisfies Sourced<{ free: number; perGroup: number; groupCents: number; underAge: number }>,
  /** Only the actual cost of cleaning or repair, never more than this. */
  soilingCapCents: { value: 14_000, source: `${MANUAL}, ch. 7, p. 121; TFI customer information`, dated: '2025', check: CHECK } satisfies Sourced<number>,
  tolls: { value: 'the toll paid on the trip, shown on the receipt', source: `${MANUAL}, ch. 7, p. 122`, dated: '2025' } satisfies Sourced<string>,
  free: {
    value: ['luggage', 'assistance dogs and guide dogs', 'mobility aids', 'paying by card'] as const,
    source: `${MANUAL}, ch. 2, p. 41; ch. 7, pp. 122, 124`,
    dated: '2025',
  },
  /** An SPSV carries at most eight passengers, not counting the driver. */
  maxPassengers: { value: 8, source: `${MANUAL}, ch. 3, p. 46`, dated: '2025' } satisfies Sourced<number>,
} as const;

export type HolidayRule =
  | { kind: 'fixed'; month: number; day: number }
  | { kind: 'first-monday'; month: number }
  | { kind: 'last-monday'; month: number }
  | { kind: 'easter-monday' }
  /** The first Monday in February, or 1 February when that is a Friday. */
  | { kind: 'st-brigid' };

/** Ireland's public holidays (Organisation of Working Time Act 1997, as amended); Good Friday is not one. */
export const PUBLIC_HOLIDAYS: Sourced<readonly { name: string; rule: HolidayRule; since?: number }[]> = {
  value: [
    { name: "New Year's Day", rule: { kind: 'fixed', month: 1, day: 1 } },
    { name: "St Brigid's Day", rule: { kind: 'st-brigid' }, since: 2023 },
    { name: "St Patrick's Day", rule: { kind: 'fixed', month: 3, day: 17 } },
    { name: 'Easter Monday', rule: { kind: 'easter-monday' } },
    { name: 'May bank holiday', rule: { kind: 'first-monday', month: 5 } },
    { name: 'June bank holiday', rule: { kind: 'first-monday', month: 6 } },
    { name: 'August bank holiday', rule: { kind: 'first-monday', month: 8 } },
    { name: 'October bank holiday', rule: { kind: 'last-monday', month: 10 } },
    { name: 'Christmas Day', rule: { kind: 'fixed', month: 12, day: 25 } },
    { name: "St Stephen's Day", rule: { kind: 'fixed', month: 12, day: 26 } },
  ],
  source: 'Citizens Information "Public holidays"; HSE list of 2026 public holidays',
  dated: '2026-11-26',
};

/** Where each rule is in the manual, for the worked answers. */
export const MANUAL_REFS = {
  meterStart: `${MANUAL}, ch. 7, pp. 118–119`,
  initialCharge: `${MANUAL}, ch. 7, p. 119`,
  rates: `${MANUAL}, ch. 7, pp. 120–121`,
  tariffs: `${MANUAL}, ch. 7, pp. 119–121`,
  /** A whole fare: rate, tariffs and extras. */
  wholeFare: `${MANUAL}, ch. 7, pp. 119–122`,
  extras: `${MANUAL}, ch. 7, p. 121`,
  noExtras: `${MANUAL}, ch. 7, p. 122; ch. 2, p. 41`,
  bookingFee: `${MANUAL}, ch. 7, p. 122`,
  tolls: `${MANUAL}, ch. 7, pp. 122–123`,
  discounts: `${MANUAL}, ch. 7, p. 123`,
  card: `${MANUAL}, ch. 7, p. 124`,
  receipts: `${MANUAL}, ch. 7, p. 124; ch. 2, p. 40`,
  hackneyReceipts: `${MANUAL}, ch. 7, p. 125; ch. 2, p. 41`,
} as const;
