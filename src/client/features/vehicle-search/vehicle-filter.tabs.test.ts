import { describe, expect, it } from 'vitest';
import { isVehicleTab, VEHICLE_TABS } from './vehicle-filter.ts';

describe('vehicle finder tab from the URL', () => {
  it('accepts each tab value and nothing else', () => {
    expect(VEHICLE_TABS.map((t) => t.value).every(isVehicleTab)).toBe(true);
    for (const value of ['Taxi', 'Taxi Suitable', 'bus', '', null, undefined, 1]) expect(isVehicleTab(value), String(value)).toBe(false);
  });
});
