import { useId, useState } from 'react';
import { COUNTY_OPTIONS, countyTestFor, type CountyOption } from '#shared/practice-tests.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { CountyMap } from './county-map.tsx';
import { CountyNotice } from './county-notice.tsx';
import { isCountyOption } from './simulator-card.tsx';

/** Spec §2: county selector (Dublin first and default), a map per county and Start County Test. */
export function AreaKnowledgeCard({ onStart, disabled }: { onStart: (testId: number, countyNotice: string | null) => void; disabled: boolean }) {
  const [county, setCounty] = useState<CountyOption>('Dublin');
  const headingId = useId();
  const selectId = useId();
  const { test, isGeneral } = countyTestFor(county);

  return (
    <section aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Area Knowledge
          </h2>
          <p className="text-slate-700">Test your knowledge of the places, routes and landmarks in the county you will work in.</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5 sm:max-w-xs">
            <Label htmlFor={selectId}>County</Label>
            <Select
              id={selectId}
              value={county}
              onChange={(e) => {
                if (isCountyOption(e.target.value)) setCounty(e.target.value);
              }}
            >
              {COUNTY_OPTIONS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
          <CountyMap county={county} />
          {isGeneral && <CountyNotice county={county} />}
          <p className="text-sm text-slate-700">
            {test.drawSize} questions, {test.timeLimitMinutes} minutes
          </p>
          <Button className="self-start" disabled={disabled} onClick={() => onStart(test.id, isGeneral ? county : null)}>
            Start County Test
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
