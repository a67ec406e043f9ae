import { describe, expect, it } from 'vitest';
import { LICENCE_FEES } from './licence-data.ts';
import { contentKeyFor, isVehicleType, sitsEntryTest, VEHICLE_TYPE_IDS, vehicleTypeName } from './vehicle-types.ts';

describe('vehicle types', () => {
  it('lists the six spec ids', () => {
    expect(VEHICLE_TYPE_IDS).toEqual([
      'taxi', 'wheelchair_accessible_taxi', 'hackney', 'wheelchair_accessible_hackney', 'local_area_hackney', 'limousine',
    ]);
    expect(isVehicleType('limousine')).toBe(true);
    expect(isVehicleType('bus')).toBe(false);
    expect(VEHICLE_TYPE_IDS.map(vehicleTypeName)).toEqual([
      'Taxi', 'Wheelchair Accessible Taxi', 'Hackney', 'Wheelchair Accessible Hackney', 'Local Area Hackney', 'Limousine',
    ]);
    expect(isVehicleType(42)).toBe(false);
    expect(isVehicleType(undefined)).toBe(false);
    expect(isVehicleType('')).toBe(false);
  });

  it('spares only local area hackney learners the Entry Test (issue 32 §4)', () => {
    expect(VEHICLE_TYPE_IDS.filter((t) => !sitsEntryTest(t))).toEqual(['local_area_hackney']);
  });

  it('picks the closest content block', () => {
    expect(contentKeyFor('wheelchair_accessible_taxi', ['taxi', 'wheelchair_accessible'])).toBe('wheelchair_accessible');
    expect(contentKeyFor('wheelchair_accessible_taxi', ['taxi', 'limousine'])).toBe('taxi');
    expect(contentKeyFor('local_area_hackney', ['hackney'])).toBe('hackney');
    expect(contentKeyFor('limousine', ['taxi'])).toBeUndefined();
    expect(contentKeyFor('wheelchair_accessible_taxi', ['wheelchair_accessible_taxi', 'wheelchair_accessible', 'taxi'])).toBe('wheelchair_accessible_taxi');
    expect(contentKeyFor('wheelchair_accessible_hackney', ['hackney', 'wheelchair_accessible'])).toBe('wheelchair_accessible');
    expect(contentKeyFor('wheelchair_accessible_hackney', ['hackney', 'taxi'])).toBe('hackney');
    expect(contentKeyFor('taxi', ['taxi', 'limousine'])).toBe('taxi');
    expect(contentKeyFor('hackney', ['taxi'])).toBeUndefined();
    expect(contentKeyFor('limousine', ['limousine'])).toBe('limousine');
    expect(contentKeyFor('local_area_hackney', ['taxi'])).toBeUndefined();
  });

  it('keeps the spec §9 licence table', () => {
    expect(LICENCE_FEES.limousine).toMatchObject({ initialLicenseFee: 1000, renewalFee: 150, suitabilityFrequencyMonths: 6, maxAgeYears: 15, meterCost: null });
    expect(LICENCE_FEES.wheelchair_accessible_taxi).toMatchObject({ initialLicenseFee: 75, meterCost: 55 });
    expect(LICENCE_FEES.local_area_hackney.initialLicenseFee).toBe(50);
  });
});
