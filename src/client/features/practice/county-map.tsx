import type { CountyOption } from '#shared/practice-tests.ts';
import { countyMapLink, countyMapTitle, countyMapUrl } from './county-coordinates.ts';

/** OpenStreetMap's keyless embed (spec §7 external items); allowed by the CSP's frame-src. */
export function CountyMap({ county }: { county: CountyOption }) {
  const title = countyMapTitle(county);
  return (
    <div className="flex flex-col gap-1">
      {/* Keyed so a new county replaces the frame instead of adding a browser history entry. */}
      <iframe
        key={county}
        title={title}
        src={countyMapUrl(county)}
        loading="lazy"
        className="h-56 w-full rounded-md border border-slate-300 sm:h-64"
      />
      <a href={countyMapLink(county)} target="_blank" rel="noreferrer" className="self-start text-sm font-semibold text-brand-700 underline">
        View larger map<span className="sr-only">: {title} (opens in a new tab)</span>
      </a>
    </div>
  );
}
