/**
 * The places of the Area Knowledge maps (issue 34, DESIGN.md §17): what kinds there are, how the
 * map groups them for its legend and filters, and the distances the drills and checks need.
 */
export const PLACE_KINDS = [
  'hospital-ed',
  'hospital',
  'injury-unit',
  'rail-station',
  'luas-stop',
  'bus-station',
  'airport',
  'port',
  'junction',
  'venue',
  'attraction',
  'college',
  'street',
  'destination',
  'town',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  'hospital-ed': 'Hospital with a 24-hour emergency department',
  hospital: 'Hospital (no emergency department)',
  'injury-unit': 'Hospital with an injury unit (not an emergency department)',
  'rail-station': 'Railway or DART station',
  'luas-stop': 'Luas stop',
  'bus-station': 'Bus station',
  airport: 'Airport',
  port: 'Port or ferry terminal',
  junction: 'Motorway or national road junction',
  venue: 'Sports, theatre or music venue',
  attraction: 'Tourist attraction',
  college: 'College or university',
  street: 'Street, quay or bridge',
  destination: 'Other frequent destination',
  town: 'Town or district',
};

/** The legend's groups, each with its own marker colour (AA contrast on white and on the plain background). */
export const PLACE_GROUPS = [
  { key: 'hospitals', label: 'Hospitals', colour: '#b91c1c', colourName: 'red', kinds: ['hospital-ed', 'hospital', 'injury-unit'] },
  { key: 'transport', label: 'Stations, airports and ports', colour: '#1d4ed8', colourName: 'blue', kinds: ['rail-station', 'luas-stop', 'bus-station', 'airport', 'port'] },
  { key: 'roads', label: 'Motorway junctions', colour: '#a16207', colourName: 'brown', kinds: ['junction'] },
  { key: 'venues', label: 'Venues', colour: '#7e22ce', colourName: 'purple', kinds: ['venue'] },
  { key: 'attractions', label: 'Attractions', colour: '#047857', colourName: 'green', kinds: ['attraction'] },
  { key: 'streets', label: 'Streets, quays and bridges', colour: '#c2410c', colourName: 'orange', kinds: ['street'] },
  { key: 'destinations', label: 'Colleges and other destinations', colour: '#0e7490', colourName: 'teal', kinds: ['college', 'destination'] },
  { key: 'towns', label: 'Towns', colour: '#1e293b', colourName: 'black', kinds: ['town'] },
] as const satisfies readonly { key: string; label: string; colour: string; colourName: string; kinds: readonly PlaceKind[] }[];
export type PlaceGroupKey = (typeof PLACE_GROUPS)[number]['key'];

export function placeGroup(kind: PlaceKind): (typeof PLACE_GROUPS)[number] {
  const group = PLACE_GROUPS.find((g) => (g.kinds as readonly PlaceKind[]).includes(kind));
  if (!group) throw new RangeError(`no group for ${kind}`);
  return group;
}

/** The one-way directions a street's place may state, and "two-way" as a drill's distractor. */
export const ONE_WAY_DIRECTIONS = ['northbound', 'southbound', 'eastbound', 'westbound'] as const;
export type OneWayDirection = (typeof ONE_WAY_DIRECTIONS)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;

/** "north-east": the compass point of `to` seen from `from`, for describing a marker in words. */
export function compassFrom(from: LatLng, to: LatLng): (typeof COMPASS)[number] {
  const y = Math.sin(rad(to.lng - from.lng)) * Math.cos(rad(to.lat));
  const x = Math.cos(rad(from.lat)) * Math.sin(rad(to.lat)) - Math.sin(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.cos(rad(to.lng - from.lng));
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(bearing / 45) % 8] ?? 'north';
}

/** "2.4 km north-east of Eyre Square" (under 1 km in metres): a marker in words, for the list alternative. */
export function describeFrom(origin: LatLng & { name: string }, point: LatLng): string {
  const km = distanceKm(origin, point);
  if (km < 0.05) return `at ${origin.name}`;
  const far = km < 1 ? `${Math.round(km * 10) * 100} m` : `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
  return `${far} ${compassFrom(origin, point)} of ${origin.name}`;
}

/** Ireland (the island) with a margin: a place outside it is a data error. */
export const IRELAND_BOUNDS = { south: 51.3, north: 55.45, west: -10.7, east: -5.4 } as const;

export const insideIreland = (p: LatLng) => p.lat >= IRELAND_BOUNDS.south && p.lat <= IRELAND_BOUNDS.north && p.lng >= IRELAND_BOUNDS.west && p.lng <= IRELAND_BOUNDS.east;

/** The 5 × 5 grid the map-reading drills use: columns A–E west to east, rows 1–5 north to south. */
export interface GridBounds {
  south: number;
  north: number;
  west: number;
  east: number;
}
export const GRID_SIZE = 5;
export const GRID_COLUMNS = ['A', 'B', 'C', 'D', 'E'] as const;

export function gridSquare(bounds: GridBounds, p: LatLng): string {
  const col = Math.min(GRID_SIZE - 1, Math.max(0, Math.floor(((p.lng - bounds.west) / (bounds.east - bounds.west)) * GRID_SIZE)));
  const row = Math.min(GRID_SIZE - 1, Math.max(0, Math.floor(((bounds.north - p.lat) / (bounds.north - bounds.south)) * GRID_SIZE)));
  return `${GRID_COLUMNS[col]}${row + 1}`;
}
