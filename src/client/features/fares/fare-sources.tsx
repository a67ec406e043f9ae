import { EXTRAS, FARE_ORDER, RATES, SPANS, type Sourced } from '#shared/fares-data.ts';
import { euro } from '#shared/fares.ts';

interface Row {
  label: string;
  value: string;
  figure: Sourced<unknown>;
}

function rows(): Row[] {
  const out: Row[] = [];
  for (const rate of Object.values(RATES)) {
    out.push({ label: `${rate.label}: initial charge`, value: euro(rate.initialCents.value), figure: rate.initialCents });
    out.push({ label: `${rate.label}: Tariff A`, value: `${euro(rate.tariffA.perKmCents.value)} a km or ${euro(rate.tariffA.perMinuteCents.value)} a minute`, figure: rate.tariffA.perKmCents });
    out.push({ label: `${rate.label}: Tariff B`, value: `${euro(rate.tariffB.perKmCents.value)} a km or ${euro(rate.tariffB.perMinuteCents.value)} a minute`, figure: rate.tariffB.perKmCents });
  }
  out.push({ label: 'Initial charge covers', value: `${SPANS.initial.km.value * 1000} m or ${SPANS.initial.seconds.value} seconds`, figure: SPANS.initial.km });
  out.push({ label: 'Tariff A covers', value: `the next ${SPANS.tariffA.km.value} km or ${SPANS.tariffA.minutes.value} minutes`, figure: SPANS.tariffA.km });
  out.push({ label: 'Changeover speed', value: `${SPANS.changeoverKmh.value} km/h`, figure: SPANS.changeoverKmh });
  out.push({ label: 'Booking fee', value: euro(EXTRAS.bookingFeeCents.value), figure: EXTRAS.bookingFeeCents });
  out.push({ label: 'Each extra adult', value: euro(EXTRAS.extraAdultCents.value), figure: EXTRAS.extraAdultCents });
  out.push({ label: `Children under ${EXTRAS.children.value.underAge}`, value: `first free, then ${euro(EXTRAS.children.value.groupCents)} for every two`, figure: EXTRAS.children });
  out.push({ label: 'Soiling', value: `actual cost, at most ${euro(EXTRAS.soilingCapCents.value)}`, figure: EXTRAS.soilingCapCents });
  return out;
}

/** Every figure the trainer uses, with its source and date (issue 33): some rest on the manual alone. */
export function FareSources() {
  return (
    <details className="rounded-md border border-slate-200 bg-white p-4">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">Where these figures come from</summary>
      <p className="mt-2 text-sm text-slate-700">
        The {FARE_ORDER.name}, in force from 1 December 2024. No official copy of its fare card was found, so figures marked below rest on the manual: check the current NTA fare card.
      </p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {rows().map((r) => (
          <li key={r.label} className="border-t border-slate-100 pt-2">
            <span className="font-semibold text-slate-900">{r.label}:</span> <span className="text-slate-900">{r.value}</span>
            <br />
            <span className="text-slate-700">
              {r.figure.source} ({r.figure.dated}){r.figure.check ? `. ${r.figure.check}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
