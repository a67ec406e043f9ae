import { z } from 'zod';
import { ONE_WAY_DIRECTIONS, PLACE_GROUPS, PLACE_KINDS } from '../places.ts';
import { COUNTIES } from '../practice-tests.ts';

/**
 * The study map and its drills (issue 34): a county's places (paid), and map drills generated
 * and marked on the server, five at a time. A drill carries no answer until it is marked.
 */

/** One place as content/data/places/<county>.yaml holds it. */
export const placeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case, e.g. beaumont-hospital'),
  name: z.string().trim().min(2),
  /** Other exact names the county's questions use ("the Mater", "Heuston"). */
  aliases: z.array(z.string().trim().min(2)).optional(),
  kind: z.enum(PLACE_KINDS, { error: (i) => `unknown kind "${String(i.input)}" (one of ${PLACE_KINDS.join(', ')})` }),
  address: z.string().trim().min(3),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** What the course says about it, in a driver's words. */
  about: z.string().trim().min(20, 'about: one or two sentences a driver needs'),
  /** A place in another county that serves this one (the emergency department a county without one uses). */
  outside: z.boolean().optional(),
  /** Streets only, and only where the source states it: the direction of one-way traffic. */
  oneWay: z.enum(ONE_WAY_DIRECTIONS).optional(),
  source: z.string().trim().min(8, 'source missing'),
  verified: z.iso.date('verified must be an ISO date (YYYY-MM-DD)'),
});
export type PlaceData = z.infer<typeof placeSchema>;

export const placesFileSchema = z.strictObject({ county: z.enum(COUNTIES), places: z.array(placeSchema).min(1) });

export const countyQuery = z.object({ county: z.enum(COUNTIES, { error: 'county must be one of the 26 counties' }) });

export const mapPlace = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  about: z.string(),
  outside: z.boolean(),
  oneWay: z.enum(ONE_WAY_DIRECTIONS).nullable(),
  source: z.string(),
  verified: z.string(),
});
export type MapPlace = z.infer<typeof mapPlace>;

export const bounds = z.object({ south: z.number(), north: z.number(), west: z.number(), east: z.number() });

export const placesResponse = z.object({
  county: z.enum(COUNTIES),
  tiles: z.object({ url: z.string(), attribution: z.string() }),
  /** The county's own places (not those outside it): what the map opens on and the grid covers. */
  bounds,
  places: z.array(mapPlace),
});
export type PlacesResponse = z.infer<typeof placesResponse>;

export const MAP_DRILL_LENGTH = 5;
export const MAP_DRILL_KINDS = ['tap', 'identify', 'nearest', 'oneway', 'grid', 'distance', 'legend'] as const;
export type MapDrillKind = (typeof MAP_DRILL_KINDS)[number];
/** Drills on the places, or map reading (grid references, scale and legend, manual ed. 8 §6.3). */
export const MAP_DRILL_MODES = ['places', 'reading'] as const;
export type MapDrillMode = (typeof MAP_DRILL_MODES)[number];
export const OPTION_KEYS = ['a', 'b', 'c', 'd'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];
const groupKeys = PLACE_GROUPS.map((g) => g.key) as [string, ...string[]];

export const startMapDrillSchema = z.object({
  county: z.enum(COUNTIES, { error: 'county must be one of the 26 counties' }),
  mode: z.enum(MAP_DRILL_MODES, { error: 'mode must be places or reading' }).default('places'),
  /** Only places of one legend group ("hospitals"); places drills only. */
  group: z.enum(groupKeys, { error: `group must be one of ${groupKeys.join(', ')}` }).optional(),
});

export const mapDrillParams = z.object({ id: z.uuid({ error: 'id must be a drill id' }) });
export const mapDrillAnswerParams = mapDrillParams.extend({
  position: z.coerce
    .number({ error: 'position must be a number' })
    .int('position must be a whole number')
    .min(0, `position must be 0 to ${MAP_DRILL_LENGTH - 1}`)
    .max(MAP_DRILL_LENGTH - 1, `position must be 0 to ${MAP_DRILL_LENGTH - 1}`),
});
export const mapDrillAnswerSchema = z.object({ option: z.enum(OPTION_KEYS, { error: 'option must be a, b, c or d' }) });

/** A point the drill shows: a named place, or an unnamed "?" marker. */
export const drillMarker = z.object({ lat: z.number(), lng: z.number(), label: z.string(), colour: z.string().nullable() });

export const mapDrillOption = z.object({
  key: z.enum(OPTION_KEYS),
  /** "Marker B: 2.4 km north-east of Eyre Square" for a tap drill, a name or an answer otherwise. */
  label: z.string(),
  /** Tap drills: where the option's marker is. */
  point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});

export const mapDrillMark = z.object({
  correct: z.boolean(),
  given: z.enum(OPTION_KEYS),
  answer: z.enum(OPTION_KEYS),
  /** Why, in a driver's words: where the place is and what it is beside. */
  explanation: z.string(),
  /** The place the drill was about, now named on the map. */
  reveal: drillMarker.nullable(),
});

export const mapDrill = z.object({
  position: z.number(),
  kind: z.enum(MAP_DRILL_KINDS),
  prompt: z.string(),
  markers: z.array(drillMarker),
  options: z.array(mapDrillOption),
  /** Map reading: the lettered and numbered grid over the map. */
  grid: bounds.nullable(),
  mark: mapDrillMark.nullable(),
});
export type MapDrillView = z.infer<typeof mapDrill>;

export const mapDrillSessionResponse = z.object({
  id: z.string(),
  county: z.enum(COUNTIES),
  mode: z.enum(MAP_DRILL_MODES),
  drills: z.array(mapDrill),
  answered: z.number(),
  right: z.number(),
  total: z.number(),
});
export type MapDrillSession = z.infer<typeof mapDrillSessionResponse>;

export const mapDrillAnswerResponse = mapDrillMark.extend({ answered: z.number(), right: z.number(), total: z.number() });

/** A drill as stored: what the learner sees, and what only the server knows until it is marked. */
export interface StoredMapDrill {
  kind: MapDrillKind;
  prompt: string;
  markers: MapDrillView['markers'][number][];
  options: MapDrillView['options'];
  grid: z.infer<typeof bounds> | null;
  answer: OptionKey;
  explanation: string;
  reveal: MapDrillView['markers'][number] | null;
  /** The place asked about: its linked questions are what the answer counts toward. */
  placeId: string | null;
}

