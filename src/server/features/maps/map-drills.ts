import { ONE_WAY_DIRECTIONS, PLACE_GROUPS, describeFrom, distanceKm, gridSquare, GRID_COLUMNS, GRID_SIZE, placeGroup, type GridBounds, type LatLng, type OneWayDirection } from '#shared/places.ts';
import { MAP_DRILL_LENGTH, OPTION_KEYS, type MapDrillKind, type MapDrillMode, type MapDrillView, type OptionKey, type StoredMapDrill } from '#shared/schemas/places.ts';
import type { Random } from '../../lib/seeded-random.ts';
import type { CompiledPlace } from '../../course/types.ts';

/**
 * Map drills (issue 34 §3–§4), pure: "Tap Beaumont Hospital", "What is here?", "Which is nearest
 * to Heuston?", "Which way does traffic run on …?", and map reading (grid squares, the scale bar,
 * the legend). A drill is generated once, stored with its answer, and marked against what was
 * stored, so a change to the places never changes a drill a learner has already seen.
 */

type Marker = MapDrillView['markers'][number];
type Option = MapDrillView['options'][number];
export type { StoredMapDrill };

export interface DrillPlaces {
  /** Every place of the county's map, outside ones included. */
  all: readonly CompiledPlace[];
  /** What the learner asked to drill (one legend group, or all). */
  pool: readonly CompiledPlace[];
  /** Where a marker is described from in words: the county town. */
  origin: CompiledPlace;
  /** The county's own places' extent: the map-reading grid. */
  bounds: GridBounds;
}

/** Markers closer than this would sit on top of each other on a phone at the county's zoom. */
const MIN_APART_KM = 0.4;
/** "Nearest" must be clear: the runner-up at least this much further away. */
const NEAREST_MARGIN = 1.3;

const marker = (p: LatLng, label: string, colour: string | null = null): Marker => ({ lat: p.lat, lng: p.lng, label, colour });
const teach = (p: CompiledPlace) => `${p.name}: ${p.address}. ${p.about}`;
const group = (p: CompiledPlace) => placeGroup(p.kind).key;

/** Puts the right answer among the others in a random order, keyed a–d. */
function keyed(random: Random, right: Omit<Option, 'key'>, wrong: readonly Omit<Option, 'key'>[]): { options: Option[]; answer: OptionKey } {
  const order = random.shuffle([right, ...wrong]);
  const options = order.map((o, i) => ({ ...o, key: OPTION_KEYS[i] as OptionKey }));
  const answer = options[order.indexOf(right)]?.key;
  if (!answer) throw new RangeError('no answer among the options');
  return { options, answer };
}

/** Three others of the same legend group, apart from the target and from each other. */
function sameGroupOthers(random: Random, target: CompiledPlace, all: readonly CompiledPlace[], distinctNames = true): CompiledPlace[] | null {
  const chosen: CompiledPlace[] = [];
  for (const p of random.shuffle(all.filter((q) => q.id !== target.id && group(q) === group(target)))) {
    const apart = [target, ...chosen].every((c) => distanceKm(c, p) >= MIN_APART_KM);
    const named = !distinctNames || [target, ...chosen].every((c) => c.name.toLowerCase() !== p.name.toLowerCase());
    if (apart && named) chosen.push(p);
    if (chosen.length === 3) return chosen;
  }
  return null;
}

function tap(random: Random, places: DrillPlaces, target: CompiledPlace): StoredMapDrill | null {
  const others = sameGroupOthers(random, target, places.all);
  if (!others) return null;
  const letters = ['A', 'B', 'C', 'D'];
  const order = random.shuffle([target, ...others]);
  const options = order.map((p, i) => ({ key: OPTION_KEYS[i] as OptionKey, label: `Marker ${letters[i]}: ${describeFrom(places.origin, p)}`, point: { lat: p.lat, lng: p.lng } }));
  return {
    kind: 'tap',
    prompt: `Tap ${target.name}`,
    markers: order.map((p, i) => marker(p, letters[i] ?? '?')),
    options,
    grid: null,
    answer: OPTION_KEYS[order.indexOf(target)] as OptionKey,
    explanation: teach(target),
    reveal: marker(target, target.name),
    placeId: target.id,
  };
}

function identify(random: Random, places: DrillPlaces, target: CompiledPlace): StoredMapDrill | null {
  const others = sameGroupOthers(random, target, places.all);
  if (!others) return null;
  const { options, answer } = keyed(random, { label: target.name, point: null }, others.map((p) => ({ label: p.name, point: null })));
  return { kind: 'identify', prompt: 'What is here?', markers: [marker(target, '?')], options, grid: null, answer, explanation: teach(target), reveal: marker(target, target.name), placeId: target.id };
}

const km = (d: number) => (d < 10 ? `${d.toFixed(1)} km` : `${Math.round(d)} km`);

