import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PLACE_GROUPS } from '#shared/places.ts';
import type { County } from '#shared/practice-tests.ts';
import { MAP_DRILL_LENGTH, type MapDrillMode, type MapDrillSession, type MapDrillView, type OptionKey, type PlacesResponse } from '#shared/schemas/places.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DrillLoadError } from '#client/components/ui/drill-load-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/cn.ts';
import { notifyError } from '#client/lib/toast.ts';
import { useAnswerMapDrill, useMapDrill, useStartMapDrill } from '#client/components/maps/api.ts';
import { LeafletMap, MapFallback, townsOf } from '#client/components/maps/study-map.tsx';

const DRILL_COLOUR = '#334155';
const RIGHT_COLOUR = '#047857';

/**
 * Drills of five on the map (issue 34 §3–§4), marked on the server. Every drill can be answered by
 * tapping its marker or from the list of options, for keyboard and screen-reader users alike.
 */
export function MapDrillArea({ places, mode, drillId, onOpen }: { places: PlacesResponse; mode: MapDrillMode; drillId: string | null; onOpen: (id: string | null) => void }) {
  if (drillId) return <DrillSessionView key={drillId} id={drillId} places={places} onNew={() => onOpen(null)} />;
  return <StartMapDrill county={places.county} places={places} mode={mode} onStarted={onOpen} />;
}

function StartMapDrill({ county, places, mode, onStarted }: { county: County; places: PlacesResponse; mode: MapDrillMode; onStarted: (id: string) => void }) {
  const id = useId();
  const [group, setGroup] = useState('');
  const start = useStartMapDrill();
  const groups = PLACE_GROUPS.filter((g) => g.key !== 'towns' && places.places.filter((p) => (g.kinds as readonly string[]).includes(p.kind)).length >= 4);
  return (
    <div className="flex flex-col items-start gap-4">
      {mode === 'places' && (
        <div className="flex w-full flex-col gap-1.5 sm:max-w-md">
          <Label htmlFor={id}>Places to drill</Label>
          <Select id={id} value={group} onChange={(e) => setGroup(e.target.value)}>
            <option value="">All kinds of place</option>
            {groups.map((g) => (
              <option key={g.key} value={g.key}>
                {g.label}
              </option>
            ))}
          </Select>
        </div>
      )}
      <Button
        size="lg"
        disabled={start.isPending}
        aria-busy={start.isPending}
        onClick={() =>
          start.mutate(
            { county, mode, ...(mode === 'places' && group ? { group } : {}) },
            { onSuccess: (s) => onStarted(s.id), onError: () => notifyError('Error', 'The drill could not be started. Please try again.') },
          )
        }
      >
        {start.isPending ? 'Starting...' : mode === 'reading' ? `Start a map-reading drill of ${MAP_DRILL_LENGTH}` : `Start a map drill of ${MAP_DRILL_LENGTH}`}
      </Button>
    </div>
  );
}

function DrillSessionView({ id, places, onNew }: { id: string; places: PlacesResponse; onNew: () => void }) {
  const session = useMapDrill(id);
  if (session.isPending) return <p role="status" className="text-slate-700">Loading your drill...</p>;
  if (session.isError) return <DrillLoadError onNew={onNew} />;
  return <DrillRound session={session.data} places={places} onNew={onNew} />;
}

function DrillRound({ session, places, onNew }: { session: MapDrillSession; places: PlacesResponse; onNew: () => void }) {
  const [index, setIndex] = useState(() => {
    const first = session.drills.findIndex((d) => d.mark === null);
    return first === -1 ? session.drills.length : first;
  });
  const drill = session.drills[index];
  if (!drill) {
    return (
      <section aria-labelledby="map-drill-done" className="flex flex-col items-start gap-3 rounded-md border border-slate-300 bg-white p-4">
        <h3 id="map-drill-done" className="text-xl font-bold text-slate-900">
          {session.right} out of {session.total} right
        </h3>
        <p className="text-slate-800">
          Each place you missed comes back in{' '}
          <Link to="/review" className="font-semibold text-brand-700 underline">
            Review
          </Link>{' '}
          as the course question about it, and every answer counts toward your Area Knowledge readiness.
        </p>
        <Button onClick={onNew}>Start another drill</Button>
      </section>
    );
  }
  return (
    <DrillQuestion
      key={drill.position}
      sessionId={session.id}
      drill={drill}
      places={places}
      number={index + 1}
      total={session.drills.length}
      onNext={() => setIndex((i) => i + 1)}
    />
  );
}

