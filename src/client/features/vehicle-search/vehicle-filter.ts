import type { ApprovedVehicle } from '#shared/schemas/reference.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';

export const VEHICLE_TABS = [
  { value: 'all', label: 'All Vehicles' },
  { value: 'taxi', label: 'Taxi Suitable' },
  { value: 'hackney', label: 'Hackney Suitable' },
  { value: 'limousine', label: 'Limousine Suitable' },
] as const;

export type VehicleTab = (typeof VEHICLE_TABS)[number]['value'];

export function isVehicleTab(value: unknown): value is VehicleTab {
  return VEHICLE_TABS.some((t) => t.value === value);
}

/** Spec §2: the initial tab follows the vehicle type; local area hackney and WAV taxi use taxi. */
export function tabForVehicleType(type: VehicleType): VehicleTab {
  if (type === 'hackney' || type === 'wheelchair_accessible_hackney') return 'hackney';
  if (type === 'limousine') return 'limousine';
  return 'taxi';
}

export function filterVehicles(vehicles: readonly ApprovedVehicle[], { query, make, tab }: { query: string; make: string; tab: VehicleTab }) {
  const q = query.trim().toLowerCase();
  return vehicles.filter(
    (v) =>
      (!q || `${v.manufacturer} ${v.model}`.toLowerCase().includes(q)) &&
      (!make || v.manufacturer === make) &&
      (tab === 'all' ||
        (tab === 'taxi' && v.suitableTaxi) ||
        (tab === 'hackney' && v.suitableHackney) ||
        (tab === 'limousine' && v.suitableLimousine)),
  );
}

export function manufacturers(vehicles: readonly ApprovedVehicle[]): string[] {
  return [...new Set(vehicles.map((v) => v.manufacturer))].sort((a, b) => a.localeCompare(b));
}
