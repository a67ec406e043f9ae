import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { County } from '#shared/practice-tests.ts';
import { Button } from '#client/components/ui/button.tsx';
import { usePlaces } from '#client/components/maps/api.ts';
import { StudyMap } from '#client/components/maps/study-map.tsx';

/**
 * The county's study map on its study pages (issue 34 §2), opened on request so a phone on mobile
 * data loads no map it did not ask for; drills and map reading are a link away.
 */
export function CountyMapPanel({ county }: { county: County }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={`${county} on the map`} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        {!open && (
          <Button variant="outline" onClick={() => setOpen(true)}>
            Show {county} on the map
          </Button>
        )}
        <Link to={`/maps?county=${encodeURIComponent(county)}&tab=drills`} className="font-semibold text-brand-700 underline">
          Drill {county} on the map
        </Link>
      </div>
      {open && <OpenMap county={county} />}
    </section>
  );
}

function OpenMap({ county }: { county: County }) {
  const places = usePlaces(county);
  if (places.isPending) return <p role="status" className="text-slate-700">Loading the {county} map...</p>;
  if (places.isError) return <p role="alert" className="text-red-800">The {county} map could not be loaded. Please try again.</p>;
  return <StudyMap data={places.data} />;
}
