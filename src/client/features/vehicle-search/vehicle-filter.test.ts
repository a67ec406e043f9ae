import { describe, expect, it } from 'vitest';
import { filterVehicles, manufacturers, tabForVehicleType } from './vehicle-filter.ts';

const v = (manufacturer: string, model: string, taxi: boolean, hackney: boolean, limo: boolean) => ({
  manufacturer, model, suitableTaxi: taxi, suitableHackney: hackney, suitableLimousine: limo, wheelchairAccessible: false,
});
const list = [
  v('Toyota', 'Corolla', true, true, false),
  v('Lincoln', 'Town Car', false, false, true),
  v('Toyota', 'Proace Verso', true, true, false),
  v('Mercedes-Benz', 'V-Class', false, true, true),
];

describe('vehicle finder filters', () => {
  it('matches text on make or model, the make and the tab', () => {
    expect(filterVehicles(list, { query: 'toy', make: '', tab: 'all' })).toHaveLength(2);
    expect(filterVehicles(list, { query: 'town', make: '', tab: 'all' }).map((x) => x.model)).toEqual(['Town Car']);
    expect(filterVehicles(list, { query: '', make: 'Toyota', tab: 'limousine' })).toEqual([]);
    expect(filterVehicles(list, { query: '', make: '', tab: 'limousine' }).map((x) => x.manufacturer)).toEqual(['Lincoln', 'Mercedes-Benz']);
  });

  it('the Taxi tab keeps only taxi-suitable models', () => {
    expect(filterVehicles(list, { query: '', make: '', tab: 'taxi' }).map((x) => x.model)).toEqual(['Corolla', 'Proace Verso']);
    expect(filterVehicles(list, { query: 'town', make: '', tab: 'taxi' })).toEqual([]);
  });

  it('the Hackney tab keeps hackney-suitable models, including ones that are not taxis', () => {
    expect(filterVehicles(list, { query: '', make: '', tab: 'hackney' }).map((x) => x.model)).toEqual(['Corolla', 'Proace Verso', 'V-Class']);
    expect(filterVehicles(list, { query: 'town car', make: '', tab: 'hackney' })).toEqual([]);
  });

  it('All shows every model; an empty or blank query filters nothing', () => {
    expect(filterVehicles(list, { query: '  ', make: '', tab: 'all' })).toHaveLength(4);
    expect(filterVehicles(list, { query: 'COROLLA', make: 'Toyota', tab: 'all' }).map((x) => x.model)).toEqual(['Corolla']);
  });

  it('starts on the tab for the vehicle type', () => {
    expect(tabForVehicleType('local_area_hackney')).toBe('taxi');
    expect(tabForVehicleType('wheelchair_accessible_taxi')).toBe('taxi');
    expect(tabForVehicleType('hackney')).toBe('hackney');
    expect(tabForVehicleType('limousine')).toBe('limousine');
    expect(tabForVehicleType('taxi')).toBe('taxi');
    expect(tabForVehicleType('wheelchair_accessible_hackney')).toBe('hackney');
  });

  it('lists manufacturers once, sorted', () => {
    expect(manufacturers(list)).toEqual(['Lincoln', 'Mercedes-Benz', 'Toyota']);
  });
});
