import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { AreaCategory } from '#shared/area-categories.ts';
import { distanceKm, insideIreland, type LatLng, type PlaceKind } from '#shared/places.ts';
import { CITY_COUNTIES, COUNTIES, countySlug, type CountySlug } from '#shared/practice-tests.ts';
import { placesFileSchema, type PlaceData } from '#shared/schemas/places.ts';
import type { CompiledPlace } from '../course/types.ts';
import { WEAK_PLACE_SOURCE } from './area-check.ts';

/**
 * Issue 34: the places of each county's study map, in content/data/places/<county>.yaml, checked
 * here: inside Ireland and near their county, sourced and dated, enough of them, and every kind of
 * place the county's questions ask about on the map. Pure but for reading the files.
 */

export const MIN_DUBLIN_PLACES = 80;
export const MIN_CITY_PLACES = 30;
export const MIN_COUNTY_PLACES = 15;
export const MIN_TOWNS = 3;

/**
 * A sanity bound, not a map: each county's centre (roughly its county town or city) and how far
 * from it a place of the county can be, the county's reach with a margin, so a swapped or
 * mistyped coordinate fails the check. A place outside the county (the hospital serving a
 * county without an emergency department) may be 60 km further.
 */
export const COUNTY_CENTRES: Record<CountySlug, LatLng & { reachKm: number }> = {
  dublin: { lat: 53.3498, lng: -6.2603, reachKm: 45 },
  carlow: { lat: 52.8365, lng: -6.9341, reachKm: 45 },
  cavan: { lat: 53.9908, lng: -7.3606, reachKm: 65 },
  clare: { lat: 52.8436, lng: -8.9864, reachKm: 80 },
  cork: { lat: 51.8985, lng: -8.4756, reachKm: 135 },
  donegal: { lat: 54.8336, lng: -7.4772, reachKm: 110 },
  galway: { lat: 53.2707, lng: -9.0568, reachKm: 105 },
  kerry: { lat: 52.2713, lng: -9.6999, reachKm: 90 },
  kildare: { lat: 53.2159, lng: -6.6669, reachKm: 55 },
  kilkenny: { lat: 52.6541, lng: -7.2448, reachKm: 55 },
  laois: { lat: 53.0344, lng: -7.2998, reachKm: 50 },
  leitrim: { lat: 53.9462, lng: -8.0958, reachKm: 70 },
  limerick: { lat: 52.6638, lng: -8.6267, reachKm: 70 },
  longford: { lat: 53.7276, lng: -7.7982, reachKm: 45 },
  louth: { lat: 54.0037, lng: -6.4046, reachKm: 50 },
  mayo: { lat: 53.8557, lng: -9.2988, reachKm: 95 },
  meath: { lat: 53.6528, lng: -6.6814, reachKm: 60 },
  monaghan: { lat: 54.2492, lng: -6.9683, reachKm: 55 },
  offaly: { lat: 53.2739, lng: -7.4889, reachKm: 65 },
  roscommon: { lat: 53.6276, lng: -8.1893, reachKm: 70 },
  sligo: { lat: 54.2697, lng: -8.4694, reachKm: 60 },
  tipperary: { lat: 52.3559, lng: -7.7041, reachKm: 110 },
  waterford: { lat: 52.2593, lng: -7.1101, reachKm: 80 },
  westmeath: { lat: 53.5259, lng: -7.3381, reachKm: 50 },
  wexford: { lat: 52.3369, lng: -6.4633, reachKm: 70 },
  wicklow: { lat: 52.9808, lng: -6.0446, reachKm: 60 },
};
export const OUTSIDE_MARGIN_KM = 60;

/**
 * Which kinds of place on the map answer each question category (issue 34 §1: no question about
 * a kind of place the map lacks). Roads are lines the tiles draw, not places: a county's
 * motorway questions need no junction marker (Dublin's M50 junctions are on its map anyway).
 */
export const CATEGORY_KINDS: Partial<Record<AreaCategory, readonly PlaceKind[]>> = {
  hubs: ['rail-station', 'luas-stop', 'bus-station', 'airport', 'port'],
  hospitals: ['hospital-ed', 'hospital', 'injury-unit'],
  venues: ['venue'],
  attractions: ['attraction'],
  streets: ['street'],
  towns: ['town'],
};

/** A kind of place the county's questions ask about this often must be on its map (one stray question need not be). */
export const MIN_ASKED_FOR_KIND = 3;

export function minPlaces(slug: CountySlug): number {
  if (slug === 'dublin') return MIN_DUBLIN_PLACES;
  return CITY_COUNTIES.map(countySlug).includes(slug) ? MIN_CITY_PLACES : MIN_COUNTY_PLACES;
}

export interface PlaceQuestion {
  id: string;
  text: string;
  options: readonly string[];
  answer: number;
  category?: AreaCategory | undefined;
}

const squash = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9']+/g, ' ')
    .trim();

/** Whether a name occurs in a text as whole words ("Heuston" in "…from Heuston to…"). */
function mentions(text: string, name: string): boolean {
  const n = squash(name);
  return n.length >= 4 && ` ${squash(text)} `.includes(` ${n} `);
}

/** A map drill's answer counts toward at most this many questions: one tap is not a whole topic's evidence. */
export const MAX_LINKED_QUESTIONS = 3;