function nearest(random: Random, places: DrillPlaces, anchor: CompiledPlace): StoredMapDrill | null {
  for (const g of random.shuffle(PLACE_GROUPS.filter((x) => x.key !== 'towns'))) {
    const candidates = places.all
      .filter((p) => p.id !== anchor.id && group(p) === g.key && !p.outside)
      .map((p) => ({ p, d: distanceKm(anchor, p) }))
      .sort((a, b) => a.d - b.d);
    const [first, second] = candidates;
    if (!first || !second || candidates.length < 4 || second.d < first.d * NEAREST_MARGIN) continue;
    const rest = random.shuffle(candidates.slice(1)).slice(0, 3);
    const names = new Set([first, ...rest].map((c) => c.p.name.toLowerCase()));
    if (names.size < 4) continue;
    const { options, answer } = keyed(random, { label: first.p.name, point: null }, rest.map((c) => ({ label: c.p.name, point: null })));
    return {
      kind: 'nearest',
      prompt: `Which of these is nearest to ${anchor.name}?`,
      markers: [marker(anchor, anchor.name)],
      options,
      grid: null,
      answer,
      explanation: `${first.p.name} is about ${km(first.d)} from ${anchor.name} in a straight line; the next nearest here, ${second.p.name}, is about ${km(second.d)}. ${teach(first.p)}`,
      reveal: marker(first.p, first.p.name),
      placeId: first.p.id,
    };
  }
  return null;
}

const OPPOSITE: Record<OneWayDirection, OneWayDirection> = { northbound: 'southbound', southbound: 'northbound', eastbound: 'westbound', westbound: 'eastbound' };

function oneWay(random: Random, _places: DrillPlaces, street: CompiledPlace): StoredMapDrill | null {
  if (!street.oneWay) return null;
  const direction = street.oneWay;
  const across = random.pick(ONE_WAY_DIRECTIONS.filter((d) => d !== direction && d !== OPPOSITE[direction]));
  const label = (d: OneWayDirection) => `One-way, ${d}`;
  const { options, answer } = keyed(random, { label: label(direction), point: null }, [{ label: label(OPPOSITE[direction]), point: null }, { label: label(across), point: null }, { label: 'Two-way', point: null }]);
  return { kind: 'oneway', prompt: `Which way does traffic run on ${street.name}?`, markers: [marker(street, street.name)], options, grid: null, answer, explanation: teach(street), reveal: null, placeId: street.id };
}

function grid(random: Random, places: DrillPlaces, target: CompiledPlace): StoredMapDrill | null {
  if (target.outside) return null;
  const square = gridSquare(places.bounds, target);
  const col = GRID_COLUMNS.indexOf(square[0] as (typeof GRID_COLUMNS)[number]);
  const row = Number(square.slice(1)) - 1;
  const near = [
    [col - 1, row],
    [col + 1, row],
    [col, row - 1],
    [col, row + 1],
    [col - 1, row - 1],
    [col + 1, row + 1],
    [col + 1, row - 1],
    [col - 1, row + 1],
  ]
    .filter(([c, r]) => c !== undefined && r !== undefined && c >= 0 && c < GRID_SIZE && r >= 0 && r < GRID_SIZE)
    .map(([c, r]) => `${GRID_COLUMNS[c as number]}${(r as number) + 1}`);
  const wrong = random.shuffle(near).slice(0, 3);
  if (wrong.length < 3) return null;
  const { options, answer } = keyed(random, { label: square, point: null }, wrong.map((s) => ({ label: s, point: null })));
  return {
    kind: 'grid',
    prompt: `In which grid square is ${target.name}?`,
    markers: [marker(target, target.name)],
    options,
    grid: places.bounds,
    answer,
    explanation: `${target.name} is in square ${square}: column ${square[0]} (the letters run west to east along the top) and row ${square.slice(1)} (the numbers run north to south down the side). Give the letter first, then the number.`,
    reveal: null,
    placeId: null,
  };
}

function distance(random: Random, places: DrillPlaces, from: CompiledPlace): StoredMapDrill | null {
  const to = random.shuffle(places.all.filter((p) => !p.outside && p.id !== from.id)).find((p) => {
    const d = distanceKm(from, p);
    return d >= 1 && d <= 80;
  });
  if (!to || from.outside) return null;
  const d = distanceKm(from, to);
  const labels = [d, d / 2, d * 2, d * 3].map((x) => `About ${km(x)}`);
  if (new Set(labels).size < 4) return null;
  const [right, ...wrong] = labels as [string, ...string[]];
  const { options, answer } = keyed(random, { label: right, point: null }, wrong.map((label) => ({ label, point: null })));
  return {
    kind: 'distance',
    prompt: `Using the scale bar, about how far is ${to.name} from ${from.name} in a straight line?`,
    markers: [marker(from, from.name), marker(to, to.name)],
    options,
    grid: null,
    answer,
    explanation: `About ${km(d)} as the crow flies: lay the scale bar along the line between them, or count how many scale-bar lengths fit. The road distance is always longer, and the meter charges by the road, not the straight line.`,
    reveal: null,
    placeId: null,
  };
}

