import { useId, useState } from 'react';
import { DEFAULT_COUNTY, isCounty, isCountyOption, type CountyOption } from '#shared/practice-tests.ts';
import { CountyOptions } from '#client/components/ui/county-options.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { useStudyPlan } from '#client/lib/queries/study-plan.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';

/** The selector's default when the learner has not told us their county (spec §2). */

/**
 * The county a card starts on: the one the learner chose at registration or in Settings (issue 21
 * §4), else Dublin; a choice made on the card wins until the page is left.
 */
export function useCountyChoice(): [CountyOption, (county: CountyOption) => void] {
  const { hasPurchased } = useCurrentUser();
  const saved = useStudyPlan(hasPurchased).data?.county;
  const [chosen, setChosen] = useState<CountyOption | null>(null);
  // A county saved as "Other Counties" before issue 32 is not offered any more: start on Dublin.
  return [chosen ?? (isCounty(saved) ? saved : DEFAULT_COUNTY), setChosen];
}

/** The 26 counties, as the Area Knowledge card and the simulator offer them. */
export function CountySelect({ label, value, onChange }: { label: string; value: CountyOption; onChange: (county: CountyOption) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        onChange={(e) => {
          if (isCountyOption(e.target.value)) onChange(e.target.value);
        }}
      >
        <CountyOptions />
      </Select>
    </div>
  );
}
