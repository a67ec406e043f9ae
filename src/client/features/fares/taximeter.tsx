import { useId, useState } from 'react';
import { EXTRAS, RATES, SPANS } from '#shared/fares-data.ts';
import { euro, rateWindow, type Rate } from '#shared/fares.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { MeterDisplay } from './meter-display.tsx';
import { customLegs, PRESETS } from './meter-timeline.ts';

/** The time in Ireland now, as the date-time field wants it. */
function irishNow(): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Dublin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

function windowOf(local: string): { rate: Rate; reason: string } | null {
  try {
    return rateWindow(local);
  } catch {
    return null;
  }
}

const CUSTOM = 'custom';
const numberOr = (text: string, fallback: number, max: number) => {
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : fallback;
};

/** "Watch the meter" (issue 33): pick when and where, then see the fare build up. */
export function Taximeter() {
  const id = useId();
  const [start, setStart] = useState(irishNow);
  const [tripId, setTripId] = useState('rush');
  const [km, setKm] = useState('12');
  const [minutes, setMinutes] = useState('5');
  const [booked, setBooked] = useState(false);
  const [adults, setAdults] = useState(1);
  const [children, setChildren] = useState(0);

  const when = windowOf(start);
  const preset = PRESETS.find((p) => p.id === tripId);
  const legs = preset ? preset.legs : customLegs(numberOr(km, 0, 200), numberOr(minutes, 0, 120));
  const tripKey = `${start}|${tripId}|${preset ? '' : `${km}|${minutes}`}|${booked}|${adults}|${children}`;
  const seats = EXTRAS.maxPassengers.value;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">
        Pick when the hire starts and a trip, then start the meter. It charges by distance while the taxi moves faster than about {SPANS.changeoverKmh.value} km/h, and by time when it is slower or stopped.
      </p>
      {when ? (
        <>
          <p className="rounded-md bg-brand-50 p-3 text-slate-900">
            <strong>
              {RATES[when.rate].label} rate ({RATES[when.rate].meterNumber} on the meter).
            </strong>{' '}
            {when.reason} The trainer keeps the rate the hire started on.
          </p>
          <MeterDisplay key={tripKey} rate={when.rate} legs={legs} extras={{ booked, extraAdults: adults - 1, children }} />
        </>
      ) : (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
          Choose a date and time for the start of the hire.
        </p>
      )}
      <section aria-labelledby={`${id}-settings`} className="flex flex-col gap-4 border-t border-slate-200 pt-5">
        <h3 id={`${id}-settings`} className="font-semibold text-slate-900">
          The hire and the trip
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-start`}>Start date and time</Label>
            <Input id={`${id}-start`} type="datetime-local" value={start} onChange={(e) => setStart(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-trip`}>Trip</Label>
            <Select id={`${id}-trip`} value={tripId} onChange={(e) => setTripId(e.target.value)}>
              {PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
              <option value={CUSTOM}>Your own trip</option>
            </Select>
          </div>
          {!preset && (
            <>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-km`}>Driving at normal speed (km)</Label>
                <Input id={`${id}-km`} inputMode="decimal" value={km} onChange={(e) => setKm(e.target.value)} />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-slow`}>Slow traffic or stopped (minutes)</Label>
                <Input id={`${id}-slow`} inputMode="decimal" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
              </div>
            </>
          )}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-adults`}>Adults</Label>
            <Select id={`${id}-adults`} value={adults} onChange={(e) => setAdults(Number(e.target.value))}>
              {Array.from({ length: seats - children }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-children`}>Children under {EXTRAS.children.value.underAge}</Label>
            <Select id={`${id}-children`} value={children} onChange={(e) => setChildren(Number(e.target.value))}>
              {Array.from({ length: seats - adults + 1 }, (_, i) => i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Select>
          </div>
          <label className="flex min-h-11 items-center gap-3 text-slate-900 sm:col-span-2">
            <input type="checkbox" checked={booked} onChange={(e) => setBooked(e.target.checked)} className="h-5 w-5 accent-brand-700" />
            Booked in advance ({euro(EXTRAS.bookingFeeCents.value)} booking fee)
          </label>
        </div>
      </section>
    </div>
  );
}
