import { lazy, Suspense, useMemo, useState } from 'react';
import { PLACE_GROUPS, PLACE_KIND_LABELS, placeGroup, type PlaceGroupKey } from '#shared/places.ts';
import type { MapPlace, PlacesResponse } from '#shared/schemas/places.ts';
import { cn } from '#client/lib/cn.ts';

/** Leaflet and its CSS load only where a map is shown (issue 34: the home page's budget is unchanged). */
export const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

export function MapFallback() {
  return (
    <div role="status" className="flex h-[60vh] min-h-72 items-center justify-center rounded-md border border-slate-300 bg-slate-100 text-slate-700 sm:h-[28rem]">
      Loading the map...
    </div>
  );
}

export const townsOf = (places: readonly MapPlace[]) => places.filter((p) => p.kind === 'town').map((p) => ({ lat: p.lat, lng: p.lng, name: p.name }));

/**
 * A county's study map (issue 34 §2): its places by kind with a legend that filters, a tap shows
 * what the course says about a place, and the same places as a list for keyboard and
 * screen-reader users (choosing one there selects it on the map too).
 */
export function StudyMap({ data }: { data: PlacesResponse }) {
  const present = PLACE_GROUPS.filter((g) => g.key !== 'towns' && data.places.some((p) => placeGroup(p.kind).key === g.key));
  const [shown, setShown] = useState<ReadonlySet<PlaceGroupKey>>(() => new Set(present.map((g) => g.key)));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const visible = useMemo(() => data.places.filter((p) => p.kind !== 'town' && shown.has(placeGroup(p.kind).key)), [data.places, shown]);
  const selected = data.places.find((p) => p.id === selectedId) ?? null;
  const points = useMemo(
    () => visible.map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, colour: placeGroup(p.kind).colour, label: p.name, selected: p.id === selectedId })),
    [visible, selectedId],
  );
  const towns = useMemo(() => townsOf(data.places), [data.places]);
  const toggle = (key: PlaceGroupKey, on: boolean) =>
    setShown((old) => {
      const next = new Set(old);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">Show on the map</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {present.map((g) => (
            <label key={g.key} className="flex min-h-11 items-center gap-2 text-slate-900">
              <input type="checkbox" className="h-5 w-5 accent-brand-700" checked={shown.has(g.key)} onChange={(e) => toggle(g.key, e.target.checked)} />
              <span aria-hidden="true" className="inline-block h-4 w-4 rounded-full border-2 border-white shadow-[0_0_0_1px_#475569]" style={{ backgroundColor: g.colour }} />
              {g.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Suspense fallback={<MapFallback />}>
        <LeafletMap key={data.county} label={`Map of ${data.county}: ${visible.length} places shown`} tiles={data.tiles} bounds={data.bounds} points={points} towns={towns} onSelect={setSelectedId} />
      </Suspense>
      <div aria-live="polite">{selected && <PlaceDetails place={selected} />}</div>
      <details className="rounded-md border border-slate-200 bg-white p-3" open={false}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-900">The {visible.length} places shown, as a list</summary>
        <ul className="mt-2 flex flex-col gap-1" aria-label="Places on the map">
          {visible.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={p.id === selectedId}
                onClick={() => setSelectedId(p.id)}
                className={cn('min-h-11 w-full rounded px-2 py-1 text-left text-slate-900 hover:bg-slate-100', p.id === selectedId && 'bg-brand-50 font-semibold')}
              >
                {p.name} <span className="text-slate-700">({PLACE_KIND_LABELS[p.kind].toLowerCase()})</span>
              </button>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

function PlaceDetails({ place }: { place: MapPlace }) {
  return (
    <section aria-label={place.name} className="rounded-md border border-slate-300 bg-white p-4">
      <h3 className="text-lg font-bold text-slate-900">{place.name}</h3>
      <p className="text-sm font-semibold text-slate-700">
        {PLACE_KIND_LABELS[place.kind]}
        {place.outside ? ' (outside the county, serving it)' : ''}
      </p>
      <p className="mt-1 text-slate-900">{place.address}</p>
      <p className="mt-2 text-slate-800">{place.about}</p>
      {place.oneWay && <p className="mt-2 text-slate-800">Traffic runs one way, {place.oneWay}.</p>}
      <p className="mt-2 text-xs text-slate-700">
        Source: {place.source} (checked {place.verified})
      </p>
    </section>
  );
}
