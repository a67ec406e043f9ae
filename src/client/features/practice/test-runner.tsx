import { useEffect, useId, useRef, useState } from 'react';
import { percent } from '#shared/scoring.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { notifyError } from '#client/lib/toast.ts';
import { Countdown } from './countdown.tsx';
import { CountyNotice } from './county-notice.tsx';
import type { PracticeRun, RunOutcome } from './practice-run.ts';
import { QuestionOptions } from './question-options.tsx';
import { QuitTest } from './quit-test.tsx';
import { useCompleteRun } from './use-complete-run.ts';

interface RunnerProps {
  run: PracticeRun;
  vehicleType: VehicleType;
  onChange: (run: PracticeRun) => void;
  onFinished: (outcome: RunOutcome) => void;
  onQuit: () => void;
}

/** The test-taking screen (spec §2, §4). Every change goes through onChange, which persists it. */
export function TestRunner({ run, vehicleType, onChange, onFinished, onQuit }: RunnerProps) {
  const headingId = useId();
  const questionRef = useRef<HTMLHeadingElement>(null);
  const [timeUp, setTimeUp] = useState(false);
  const { complete, isSaving } = useCompleteRun(vehicleType, onFinished);

  const total = run.questions.length;
  const lastIndex = total - 1;
  const isLast = run.index === lastIndex;
  const question = run.questions[run.index];
  const selected = run.answers[run.index] ?? null;

  // Keyboard and screen-reader users land on the new question, not on a button that moved.
  useEffect(() => {
    questionRef.current?.focus();
  }, [run.index]);

  const next = () => {
    if (selected === null && !timeUp) {
      notifyError('No option selected', 'Please select an answer before continuing.');
      return;
    }
    if (isLast) complete(run);
    else onChange({ ...run, index: run.index + 1 });
  };

  // Spec §4: the test ends at zero; unanswered questions are saved as not answered. If the save
  // fails the learner is left on the last question to press Complete Test again.
  const expire = () => {
    setTimeUp(true);
    const atEnd = { ...run, index: lastIndex };
    onChange(atEnd);
    complete(atEnd);
  };

  if (!question) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      {run.countyNotice && <CountyNotice county={run.countyNotice} />}
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {run.test.title}
          </h2>
          <Countdown deadline={run.deadline} onExpire={expire} />
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <h3 ref={questionRef} tabIndex={-1} className="text-base font-semibold text-slate-800 focus:outline-none">
              Question {run.index + 1} of {total}
            </h3>
            <ProgressBar value={percent(run.index + 1, total)} label="Test progress" />
          </div>
          {timeUp && (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
              {isSaving ? 'Time is up. Saving your results...' : 'Time is up. Your results were not saved: press Complete Test to try again.'}
            </p>
          )}
          <QuestionOptions
            key={question.id}
            question={question}
            selected={selected}
            disabled={timeUp}
            onSelect={(option) => onChange({ ...run, answers: run.answers.map((a, i) => (i === run.index ? option : a)) })}
          />
          <nav aria-label="Questions" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
            <Button variant="outline" disabled={run.index === 0 || timeUp} onClick={() => onChange({ ...run, index: run.index - 1 })}>
              Previous
            </Button>
            <Button onClick={next} disabled={isSaving} aria-busy={isSaving}>
              {isLast ? 'Complete Test' : 'Next'}
            </Button>
          </nav>
        </CardContent>
      </Card>
      {!timeUp && <QuitTest onQuit={onQuit} />}
    </section>
  );
}
