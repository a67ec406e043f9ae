import { EXTRAS, MANUAL_REFS } from '#shared/fares-data.ts';
import { describeLocal, euro, quoteFare, type Rate, type Trip } from '#shared/fares.ts';

/**
 * The printed-receipt practice (issue 33): a trip, and the learner fills in what its receipt must
 * show — the items the manual lists: the fare the meter printed (with the booking fee and extra
 * passengers it records), any toll added, any discount given, the amount paid, and that it is
 * printed from the taximeter, never handwritten (manual ed. 8, ch. 7, pp. 121–124).
 */

export interface ReceiptScenario {
  trip: Trip;
  tollCents: number;
  discountCents: number;
}

export interface ReceiptForm {
  meter: number | null;
  toll: number | null;
  discount: number | null;
  paid: number | null;
  /** What must be written on it: 'toll', 'discount', 'name', 'phone'. */
  written: ReadonlySet<string>;
  /** How it is made: 'printed', 'handwritten' or 'card-slip'. */
  made: string | null;
}

export const WRITTEN_CHOICES = [
  { value: 'toll', label: 'The toll added to the fare' },
  { value: 'discount', label: 'The discount you gave' },
  { value: 'name', label: "The passenger's name" },
  { value: 'phone', label: "The passenger's phone number" },
] as const;

export const MADE_CHOICES = [
  { value: 'printed', label: 'Printed from the taximeter' },
  { value: 'handwritten', label: 'Written by hand' },
  { value: 'card-slip', label: 'The card machine slip' },
] as const;

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** A new trip to write a receipt for; `random` is Math.random in the page and seeded in tests. */
export function newReceiptScenario(random: () => number = Math.random): ReceiptScenario {
  const year = 2026 + Math.floor(random() * 3);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const hour = Math.floor(random() * 24);
  const start = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${pick(random, ['00', '15', '30', '45'])}`;
  const trip: Trip = {
    start,
    km: pick(random, [3, 4.5, 6, 8, 9.5, 12, 18, 22]),
    slowMinutes: pick(random, [0, 2, 4, 5]),
    booked: random() < 0.5,
    extraAdults: pick(random, [0, 0, 1, 2]),
  };
  return { trip, tollCents: random() < 0.5 ? pick(random, [190, 210, 260, 310]) : 0, discountCents: random() < 0.5 ? pick(random, [100, 200, 300]) : 0 };
}

export function scenarioLines(s: ReceiptScenario): string[] {
  const adults = 1 + (s.trip.extraAdults ?? 0);
  return [
    `Starts: ${describeLocal(s.trip.start)}`,
    `Driving at normal speed: ${s.trip.km} km${s.trip.slowMinutes ? `, and ${s.trip.slowMinutes} minutes in slow traffic` : ''}`,
    s.trip.booked ? 'Booked in advance by phone' : 'Hailed on the street',
    `Passengers: ${adults} adult${adults === 1 ? '' : 's'}`,
    s.tollCents ? `The passenger chose a route with a ${euro(s.tollCents)} toll` : 'No tolls on the route',
    s.discountCents ? `You give this regular customer a ${euro(s.discountCents)} discount` : 'No discount',
  ];
}

export interface ReceiptAnswers {
  rate: Rate;
  meterCents: number;
  tollCents: number;
  discountCents: number;
  paidCents: number;
}

export function receiptAnswers(s: ReceiptScenario): ReceiptAnswers {
  const quote = quoteFare(s.trip);
  // The meter records the booking fee and extra passengers itself (manual p. 121); tolls and discounts are written on.
  const meterCents = Math.round(quote.total * 100);
  return { rate: quote.rate, meterCents, tollCents: s.tollCents, discountCents: s.discountCents, paidCents: meterCents + s.tollCents - s.discountCents };
}

export interface FieldResult {
  field: string;
  label: string;
  right: boolean;
  answer: string;
  why: string;
}

const sameCents = (value: number | null, cents: number) => value !== null && Math.abs(Math.round(value * 100) - cents) <= 1;

export function checkReceipt(s: ReceiptScenario, form: ReceiptForm): FieldResult[] {
  const a = receiptAnswers(s);
  const mustWrite = new Set([...(a.tollCents ? ['toll'] : []), ...(a.discountCents ? ['discount'] : [])]);
  const writtenRight = WRITTEN_CHOICES.every((c) => form.written.has(c.value) === mustWrite.has(c.value));
  const writtenAnswer = WRITTEN_CHOICES.filter((c) => mustWrite.has(c.value)).map((c) => c.label.toLowerCase());
  return [
    {
      field: 'meter',
      label: 'Fare on the meter',
      right: sameCents(form.meter, a.meterCents),
      answer: euro(a.meterCents),
      why: `The meter fare at the ${a.rate} rate, with the ${euro(EXTRAS.bookingFeeCents.value)} booking fee and ${euro(EXTRAS.extraAdultCents.value)} for each extra adult, which the meter records (${MANUAL_REFS.extras}).`,
    },
    { field: 'toll', label: 'Toll', right: sameCents(form.toll ?? 0, a.tollCents), answer: euro(a.tollCents), why: `A toll on a route the passenger chose may be added, and must be shown on the receipt (${MANUAL_REFS.tolls}).` },
    { field: 'discount', label: 'Discount', right: sameCents(form.discount ?? 0, a.discountCents), answer: euro(a.discountCents), why: `You may charge less than the meter; write any discount on the receipt (${MANUAL_REFS.discounts}).` },
    { field: 'paid', label: 'Amount paid', right: sameCents(form.paid, a.paidCents), answer: euro(a.paidCents), why: 'The meter fare, plus the toll, minus the discount.' },
    {
      field: 'written',
      label: 'Written on the receipt',
      right: writtenRight,
      answer: writtenAnswer.length > 0 ? writtenAnswer.join(' and ') : 'nothing extra',
      why: `Tolls and discounts are shown on the receipt; nothing asks for the passenger's details (${MANUAL_REFS.tolls}; ${MANUAL_REFS.discounts}).`,
    },
    { field: 'made', label: 'How it is made', right: form.made === 'printed', answer: 'Printed from the taximeter', why: `Offer every customer a printed receipt from the taximeter; it cannot be handwritten (${MANUAL_REFS.receipts}).` },
  ];
}
