import { useId } from 'react';
import { countyTestFor } from '#shared/practice-tests.ts';
import { PASS_PERCENT } from '#shared/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { CountyMap } from './county-map.tsx';
import { CountyNotice } from './county-notice.tsx';
import { CountySelect, useCountyChoice } from './county-select.tsx';

/** Spec §2: county selector (the learner's county, else Dublin), a map per county and Start County Test. */
export function AreaKnowledgeCard({ onStart, disabled }: { onStart: (testId: number, countyNotice: string | null) => void; disabled: boolean }) {
  const [county, setCounty] = useCountyChoice();
  const headingId = useId();
  const { test, isGeneral } = countyTestFor(county);

  return (
    <section aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <h3 id={headingId} className="text-xl font-bold text-slate-900">
            Practice set: Area Knowledge by county
          </h3>
          <p className="text-slate-700">Test your knowledge of the places, routes and landmarks in the county you will work in.</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <CountySelect label="County" value={county} onChange={setCounty} />
          <CountyMap county={county} />
          {isGeneral && <CountyNotice county={county} />}
          <p className="text-sm text-slate-700">
            {test.drawSize} questions, {test.timeLimitMinutes} minutes, {PASS_PERCENT}% to pass
          </p>
          <Button className="self-start" disabled={disabled} onClick={() => onStart(test.id, isGeneral ? county : null)}>
            Start County Test
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
