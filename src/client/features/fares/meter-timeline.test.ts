import { describe, expect, it } from 'vitest';
import { quoteFare, readMeter } from '#shared/fares.ts';
import { customLegs, momentAt, PRESETS, tripMinutes } from './meter-timeline.ts';

describe('the watchable meter', () => {
  it('plays a custom trip to the same fare the engine quotes', () => {
    const legs = customLegs(10, 6);
    const end = momentAt(legs, tripMinutes(legs));
    expect(end.leg).toBeNull();
    expect(end.km).toBeCloseTo(10 + (8 * 6) / 60, 6);
    expect(readMeter('standard', end.segments).meteredCents).toBe(Math.round(quoteFare({ start: '2026-03-18T10:00', km: 10, slowMinutes: 6 }).metered * 100));
  });

  it('charges time in slow legs and distance in fast ones, and crosses into Tariff B on the airport run', () => {
    const airport = PRESETS.find((p) => p.id === 'airport');
    if (!airport) throw new Error('no airport preset');
    const mid = momentAt(airport.legs, 5);
    expect(mid.leg?.kmh).toBe(8);
    expect(mid.segments.at(-1)?.by).toBe('time');
    expect(readMeter('standard', momentAt(airport.legs, tripMinutes(airport.legs)).segments).stage).toBe('B');
  });

  it('starts at nothing and never runs past the end', () => {
    const legs = PRESETS[0]?.legs ?? [];
    expect(momentAt(legs, 0)).toEqual({ segments: [], km: 0, minutes: 0, leg: legs[0] });
    expect(momentAt(legs, 999).minutes).toBeCloseTo(tripMinutes(legs), 9);
  });
});
