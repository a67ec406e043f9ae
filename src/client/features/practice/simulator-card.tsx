import { useId } from 'react';
import { ENTRY_PARTS, SIMULATOR_TITLE, type EntryPartKey } from '#shared/entry-test.ts';
import type { CountyOption } from '#shared/practice-tests.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { useEntryTest } from '#client/lib/queries/entry-test.ts';
import { CountySelect, useCountyChoice } from './county-select.tsx';

export interface SimulatorChoice {
  county: CountyOption;
  /** Sit just this part (the module the learner has left to pass). */
  part?: EntryPartKey;
}

/** The Entry Test simulator's card: the county for Area Knowledge, and the module left to pass when there is one. */
export function SimulatorCard({ onChoose, disabled }: { onChoose: (choice: SimulatorChoice) => void; disabled: boolean }) {
  const [county, setCounty] = useCountyChoice();
  const headingId = useId();
  const tracker = useEntryTest();
  const status = tracker.data?.status;
  const remaining = status?.state === 'remaining' ? ENTRY_PARTS.find((p) => p.key === status.remaining) : undefined;
  const [industry, area] = ENTRY_PARTS;

  return (
    <section aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {SIMULATOR_TITLE}
          </h2>
          <p className="text-slate-700">
            The real test as it runs on the day: {industry.title}, {industry.questions} questions in {industry.minutes} minutes, then {area.title}, {area.questions} questions in{' '}
            {area.minutes} minutes. 75% to pass each part.
          </p>
        </CardHeader>
        <CardContent className="mt-auto flex flex-col gap-4">
          <CountySelect label="Area Knowledge for" value={county} onChange={setCounty} />
          <div className="flex flex-wrap gap-3">
            <Button disabled={disabled} onClick={() => onChoose({ county })}>
              Start Simulation
            </Button>
            {remaining && (
              <Button variant="outline" disabled={disabled} onClick={() => onChoose({ county, part: remaining.key })}>
                Sit {remaining.title} only
              </Button>
            )}
          </div>
          {remaining && <p className="text-sm text-slate-700">You have {remaining.title} left to pass: practise just that part, timed as on the day.</p>}
        </CardContent>
      </Card>
    </section>
  );
}
