import { useId, useState } from 'react';
import { AREA_CATEGORY_LABELS } from '#shared/area-categories.ts';
import { countyTestFor, isCounty, type County } from '#shared/practice-tests.ts';
import { PASS_PERCENT } from '#shared/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { useAreaDrills } from '#client/lib/queries/area-drills.ts';
import { CountyMap } from './county-map.tsx';
import { CountyNotice } from './county-notice.tsx';
import { CountySelect, useCountyChoice } from './county-select.tsx';

/** Spec §2: county selector (the learner's county, else Dublin), a map per county and Start County Test. */
export function AreaKnowledgeCard({ onStart, disabled }: { onStart: (testId: number, countyNotice: string | null, county?: string) => void; disabled: boolean }) {
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
          {isCounty(county) && <CategoryDrill key={county} county={county} disabled={disabled} onStart={(testId) => onStart(testId, null, county)} />}
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * Practice by category (issue 31 §4): one kind of place of the county's bank at a time, e.g.
 * "Dublin hospitals" or "Cork one-way systems and routes", a minute a question.
 */
function CategoryDrill({ county, disabled, onStart }: { county: County; disabled: boolean; onStart: (testId: number) => void }) {
  const drills = useAreaDrills(county);
  const id = useId();
  const list = drills.data?.drills ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const drill = list.find((d) => d.testId === chosen) ?? list[0];
  if (drills.isError) return <p className="text-sm text-slate-700">The category drills could not be loaded.</p>;
  if (!drill) return null;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <Label htmlFor={id}>Drill one kind of place</Label>
        <Select id={id} value={String(drill.testId)} onChange={(e) => setChosen(Number(e.target.value))}>
          {list.map((d) => (
            <option key={d.testId} value={String(d.testId)}>
              {AREA_CATEGORY_LABELS[d.category]} ({d.questions} questions)
            </option>
          ))}
        </Select>
      </div>
      <Button variant="outline" className="self-start" disabled={disabled} onClick={() => onStart(drill.testId)}>
        Start drill: {drill.title}
      </Button>
    </div>
  );
}
