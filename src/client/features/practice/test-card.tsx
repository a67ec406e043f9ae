import { useId } from 'react';
import type { TestDefinition } from '#shared/practice-tests.ts';
import type { ResultRecord } from '#shared/schemas/practice.ts';
import { isPass, moreNeededToPass, PASS_PERCENT, percent } from '#shared/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { modulesCovered, practiceSetLabel, scoreBarClass } from './test-labels.ts';

function BestScore({ best }: { best: ResultRecord | undefined }) {
  if (!best) return <p className="text-sm text-slate-700">Not attempted yet</p>;
  const label = isPass(best.score, best.totalQuestions)
    ? 'Passed'
    : `Need ${moreNeededToPass(best.score, best.totalQuestions)} more correct to pass`;
  const p = percent(best.score, best.totalQuestions);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex justify-between text-sm text-slate-800">
        <span>Best score</span>
        <span className="font-semibold">
          {best.score}/{best.totalQuestions} ({p}%)
        </span>
      </p>
      <ProgressBar value={p} label={label} marker={PASS_PERCENT} barClassName={scoreBarClass(best.score, best.totalQuestions)} />
      <p className="text-sm font-medium text-slate-800">{label}</p>
    </div>
  );
}

/**
 * A test card (spec §2): size, time, modules, best score for the learner's vehicle type. Headed
 * by what the test is, a practice set (issue 32 §5); its spec title names it in results and history.
 */
export function TestCard({ test, best, onStart, disabled }: { test: TestDefinition; best: ResultRecord | undefined; onStart: () => void; disabled: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <h3 id={headingId} className="text-xl font-bold text-slate-900">
            {practiceSetLabel(test.modules)}
          </h3>
          <p className="text-slate-700">
            <span className="font-semibold">{test.title}.</span> {test.description}
          </p>
        </CardHeader>
        <CardContent className="mt-auto flex flex-col gap-4">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
            <li>{test.drawSize} questions</li>
            <li>{test.timeLimitMinutes} minutes</li>
            <li>{modulesCovered(test.modules)}</li>
            <li>{PASS_PERCENT}% to pass</li>
          </ul>
          <BestScore best={best} />
          <Button className="self-start" disabled={disabled} onClick={onStart} aria-label={`Start Test: ${test.title}`}>
            Start Test
          </Button>
        </CardContent>
      </Card>
    </section>
  );
}