function legend(random: Random, places: DrillPlaces): StoredMapDrill | null {
  const present = PLACE_GROUPS.filter((g) => places.all.some((p) => group(p) === g.key));
  if (present.length < 4) return null;
  const g = random.pick(present);
  const shown = random.shuffle(places.all.filter((p) => group(p) === g.key && !p.outside)).slice(0, 3);
  if (shown.length === 0) return null;
  const wrong = random.shuffle(present.filter((x) => x.key !== g.key)).slice(0, 3);
  const { options, answer } = keyed(random, { label: g.label, point: null }, wrong.map((x) => ({ label: x.label, point: null })));
  return {
    kind: 'legend',
    prompt: `On this map, what does a ${g.colourName} marker stand for?`,
    markers: shown.map((p) => marker(p, '?', g.colour)),
    options,
    grid: null,
    answer,
    explanation: `The legend (the key beside the map) says ${g.colourName} marks ${g.label.toLowerCase()}. Every map has its own legend: read it before the map itself.`,
    reveal: null,
    placeId: null,
  };
}

type Generator = (random: Random, places: DrillPlaces, subject: CompiledPlace) => StoredMapDrill | null;
const GENERATORS: Record<Exclude<MapDrillKind, 'legend'>, Generator> = { tap, identify, nearest, oneway: oneWay, grid, distance };

/** One drill of a kind, trying subjects from the pool until one works; null when none can. */
export function generateMapDrill(kind: MapDrillKind, random: Random, places: DrillPlaces, avoid: ReadonlySet<string> = new Set()): StoredMapDrill | null {
  if (kind === 'legend') return legend(random, places);
  const subjects = kind === 'oneway' ? places.pool.filter((p) => p.oneWay) : kind === 'nearest' || kind === 'distance' ? places.all : places.pool;
  for (const subject of random.shuffle(subjects.filter((p) => !avoid.has(p.id))).slice(0, 40)) {
    const drill = GENERATORS[kind](random, places, subject);
    // "Nearest" keys another place than its subject: that one must be new to the session too.
    if (drill && !(drill.placeId && avoid.has(drill.placeId))) return drill;
  }
  return null;
}

/** What a session of the mode asks, in order (places drills use the one-way drill when the pool has one-way streets). */
export function sessionKinds(random: Random, mode: MapDrillMode, places: DrillPlaces): MapDrillKind[] {
  if (mode === 'reading') return random.shuffle<MapDrillKind>(['grid', 'grid', 'distance', 'distance', 'legend']);
  const kinds: MapDrillKind[] = ['tap', 'identify', 'nearest', 'tap', 'identify'];
  if (places.pool.some((p) => p.oneWay)) kinds[4] = 'oneway';
  return random.shuffle(kinds);
}

/** A session of five; fewer only when the county's places cannot make five (never with the content check's minimums). */
export function planMapSession(random: Random, mode: MapDrillMode, places: DrillPlaces): StoredMapDrill[] {
  const drills: StoredMapDrill[] = [];
  const used = new Set<string>();
  const fallbacks: MapDrillKind[] = mode === 'reading' ? ['grid', 'distance'] : ['identify', 'tap', 'nearest'];
  for (const kind of sessionKinds(random, mode, places)) {
    const drill = [kind, ...fallbacks].reduce<StoredMapDrill | null>((found, k) => found ?? generateMapDrill(k, random, places, used), null);
    if (!drill) continue;
    if (drill.placeId) used.add(drill.placeId);
    drills.push(drill);
  }
  return drills.slice(0, MAP_DRILL_LENGTH);
}

/** The places a session draws on: a legend group or all, the county town as origin, the county's extent. */
export function drillPlaces(all: readonly CompiledPlace[], groupKey?: string): DrillPlaces {
  const own = all.filter((p) => !p.outside);
  const origin = own.find((p) => p.kind === 'town') ?? own[0] ?? all[0];
  if (!origin) throw new RangeError('a county without places');
  return { all, pool: groupKey ? all.filter((p) => group(p) === groupKey) : all.filter((p) => p.kind !== 'town'), origin, bounds: extent(own.length > 0 ? own : all) };
}

/** The bounding box of some places with a 5 % margin, never thinner than about 2 km. */
export function extent(points: readonly LatLng[]): GridBounds {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const padLat = Math.max((north - south) * 0.05, 0.01);
  const padLng = Math.max((east - west) * 0.05, 0.015);
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  return { south: round(south - padLat), north: round(north + padLat), west: round(west - padLng), east: round(east + padLng) };
}

/** The drill as the learner may see it: the answer only once it is marked. */
export function drillView(position: number, drill: StoredMapDrill, mark: { given: OptionKey; correct: boolean } | null): MapDrillView {
  return {
    position,
    kind: drill.kind,
    prompt: drill.prompt,
    markers: drill.markers,
    options: drill.options,
    grid: drill.grid,
    mark: mark ? { correct: mark.correct, given: mark.given, answer: drill.answer, explanation: drill.explanation, reveal: drill.reveal } : null,
  };
}
