import { describe, expect, it } from 'vitest';
import { filterVehicles, manufacturers, tabForVehicleType } from './vehicle-filter.ts';

const v = (manufacturer: string, model: string, taxi: boolean, hackney: boolean, limo: boolean) => ({
  manufacturer, model, suitableTaxi: taxi, suitableHackney: hackney, suitableLimousine: limo, wheelchairAccessible: false,
});
const list = [v('Toyota', 'Corolla', true, true, false), v('Lincoln', 'Town Car', false, false, true), v('Toyota', 'Proace Verso', true, true, false)];

describe('vehicle finder filters', () => {
  it('matches text on make or model, the make and the tab', () => {
    expect(filterVehicles(list, { query: 'toy', make: '', tab: 'all' })).toHaveLength(2);
    expect(filterVehicles(list, { query: 'town', make: '', tab: 'all' }).map((x) => x.model)).toEqual(['Town Car']);
    expect(filterVehicles(list, { query: '', make: 'Toyota', tab: 'limousine' })).toEqual([]);
    expect(filterVehicles(list, { query: '', make: '', tab: 'limousine' }).map((x) => x.manufacturer)).toEqual(['Lincoln']);
  });

  it('starts on the tab for the vehicle type', () => {
    expect(tabForVehicleType('local_area_hackney')).toBe('taxi');
    expect(tabForVehicleType('wheelchair_accessible_taxi')).toBe('taxi');
    expect(tabForVehicleType('hackney')).toBe('hackney');
    expect(tabForVehicleType('limousine')).toBe('limousine');
  });

  it('lists manufacturers once, sorted', () => {
    expect(manufacturers(list)).toEqual(['Lincoln', 'Toyota']);
  });
});