function DrillQuestion({ sessionId, drill, places, number, total, onNext }: { sessionId: string; drill: MapDrillView; places: PlacesResponse; number: number; total: number; onNext: () => void }) {
  const [chosen, setChosen] = useState<OptionKey | null>(null);
  const answer = useAnswerMapDrill();
  const verdict = useRef<HTMLDivElement>(null);
  const mark = drill.mark;
  const name = useId();

  useEffect(() => {
    if (answer.isSuccess) verdict.current?.focus();
  }, [answer.isSuccess]);

  const points = useMemo(() => {
    if (drill.kind === 'tap') {
      return drill.options.map((o, i) => ({
        id: o.key,
        lat: o.point?.lat ?? 0,
        lng: o.point?.lng ?? 0,
        colour: mark && o.key === mark.answer ? RIGHT_COLOUR : DRILL_COLOUR,
        label: mark && o.key === mark.answer && mark.reveal ? `${String.fromCharCode(65 + i)}: ${mark.reveal.label}` : String.fromCharCode(65 + i),
        labelled: true,
        selected: o.key === (mark?.given ?? chosen),
      }));
    }
    const shown = drill.markers.map((m, i) => ({ id: `m${i}`, lat: m.lat, lng: m.lng, colour: m.colour ?? DRILL_COLOUR, label: m.label, labelled: m.label !== '?' || !m.colour }));
    const reveal = mark?.reveal;
    return reveal && !drill.markers.some((m) => m.lat === reveal.lat && m.lng === reveal.lng) ? [...shown, { id: 'reveal', lat: reveal.lat, lng: reveal.lng, colour: RIGHT_COLOUR, label: reveal.label, labelled: true }] : shown;
  }, [drill, mark, chosen]);
  const towns = useMemo(() => townsOf(places.places), [places.places]);

  const check = () => {
    if (!chosen) {
      notifyError('No answer chosen', 'Tap a marker or choose an answer from the list first.');
      return;
    }
    answer.mutate({ sessionId, position: drill.position, option: chosen }, { onError: () => notifyError('Error', 'Failed to check your answer. Please try again.') });
  };

  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-slate-900">
        Question {number} of {total}
      </h3>
      <p className="text-xl font-semibold text-slate-900" id={`${name}-prompt`}>
        {drill.prompt}
      </p>
      <Suspense fallback={<MapFallback />}>
        <LeafletMap
          key={`${sessionId}-${drill.position}`}
          label={`Map for question ${number}`}
          tiles={places.tiles}
          bounds={places.bounds}
          points={points}
          towns={towns}
          grid={drill.grid}
          fitPoints={drill.kind === 'tap' ? drill.options.flatMap((o) => (o.point ? [o.point] : [])) : drill.markers.length > 1 ? drill.markers : undefined}
          onSelect={drill.kind === 'tap' && !mark ? (key) => setChosen(key as OptionKey) : undefined}
        />
      </Suspense>
      <fieldset className="flex flex-col gap-2" disabled={Boolean(mark) || answer.isPending}>
        <legend className="mb-1 font-semibold text-slate-900">{drill.kind === 'tap' ? 'Or choose the marker here' : 'Your answer'}</legend>
        {drill.options.map((o) => {
          const given = mark?.given === o.key;
          const right = mark?.answer === o.key;
          return (
            <label
              key={o.key}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900',
                (mark ? given : chosen === o.key) && 'border-brand-700 bg-brand-50',
                mark && right && 'border-green-700 bg-green-50',
                mark && given && !right && 'border-red-700 bg-red-50',
              )}
            >
              <input type="radio" name={name} value={o.key} checked={(mark?.given ?? chosen) === o.key} onChange={() => setChosen(o.key)} className="h-5 w-5 accent-brand-700" />
              <span>
                {o.label}
                {mark && right && <span className="font-semibold text-green-800"> (right answer)</span>}
                {mark && given && !right && <span className="font-semibold text-red-800"> (your answer)</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {mark ? (
        <div ref={verdict} tabIndex={-1} role="status" className={cn('rounded-md border p-4', mark.correct ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900')}>
          <p className="font-bold">{mark.correct ? 'Correct' : 'Not quite'}</p>
          <p className="mt-1 text-slate-900">{mark.explanation}</p>
          <Button className="mt-3" onClick={onNext}>
            {number === total ? 'See your score' : 'Next question'}
          </Button>
        </div>
      ) : (
        <Button className="self-start" onClick={check} disabled={answer.isPending} aria-busy={answer.isPending}>
          {answer.isPending ? 'Checking...' : 'Check answer'}
        </Button>
      )}
    </div>
  );
}
