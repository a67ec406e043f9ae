export const VEHICLE_TYPES = [
  { id: 'taxi', name: 'Taxi' },
  { id: 'wheelchair_accessible_taxi', name: 'Wheelchair Accessible Taxi' },
  { id: 'hackney', name: 'Hackney' },
  { id: 'wheelchair_accessible_hackney', name: 'Wheelchair Accessible Hackney' },
  { id: 'local_area_hackney', name: 'Local Area Hackney' },
  { id: 'limousine', name: 'Limousine' },
] as const;

export type VehicleType = (typeof VEHICLE_TYPES)[number]['id'];

export const VEHICLE_TYPE_IDS = VEHICLE_TYPES.map((v) => v.id) as [VehicleType, ...VehicleType[]];

export const DEFAULT_VEHICLE_TYPE: VehicleType = 'taxi';

/** One line about each licence category, for the settings screen. */
// Stryker disable next-line all: display copy, not logic; mutating its sentences tests nothing
export const VEHICLE_TYPE_DESCRIPTIONS: Record<VehicleType, string> = {
  taxi: 'Taxis may stand at ranks and be hailed on the street as well as take bookings. They carry a roof sign and a taximeter that charges the national maximum fare.',
  wheelchair_accessible_taxi: 'A taxi built or converted to carry a passenger seated in their wheelchair, with a ramp or lift and approved restraints, as well as other passengers.',
  hackney: 'Hackneys take pre-booked work only: they cannot stand at ranks or be hailed. The fare is agreed in advance and there is no taximeter.',
  wheelchair_accessible_hackney: 'A pre-booked hackney built or converted to carry a passenger seated in their wheelchair, with a ramp or lift and approved restraints.',
  local_area_hackney: 'A hackney licensed for an isolated rural area without enough public transport or taxis, where the local authority has found a need.',
  limousine: 'Limousines take pre-booked work for weddings, events and executive travel, usually for a minimum booking time agreed in advance.',
};

export function isVehicleType(value: unknown): value is VehicleType {
  return typeof value === 'string' && (VEHICLE_TYPE_IDS as readonly string[]).includes(value);
}

/**
 * Local area hackney driver applicants do not sit the SPSV Entry Test (NTA driver licence page;
 * manual ed. 8, appendix B), so their course has none of its machinery: no test date, readiness,
 * simulator or sittings tracker (issue 32 §4).
 */
export function sitsEntryTest(type: VehicleType): boolean {
  return type !== 'local_area_hackney';
}

export function vehicleTypeName(id: VehicleType): string {
  return VEHICLE_TYPES.find((v) => v.id === id)?.name ?? id;
}

/** Keys of vehicle-specific blocks in module content (spec §3). */
export const CONTENT_VEHICLE_KEYS = [
  'taxi',
  'limousine',
  'hackney',
  'wheelchair_accessible',
  'wheelchair_accessible_taxi',
] as const;
export type ContentVehicleKey = (typeof CONTENT_VEHICLE_KEYS)[number];

/**
 * Which content block a learner sees, most specific first. The spec's content keys do not
 * cover every vehicle type, so the closest block stands in (content/README.md).
 */
export const CONTENT_KEY_FALLBACKS: Record<VehicleType, readonly ContentVehicleKey[]> = {
  taxi: ['taxi'],
  wheelchair_accessible_taxi: ['wheelchair_accessible_taxi', 'wheelchair_accessible', 'taxi'],
  hackney: ['hackney'],
  wheelchair_accessible_hackney: ['wheelchair_accessible', 'hackney'],
  local_area_hackney: ['hackney'],
  limousine: ['limousine'],
};

export function contentKeyFor(
  type: VehicleType,
  available: readonly string[],
): ContentVehicleKey | undefined {
  return CONTENT_KEY_FALLBACKS[type].find((key) => available.includes(key));
}
