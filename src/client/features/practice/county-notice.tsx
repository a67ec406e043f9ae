import { Info } from 'lucide-react';
import { OTHER_COUNTIES } from '#shared/practice-tests.ts';

/** Spec §4, §8: the county has no own question set, so the general test is used (since issue 21: Other Counties). */
export function CountyNotice({ county }: { county: string }) {
  return (
    <div role="status" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
      <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-amber-800" />
      <div>
        <p className="font-semibold">County-Specific Questions Not Available</p>
        <p className="text-sm text-slate-800">
          {county === OTHER_COUNTIES
            ? 'Your county has no question set of its own, so the general Other Counties test will be used.'
            : `There is no question set for County ${county} yet, so the general Other Counties test will be used.`}
        </p>
      </div>
    </div>
  );
}
