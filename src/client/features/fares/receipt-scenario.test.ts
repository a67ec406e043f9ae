import { describe, expect, it } from 'vitest';
import { checkReceipt, newReceiptScenario, receiptAnswers, scenarioLines, type ReceiptScenario } from './receipt-scenario.ts';

const scenario: ReceiptScenario = { trip: { start: '2026-03-18T10:00', km: 10, slowMinutes: 0, booked: true, extraAdults: 1 }, tollCents: 210, discountCents: 200 };

describe('the receipt practice', () => {
  it('works out what the receipt shows: meter fare with its extras, toll, discount and the amount paid', () => {
    // €16.94 on the meter, + €3 booking + €1 extra adult = €20.94; + €2.10 toll − €2 discount = €21.04.
    expect(receiptAnswers(scenario)).toEqual({ rate: 'standard', meterCents: 2094, tollCents: 210, discountCents: 200, paidCents: 2104 });
    expect(scenarioLines(scenario)).toContain('The passenger chose a route with a €2.10 toll');
  });

  it('marks a correct receipt right, field by field', () => {
    const results = checkReceipt(scenario, { meter: 20.94, toll: 2.1, discount: 2, paid: 21.04, written: new Set(['toll', 'discount']), made: 'printed' });
    expect(results.every((r) => r.right)).toBe(true);
  });

  it('marks each mistake on its own field', () => {
    const results = checkReceipt(scenario, { meter: 16.94, toll: null, discount: 2, paid: 21.04, written: new Set(['toll', 'name']), made: 'handwritten' });
    expect(results.filter((r) => !r.right).map((r) => r.field)).toEqual(['meter', 'toll', 'written', 'made']);
    expect(results.find((r) => r.field === 'made')?.why).toMatch(/cannot be handwritten/);
  });

  it('makes trips the engine can price, with or without a toll and a discount', () => {
    let seed = 1;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let i = 0; i < 200; i += 1) {
      const s = newReceiptScenario(random);
      expect(receiptAnswers(s).paidCents).toBeGreaterThan(0);
    }
  });
});
