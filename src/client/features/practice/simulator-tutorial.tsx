import { useEffect, useId, useRef } from 'react';
import { ENTRY_PARTS, entryPassScore, ENTRY_PASS_MARK, SIMULATOR_TITLE } from '#shared/entry-test.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import type { SimulatorChoice } from './simulator-card.tsx';

/** How the real Entry Test runs, before the clock of part 1 starts (the attempt starts on Start part 1). */
export function SimulatorTutorial({ choice, onStart, onBack, starting }: { choice: SimulatorChoice; onStart: () => void; onBack: () => void; starting: boolean }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const parts = ENTRY_PARTS.filter((p) => !choice.part || p.key === choice.part);
  const [industry, area] = ENTRY_PARTS;
  const percentNeeded = Math.round(ENTRY_PASS_MARK * 100);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <p className="text-sm font-semibold text-slate-700">{SIMULATOR_TITLE}</p>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl">
            How the Entry Test works
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 text-slate-800">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>
              The real test has two modules, sat one after the other: {industry.title}, {industry.questions} questions in {industry.minutes} minutes, then {area.title}{' '}
              for your county, {area.questions} questions in {area.minutes} minutes.
            </li>
            <li>
              You need {percentNeeded}% in each module: {entryPassScore(industry.questions)} of {industry.questions} and {entryPassScore(area.questions)} of {area.questions}. A module you
              pass stands for one year from your first sitting.
            </li>
            <li>Each module has its own clock. At zero the module ends and the answers you have given are marked.</li>
            <li>The question navigator takes you to any question in the module. Answered questions are filled in.</li>
            <li>Not sure? Press Next to skip, or Flag for review, and come back to it later.</li>
            <li>Before a module ends, the review screen lists the questions you have not answered or have flagged. Press End part when you are ready: you cannot go back.</li>
          </ul>
          <p className="font-semibold text-slate-900">
            This sitting: {parts.map((p) => p.title).join(', then ')}
            {parts.some((p) => p.key === 'area') ? ` (Area Knowledge for ${choice.county})` : ''}.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={onBack}>
              Back to Test List
            </Button>
            <Button onClick={onStart} disabled={starting} aria-busy={starting}>
              Start part 1
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
