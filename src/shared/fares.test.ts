import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childrenCents, quoteFare, readMeter, type Rate, type Segment } from './fares.ts';

// Wednesday 18 March 2026 10:00, Wednesday 22:00, and Saturday 21 March 01:30.
const STANDARD = '2026-03-18T10:00';
const PREMIUM = '2026-03-18T22:00';
const SPECIAL = '2026-03-21T01:30';

describe('quoteFare: worked examples', () => {
  it('charges the initial charge alone inside its first 500 m', () => {
    expect(quoteFare({ start: STANDARD, km: 0 }).total).toBe(4.4);
    expect(quoteFare({ start: STANDARD, km: 0.5 }).total).toBe(4.4);
    expect(quoteFare({ start: PREMIUM, km: 0.4 }).total).toBe(5.4);
  });

  it('standard: Tariff A by distance, then Tariff B past 15 km', () => {
    // €4.40 + 9.5 km × €1.32 = €4.40 + €12.54.
    expect(quoteFare({ start: STANDARD, km: 10 }).total).toBe(16.94);
    // Exactly 15 km is the end of Tariff A: €4.40 + 14.5 × €1.32.
    expect(quoteFare({ start: STANDARD, km: 15 }).total).toBe(23.54);
    // A trip crossing 15 km: the last 0.5 km is Tariff B, €1.72 a km.
    expect(quoteFare({ start: STANDARD, km: 15.5 }).total).toBe(24.4);
    const twenty = quoteFare({ start: STANDARD, km: 20 });
    expect(twenty.total).toBe(32.14);
    expect(twenty.steps).toEqual([
      'Rate: standard (1 on the meter). 8 am to 8 pm, Monday to Saturday, not a public holiday, is the standard rate.',
      'Initial charge: €4.40. It covers the first 500 m or 85 seconds, whichever comes first.',
      'Tariff A by distance: 14.5 km × €1.32 = €19.14',
      'Tariff B by distance: 5 km × €1.72 = €8.60',
      'Fare on the meter (rate 1): €32.14',
      'Most the driver may charge: €32.14',
    ]);
  });

  it('premium: its own initial charge and tariffs, rounded once to the cent', () => {
    // €5.40 + 14.5 × €1.81 (€26.245, shown €26.25) + 5 × €2.20.
    const q = quoteFare({ start: PREMIUM, km: 20 });
    expect(q).toMatchObject({ rate: 'premium', metered: 42.65, total: 42.65 });
    expect(q.steps).toContain('Tariff A by distance: 14.5 km × €1.81 = €26.25');
    expect(quoteFare({ start: PREMIUM, km: 10 }).total).toBe(22.6);
  });

  it('special: €2.20 a km from the end of the initial charge, through both tariffs', () => {
    expect(quoteFare({ start: SPECIAL, km: 20 })).toMatchObject({ rate: 'special', total: 48.3 });
    expect(quoteFare({ start: '2025-12-24T20:00', km: 10 }).total).toBe(26.3);
  });

  it('charges time below the changeover speed: Tariff A per minute, then Tariff B', () => {
    // 5 km and 10 slow minutes stay inside Tariff A: €4.40 + 4.5 × €1.32 + 10 × €0.47.
    expect(quoteFare({ start: STANDARD, km: 5, slowMinutes: 10 }).total).toBe(15.04);
    // Past 15 km the slow minutes are Tariff B: €32.14 + 5 × €0.61.
    const late = quoteFare({ start: STANDARD, km: 20, slowMinutes: 5 });
    expect(late.total).toBe(35.19);
    expect(late.steps).toContain('Tariff B by time: 5 min × €0.61 = €3.05');
    // Waiting only: 85 s inside the initial charge, 42 min of Tariff A, the rest Tariff B.
    // €4.40 + 42 × €0.47 + (50 − 43 5/12) × €0.61 = €4.40 + €19.74 + €4.0158.
    expect(quoteFare({ start: STANDARD, km: 0, slowMinutes: 50 }).total).toBe(28.16);
  });

  it('adds each extra exactly', () => {
    const base = quoteFare({ start: STANDARD, km: 10 }).total;
    const add = (trip: Partial<Parameters<typeof quoteFare>[0]>) => Math.round((quoteFare({ start: STANDARD, km: 10, ...trip }).total - base) * 100) / 100;
    expect(add({ booked: true })).toBe(3);
    expect(add({ extraAdults: 1 })).toBe(1);
    expect(add({ extraAdults: 3 })).toBe(3);
    expect(add({ tolls: 2.1 })).toBe(2.1);
    expect(add({ soiling: 80 })).toBe(80);
    expect(add({ soiling: 140 })).toBe(140);
    expect(add({ soiling: 200 })).toBe(140);
  });

  it('charges children as the manual lists: one free, 2–3 €1, 4–5 €2, 6–7 €3', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(childrenCents)).toEqual([0, 100, 100, 200, 200, 300, 300]);
    expect(quoteFare({ start: STANDARD, km: 10, children: 1 }).extras).toEqual([{ key: 'children', label: '1 child under 12 travels free: €0.00', amount: 0 }]);
  });

  it('lists the extras after the fare on the meter, and the total last', () => {
    const q = quoteFare({ start: STANDARD, km: 10, booked: true, extraAdults: 2, children: 3, tolls: 2.1, soiling: 200 });
    expect(q.metered).toBe(16.94);
    expect(q.extras.map((e) => [e.key, e.amount])).toEqual([['booking', 3], ['adults', 2], ['children', 1], ['tolls', 2.1], ['soiling', 140]]);
    expect(q.total).toBe(165.04);
    expect(q.steps.at(-1)).toBe('Most the driver may charge: €165.04');
  });

  it('refuses impossible trips', () => {
    expect(() => quoteFare({ start: STANDARD, km: -1 })).toThrow(RangeError);
    expect(() => quoteFare({ start: STANDARD, km: Number.NaN })).toThrow(RangeError);
    expect(() => quoteFare({ start: STANDARD, km: 5, extraAdults: 4, children: 4 })).toThrow(/at most 8 passengers/);
    expect(() => quoteFare({ start: STANDARD, km: 5, children: 1.5 })).toThrow(RangeError);
    expect(() => quoteFare({ start: '2026-02-30T10:00', km: 5 })).toThrow(RangeError);
  });
});

