import { describe, expect, it } from 'vitest';
import { contentKeyFor, DEFAULT_VEHICLE_TYPE, isVehicleType, VEHICLE_TYPE_DESCRIPTIONS, VEHICLE_TYPE_IDS, vehicleTypeName, type VehicleType } from './vehicle-types.ts';

describe('vehicle types: defaults, names and content blocks', () => {
  it('defaults to taxi, the spec’s default learner', () => {
    expect(DEFAULT_VEHICLE_TYPE).toBe('taxi');
    expect(isVehicleType(DEFAULT_VEHICLE_TYPE)).toBe(true);
  });

  it('names an id it does not know by the id itself rather than failing', () => {
    // A stored row from an older release may carry a type this build no longer lists.
    expect(vehicleTypeName('minibus' as VehicleType)).toBe('minibus');
  });

  it('has a description for every licence category on the settings screen', () => {
    expect(Object.keys(VEHICLE_TYPE_DESCRIPTIONS).sort()).toEqual([...VEHICLE_TYPE_IDS].sort());
    for (const id of VEHICLE_TYPE_IDS) expect(VEHICLE_TYPE_DESCRIPTIONS[id].length, id).toBeGreaterThan(40);
  });

  it('shows hackney learners the hackney block, never the taxi one', () => {
    expect(contentKeyFor('hackney', ['taxi', 'hackney', 'limousine'])).toBe('hackney');
    expect(contentKeyFor('hackney', ['taxi', 'wheelchair_accessible'])).toBeUndefined();
  });
});
