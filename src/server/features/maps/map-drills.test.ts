import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, gridSquare, placeGroup, type PlaceKind } from '#shared/places.ts';
import type { CompiledPlace } from '../../course/types.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { drillPlaces, drillView, extent, generateMapDrill, planMapSession, type StoredMapDrill } from './map-drills.ts';

/** A made-up county of 30 places around a town at 53.35, -6.26, each kind several times over. */
function county(): CompiledPlace[] {
  const kinds: PlaceKind[] = ['town', 'hospital-ed', 'rail-station', 'venue', 'attraction', 'street'];
  return Array.from({ length: 30 }, (_, i) => {
    const kind = kinds[i % kinds.length] as PlaceKind;
    return {
      id: `place-${i}`,
      name: `${kind} ${i}`,
      kind,
      address: `${i} Main Street`,
      lat: 53.35 + ((i * 7) % 13) * 0.011,
      lng: -6.26 + ((i * 5) % 11) * 0.017,
      about: `Place ${i}, beside place ${i + 1}.`,
      outside: false,
      oneWay: kind === 'street' ? (['northbound', 'eastbound'] as const)[i % 2] ?? null : null,
      source: 'test',
      verified: '2026-11-27',
      questions: [`c-test-${String(i).padStart(3, '0')}`],
    };
  });
}

const places = county();
const byName = new Map(places.map((p) => [p.name, p]));
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

function wellFormed(drill: StoredMapDrill) {
  expect(drill.options.map((o) => o.key)).toEqual(['a', 'b', 'c', 'd']);
  expect(new Set(drill.options.map((o) => o.label)).size).toBe(4);
  expect(drill.options.map((o) => o.key)).toContain(drill.answer);
  expect(drill.explanation.length).toBeGreaterThan(20);
}

const answerLabel = (drill: StoredMapDrill) => drill.options.find((o) => o.key === drill.answer)?.label ?? '';

