import { describe, expect, it } from 'vitest';
import { LICENCE_FEES } from './licence-data.ts';
import { contentKeyFor, isVehicleType, VEHICLE_TYPE_IDS, vehicleTypeName } from './vehicle-types.ts';

describe('vehicle types', () => {
  it('lists the six spec ids', () => {
    expect(VEHICLE_TYPE_IDS).toEqual([
      'taxi', 'wheelchair_accessible_taxi', 'hackney', 'wheelchair_accessible_hackney', 'local_area_hackney', 'limousine',
    ]);
    expect(isVehicleType('limousine')).toBe(true);
    expect(isVehicleType('bus')).toBe(false);
    expect(vehicleTypeName('local_area_hackney')).toBe('Local Area Hackney');
  });

  it('picks the closest content block', () => {
    expect(contentKeyFor('wheelchair_accessible_taxi', ['taxi', 'wheelchair_accessible'])).toBe('wheelchair_accessible');
    expect(contentKeyFor('wheelchair_accessible_taxi', ['taxi', 'limousine'])).toBe('taxi');
    expect(contentKeyFor('local_area_hackney', ['hackney'])).toBe('hackney');
    expect(contentKeyFor('limousine', ['taxi'])).toBeUndefined();
  });

  it('keeps the spec §9 licence table', () => {
    expect(LICENCE_FEES.limousine).toMatchObject({ initialLicenseFee: 1000, renewalFee: 150, suitabilityFrequencyMonths: 6, maxAgeYears: 15, meterCost: null });
    expect(LICENCE_FEES.wheelchair_accessible_taxi).toMatchObject({ initialLicenseFee: 75, meterCost: 55 });
    expect(LICENCE_FEES.local_area_hackney.initialLicenseFee).toBe(50);
  });
});
