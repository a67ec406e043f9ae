import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { useEffect, useState } from 'react';
import { RATES } from '#shared/fares-data.ts';
import { euro, fareExtras, meterSteps, readMeter, type Rate, type Stage } from '#shared/fares.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { cn } from '#client/lib/cn.ts';
import { chargesDistance, momentAt, tripMinutes, type Leg } from './meter-timeline.ts';

/** However long the trip, it plays in about this many seconds: long enough to watch, short enough on a bus. */
const PLAY_SECONDS = 10;
const TICK_MS = 100;
const STAGES: { key: Stage; label: string }[] = [
  { key: 'initial', label: 'Initial charge' },
  { key: 'A', label: 'Tariff A' },
  { key: 'B', label: 'Tariff B' },
];

interface Props {
  rate: Rate;
  legs: Leg[];
  extras: { booked: boolean; extraAdults: number; children: number };
}

const clock = (minutes: number) => `${Math.floor(minutes)}:${String(Math.floor((minutes % 1) * 60)).padStart(2, '0')}`;

/** The meter as the taxi moves and waits; keyed by its trip, so a new trip starts from nothing. */
export function MeterDisplay({ rate, legs, extras }: Props) {
  const total = tripMinutes(legs);
  const [elapsed, setElapsed] = useState(0);
  const [playing, setPlaying] = useState(false);
  const done = elapsed >= total;

  useEffect(() => {
    if (!playing || done) return;
    const step = (total / PLAY_SECONDS) * (TICK_MS / 1000);
    const timer = setInterval(() => setElapsed((e) => Math.min(total, e + step)), TICK_MS);
    return () => clearInterval(timer);
  }, [playing, done, total]);

  const moment = momentAt(legs, elapsed);
  const reading = readMeter(rate, moment.segments);
  const leg = done ? null : moment.leg;
  const stage = reading.stage;
  const charging = leg ? (chargesDistance(leg) ? `Moving at ${leg.kmh} km/h: charged by distance` : leg.kmh === 0 ? 'Stopped: charged by time' : `Slow traffic at ${leg.kmh} km/h: charged by time`) : done ? 'Trip finished' : 'Ready to start';
  const lines = fareExtras(extras);
  const extrasCents = lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
  const status = done ? `Trip finished. Fare on the meter ${euro(reading.meteredCents)}.` : playing ? `${STAGES.find((s) => s.key === stage)?.label ?? ''} running.` : '';

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label="Taximeter" className="flex flex-col gap-3 rounded-xl bg-slate-900 p-4 text-white">
        <div className="flex items-center justify-between gap-3">
          <span className="rounded-md bg-accent-400 px-2 py-1 text-sm font-bold text-slate-900">Rate {RATES[rate].meterNumber}</span>
          <span className="font-mono text-4xl font-bold tabular-nums">
            {euro(reading.meteredCents)}
          </span>
        </div>
        <ol className="grid grid-cols-3 gap-1 text-center text-xs font-semibold sm:text-sm">
          {STAGES.map((s) => (
            <li key={s.key} aria-current={s.key === stage ? 'step' : undefined} className={cn('rounded-md px-1 py-1.5', s.key === stage ? 'bg-white text-slate-900' : 'bg-slate-700 text-slate-100')}>
              {s.label}
            </li>
          ))}
        </ol>
        <p className="text-sm text-slate-100">{charging}</p>
        <p className="flex justify-between text-sm text-slate-100">
          <span>Distance {moment.km.toFixed(1)} km</span>
          <span>Time {clock(moment.minutes)}</span>
        </p>
        <ProgressBar value={total > 0 ? (elapsed / total) * 100 : 0} label="Trip progress" className="bg-slate-700" barClassName="bg-accent-400 transition-none" />
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      <div className="flex flex-wrap gap-2">
        {done ? (
          <Button
            variant="outline"
            onClick={() => {
              setElapsed(0);
              setPlaying(true);
            }}
          >
            <RotateCcw aria-hidden className="h-4 w-4" />
            Watch again
          </Button>
        ) : (
          <Button onClick={() => setPlaying((p) => !p)}>
            {playing ? <Pause aria-hidden className="h-4 w-4" /> : <Play aria-hidden className="h-4 w-4" />}
            {playing ? 'Pause' : elapsed > 0 ? 'Resume' : 'Start the meter'}
          </Button>
        )}
        {!done && (
          <Button
            variant="outline"
            onClick={() => {
              setPlaying(false);
              setElapsed(total);
            }}
          >
            <SkipForward aria-hidden className="h-4 w-4" />
            Skip to the end
          </Button>
        )}
      </div>
      {done && (
        <section aria-labelledby="meter-working" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
          <h3 id="meter-working" className="font-semibold text-slate-900">
            How the meter worked it out
          </h3>
          <ol className="list-decimal space-y-1 pl-5 text-slate-800">
            {[...meterSteps(reading), ...lines.map((l) => l.label)].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <p className="text-lg font-bold text-slate-900">Most the driver may charge: {euro(reading.meteredCents + extrasCents)}</p>
        </section>
      )}
    </div>
  );
}