describe('map drills', () => {
  it('a places session is five well-formed drills, each about a different place', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const drills = planMapSession(seededRandom(s), 'places', drillPlaces(places));
        expect(drills).toHaveLength(5);
        drills.forEach(wellFormed);
        const about = drills.map((d) => d.placeId).filter(Boolean);
        expect(new Set(about).size).toBe(about.length);
      }),
      { numRuns: 200 },
    );
  });

  it('"Tap X": the right marker is X, the others are of its kind and apart, and the list names each by where it is', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const drill = generateMapDrill('tap', seededRandom(s), drillPlaces(places));
        if (!drill) throw new Error('no tap drill');
        wellFormed(drill);
        const target = places.find((p) => p.id === drill.placeId);
        expect(drill.prompt).toBe(`Tap ${target?.name}`);
        const right = drill.options.find((o) => o.key === drill.answer);
        expect(right?.point).toEqual({ lat: target?.lat, lng: target?.lng });
        for (const o of drill.options) expect(o.label).toMatch(/^Marker [A-D]: .*(m|km) .* of town 0$|^Marker [A-D]: at town 0$/);
        const points = drill.options.map((o) => places.find((p) => p.lat === o.point?.lat && p.lng === o.point?.lng));
        for (const p of points) expect(p && placeGroup(p.kind).key).toBe(target && placeGroup(target.kind).key);
        // The markers carry letters only: no name to read off the map.
        expect(drill.markers.map((m) => m.label)).toEqual(['A', 'B', 'C', 'D']);
      }),
      { numRuns: 200 },
    );
  });

  it('"What is here?" shows one unnamed marker and keys the place there', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const drill = generateMapDrill('identify', seededRandom(s), drillPlaces(places));
        if (!drill) throw new Error('no identify drill');
        wellFormed(drill);
        const [marker] = drill.markers;
        expect(drill.markers).toHaveLength(1);
        expect(marker?.label).toBe('?');
        const keyed = byName.get(answerLabel(drill));
        expect({ lat: keyed?.lat, lng: keyed?.lng }).toEqual({ lat: marker?.lat, lng: marker?.lng });
      }),
      { numRuns: 200 },
    );
  });

  it('"Which is nearest to X?" keys the nearest option, clearly nearer than the rest', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const drill = generateMapDrill('nearest', seededRandom(s), drillPlaces(places));
        if (!drill) return;
        wellFormed(drill);
        const anchor = drill.markers[0];
        if (!anchor) throw new Error('no anchor');
        const distances = drill.options.map((o) => ({ key: o.key, d: distanceKm(anchor, byName.get(o.label) ?? anchor) }));
        const nearest = [...distances].sort((a, b) => a.d - b.d);
        expect(nearest[0]?.key).toBe(drill.answer);
        expect(nearest[1]?.d ?? 0).toBeGreaterThanOrEqual((nearest[0]?.d ?? 0) * 1.3);
      }),
      { numRuns: 200 },
    );
  });

  it('"Which way does traffic run?" keys the direction the place states', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const drill = generateMapDrill('oneway', seededRandom(s), drillPlaces(places));
        if (!drill) throw new Error('no one-way drill');
        wellFormed(drill);
        const street = places.find((p) => p.id === drill.placeId);
        expect(answerLabel(drill)).toBe(`One-way, ${street?.oneWay}`);
        expect(drill.options.map((o) => o.label)).toContain('Two-way');
      }),
      { numRuns: 100 },
    );
  });

  it('map reading: the grid square and the straight-line distance keyed are the true ones', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const set = drillPlaces(places);
        const drills = planMapSession(seededRandom(s), 'reading', set);
        expect(drills).toHaveLength(5);
        for (const drill of drills) {
          wellFormed(drill);
          if (drill.kind === 'grid') {
            const [m] = drill.markers;
            expect(drill.grid).toEqual(set.bounds);
            expect(answerLabel(drill)).toBe(m && gridSquare(set.bounds, m));
          }
          if (drill.kind === 'distance') {
            const [a, b] = drill.markers;
            const d = a && b ? distanceKm(a, b) : 0;
            expect(answerLabel(drill)).toBe(`About ${d < 10 ? d.toFixed(1) : Math.round(d)} km`);
          }
          if (drill.kind === 'legend') expect(drill.markers.every((m) => m.label === '?' && m.colour)).toBe(true);
        }
        expect(drills.filter((d) => d.kind === 'grid')).toHaveLength(2);
      }),
      { numRuns: 100 },
    );
  });

  it('a drill on one legend group asks only about places of that group', () => {
    fc.assert(
      fc.property(seed, (s) => {
        for (const drill of planMapSession(seededRandom(s), 'places', drillPlaces(places, 'hospitals'))) {
          if (drill.kind === 'nearest') continue;
          const p = places.find((x) => x.id === drill.placeId);
          expect(p?.kind).toBe('hospital-ed');
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the view carries no answer until the drill is marked', () => {
    const drill = generateMapDrill('identify', seededRandom(7), drillPlaces(places));
    if (!drill) throw new Error('no drill');
    const unmarked = drillView(0, drill, null);
    expect(unmarked.mark).toBeNull();
    expect(JSON.stringify(unmarked)).not.toContain(drill.explanation);
    expect('answer' in unmarked).toBe(false);
    expect(drillView(0, drill, { given: 'a', correct: drill.answer === 'a' }).mark).toMatchObject({ answer: drill.answer, given: 'a', explanation: drill.explanation });
  });

  it('the extent holds every place, with a margin', () => {
    const b = extent(places);
    for (const p of places) {
      expect(p.lat).toBeGreaterThan(b.south);
      expect(p.lat).toBeLessThan(b.north);
      expect(p.lng).toBeGreaterThan(b.west);
      expect(p.lng).toBeLessThan(b.east);
    }
  });
});