/**
 * The county questions about a place: those whose key names it (or an alias) first, then those
 * whose stem does, at most three. A map drill on the place then counts as evidence on them, in
 * review and readiness. Towns link to none: a town's name is in half the county's stems.
 */
export function questionsAbout(place: Pick<PlaceData, 'name' | 'aliases' | 'kind'>, questions: readonly PlaceQuestion[]): string[] {
  if (place.kind === 'town') return [];
  const names = [place.name, ...(place.aliases ?? [])];
  const keyed = questions.filter((q) => names.some((n) => mentions(q.options[q.answer] ?? '', n)));
  const asked = questions.filter((q) => !keyed.includes(q) && names.some((n) => mentions(q.text, n)));
  return [...keyed, ...asked].slice(0, MAX_LINKED_QUESTIONS).map((q) => q.id);
}

/** One county's places against the rules; `file` names it in messages. */
export function placeProblems(slug: CountySlug, places: readonly PlaceData[], questions: readonly PlaceQuestion[], today: string, file = `data/places/${slug}.yaml`): string[] {
  const problems: string[] = [];
  const centre = COUNTY_CENTRES[slug];
  const ids = new Set<string>();
  for (const p of places) {
    const where = `${file}: ${p.id}`;
    if (ids.has(p.id)) problems.push(`${where}: duplicate id`);
    ids.add(p.id);
    if (!insideIreland(p)) problems.push(`${where}: ${p.lat}, ${p.lng} is not in Ireland (is the longitude's sign right? west is negative)`);
    else {
      const km = distanceKm(centre, p);
      const reach = centre.reachKm + (p.outside ? OUTSIDE_MARGIN_KM : 0);
      if (km > reach) problems.push(`${where}: ${Math.round(km)} km from the county's centre, at most ${reach} km${p.outside ? '' : ' (a place in another county that serves this one needs outside: true)'}`);
    }
    if (WEAK_PLACE_SOURCE.test(p.source)) problems.push(`${where}: source "${p.source}" is a general guide or mirror: cite the place's own site, the HSE, Irish Rail, TII or its Wikipedia article`);
    if (p.verified < '2025-01-01' || p.verified > today) problems.push(`${where}: verified ${p.verified} must be a day from 2025-01-01 to today`);
    if (p.oneWay && p.kind !== 'street') problems.push(`${where}: oneWay belongs on a street`);
  }
  const own = places.filter((p) => !p.outside);
  const needed = minPlaces(slug);
  if (own.length < needed) problems.push(`${file}: ${own.length} places in the county, at least ${needed} needed`);
  const towns = own.filter((p) => p.kind === 'town').length;
  if (towns < MIN_TOWNS) problems.push(`${file}: ${towns} towns, at least ${MIN_TOWNS} needed (the map draws them when no tiles load)`);
  if (!places.some((p) => p.kind === 'hospital-ed')) problems.push(`${file}: no hospital with an emergency department (add the one serving the county, with outside: true when it is in another county)`);
  const kinds = new Set(places.map((p) => p.kind));
  for (const [category, wanted] of Object.entries(CATEGORY_KINDS) as [AreaCategory, readonly PlaceKind[]][]) {
    const asked = questions.filter((q) => q.category === category).length;
    if (asked >= MIN_ASKED_FOR_KIND && !wanted.some((k) => kinds.has(k))) problems.push(`${file}: the county's questions ask about ${category} (${asked}) but the map has no ${wanted.join(' or ')}`);
  }
  return problems;
}

export interface LoadedPlaces {
  places: Partial<Record<CountySlug, CompiledPlace[]>>;
  errors: string[];
}

/** Every county's places file, checked, with the questions each place is linked to. */
export function loadPlaces(dir: string, questionsOf: (slug: CountySlug) => readonly PlaceQuestion[], today = new Date().toISOString().slice(0, 10)): LoadedPlaces {
  const errors: string[] = [];
  const places: LoadedPlaces['places'] = {};
  const known = new Set(COUNTIES.map(countySlug) as string[]);
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    if (!file.endsWith('.yaml') || !known.has(file.replace(/\.yaml$/, ''))) errors.push(`data/places/${file}: not a county's places file (data/places/<county>.yaml)`);
  }
  for (const county of COUNTIES) {
    const slug = countySlug(county);
    const file = path.join(dir, `${slug}.yaml`);
    const rel = `data/places/${slug}.yaml`;
    if (!fs.existsSync(file)) {
      errors.push(`${rel}: missing (every county needs the places of its study map)`);
      continue;
    }
    let parsed;
    try {
      parsed = placesFileSchema.safeParse(parseYaml(fs.readFileSync(file, 'utf8')));
    } catch (error) {
      errors.push(`${rel}: ${(error as Error).message}`);
      continue;
    }
    if (!parsed.success) {
      errors.push(`${rel}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      continue;
    }
    if (parsed.data.county !== county) errors.push(`${rel}: says county "${parsed.data.county}", expected "${county}"`);
    const questions = questionsOf(slug);
    errors.push(...placeProblems(slug, parsed.data.places, questions, today, rel));
    places[slug] = parsed.data.places.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      address: p.address,
      lat: p.lat,
      lng: p.lng,
      about: p.about,
      outside: p.outside ?? false,
      oneWay: p.oneWay ?? null,
      source: p.source,
      verified: p.verified,
      questions: questionsAbout(p, questions),
    }));
  }
  return { places, errors };
}
