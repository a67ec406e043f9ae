import { useId } from 'react';
import { ENTRY_PARTS, ENTRY_PASS_PERCENT, SIMULATOR_TITLE, type EntryPartKey } from '#shared/entry-test.ts';
import type { CountyOption } from '#shared/practice-tests.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { useEntryTest } from '#client/lib/queries/entry-test.ts';
import { CountySelect, useCountyChoice } from './county-select.tsx';

export interface SimulatorChoice {
  county: CountyOption;
  /** Sit just this part, as a candidate with one module left sits it. */
  part?: EntryPartKey;
}

const [INDUSTRY, AREA] = ENTRY_PARTS;

/** The real format's three ways in (issue 32 §5), each as the Entry Test times and marks it. */
const SITTINGS: { part?: EntryPartKey; label: string; action: string }[] = [
  {
    label: `Both parts, as on the day (${INDUSTRY.questions + AREA.questions} questions, each part timed and marked on its own)`,
    action: 'Start Simulation',
  },
  { part: 'industry', label: `${INDUSTRY.title} only (${INDUSTRY.questions} in ${INDUSTRY.minutes} minutes, ${ENTRY_PASS_PERCENT}%)`, action: `Sit ${INDUSTRY.title} only` },
  { part: 'area', label: `${AREA.title} only (${AREA.questions} in ${AREA.minutes} minutes for your county, ${ENTRY_PASS_PERCENT}%)`, action: `Sit ${AREA.title} only` },
];

/** The Entry Test simulator's card: the county for Area Knowledge, then the whole test or either part alone. */
export function SimulatorCard({ onChoose, disabled }: { onChoose: (choice: SimulatorChoice) => void; disabled: boolean }) {
  const [county, setCounty] = useCountyChoice();
  const headingId = useId();
  const tracker = useEntryTest();
  const status = tracker.data?.status;
  const remaining = status?.state === 'remaining' ? status.remaining : undefined;

  return (
    <section aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <h3 id={headingId} className="text-xl font-bold text-slate-900">
            {SIMULATOR_TITLE}
          </h3>
          <p className="text-slate-700">
            The real test as it runs on the day: {INDUSTRY.title}, {INDUSTRY.questions} questions in {INDUSTRY.minutes} minutes, then {AREA.title}, {AREA.questions}{' '}
            questions in {AREA.minutes} minutes. {ENTRY_PASS_PERCENT}% to pass each part.
          </p>
        </CardHeader>
        <CardContent className="mt-auto flex flex-col gap-4">
          <CountySelect label="Area Knowledge for" value={county} onChange={setCounty} />
          <ul className="flex flex-col gap-3">
            {SITTINGS.map((s) => (
              <li key={s.action} className="flex flex-col items-start gap-2 rounded-md border border-slate-200 p-3">
                <p className="text-slate-900">
                  <span className="font-semibold">{s.label}</span>
                  {s.part !== undefined && s.part === remaining && <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">Left to pass</span>}
                </p>
                <Button variant={s.part === undefined ? 'default' : 'outline'} disabled={disabled} onClick={() => onChoose(s.part ? { county, part: s.part } : { county })}>
                  {s.action}
                </Button>
              </li>
            ))}
          </ul>
          {remaining && (
            <p className="text-sm text-slate-700">
              You have {ENTRY_PARTS.find((p) => p.key === remaining)?.title} left to pass: practise just that part, timed as on the day.
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