const km = fc.double({ min: 0, max: 120, noNaN: true });
const minutes = fc.double({ min: 0, max: 180, noNaN: true });
const RATES: Rate[] = ['standard', 'premium', 'special'];
const segments = fc.array(fc.record({ by: fc.constantFrom<'distance' | 'time'>('distance', 'time'), amount: fc.double({ min: 0, max: 30, noNaN: true }) }), { maxLength: 12 });
const cents = (euro: number) => Math.round(euro * 100);

describe('quoteFare: properties', () => {
  it('never decreases with distance or with time', () => {
    fc.assert(
      fc.property(fc.constantFrom(STANDARD, PREMIUM, SPECIAL), km, km, minutes, minutes, (start, a, b, m, n) => {
        const [k1, k2] = a <= b ? [a, b] : [b, a];
        const [m1, m2] = m <= n ? [m, n] : [n, m];
        expect(quoteFare({ start, km: k1, slowMinutes: m1 }).total).toBeLessThanOrEqual(quoteFare({ start, km: k2, slowMinutes: m1 }).total);
        expect(quoteFare({ start, km: k1, slowMinutes: m1 }).total).toBeLessThanOrEqual(quoteFare({ start, km: k1, slowMinutes: m2 }).total);
      }),
    );
  });

  it('costs special ≥ premium ≥ standard for the same trip', () => {
    fc.assert(
      fc.property(km, minutes, (k, m) => {
        const [s, p, x] = [STANDARD, PREMIUM, SPECIAL].map((start) => quoteFare({ start, km: k, slowMinutes: m }).total) as [number, number, number];
        expect(p).toBeGreaterThanOrEqual(s);
        expect(x).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it('adds the extras exactly to the fare on the meter', () => {
    const extras = fc.record({
      booked: fc.boolean(),
      extraAdults: fc.integer({ min: 0, max: 3 }),
      children: fc.integer({ min: 0, max: 4 }),
      tolls: fc.integer({ min: 0, max: 1000 }).map((c) => c / 100),
      soiling: fc.integer({ min: 0, max: 30_000 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(km, minutes, extras, (k, m, e) => {
        const plain = quoteFare({ start: STANDARD, km: k, slowMinutes: m });
        const q = quoteFare({ start: STANDARD, km: k, slowMinutes: m, ...e });
        expect(q.metered).toBe(plain.metered);
        expect(cents(q.total)).toBe(cents(q.metered) + q.extras.reduce((sum, x) => sum + cents(x.amount), 0));
        const expected = (e.booked ? 300 : 0) + e.extraAdults * 100 + childrenCents(e.children) + cents(e.tolls) + Math.min(cents(e.soiling), 14_000);
        expect(cents(q.total) - cents(q.metered)).toBe(expected);
      }),
    );
  });
});

describe('readMeter: the meter as a trip runs', () => {
  it('only ever goes up as the trip goes on, and its lines add up', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RATES), segments, (rate, trip: Segment[]) => {
        let last = 0;
        for (let n = 0; n <= trip.length; n += 1) {
          const reading = readMeter(rate, trip.slice(0, n));
          expect(reading.meteredCents).toBeGreaterThanOrEqual(last);
          expect(reading.initialCents + reading.pieces.reduce((sum, p) => sum + p.cents, 0)).toBe(reading.meteredCents);
          last = reading.meteredCents;
        }
      }),
    );
  });

  it('moves from the initial charge to Tariff A to Tariff B', () => {
    expect(readMeter('standard', [{ by: 'distance', amount: 0.3 }]).stage).toBe('initial');
    expect(readMeter('standard', [{ by: 'distance', amount: 3 }]).stage).toBe('A');
    expect(readMeter('standard', [{ by: 'distance', amount: 15 }]).stage).toBe('B');
    expect(readMeter('standard', [{ by: 'time', amount: 44 }]).stage).toBe('B');
  });

  it('shares a span between driving and waiting', () => {
    // 0.25 km uses half the initial charge, leaving 42.5 s of waiting inside it.
    const r = readMeter('standard', [{ by: 'distance', amount: 0.25 }, { by: 'time', amount: 1 }]);
    expect(r.pieces.map((p) => [p.stage, p.by, Number(p.amount.toFixed(4))])).toEqual([
      ['initial', 'distance', 0.25],
      ['initial', 'time', 0.7083],
      ['A', 'time', 0.2917],
    ]);
  });
});
