import { useEffect, useId, useRef, useState } from 'react';
import { percent } from '#shared/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { notifyError } from '#client/lib/toast.ts';
import { localDeadline, type HeldAttempt } from './api/attempt-query.ts';
import { answerAt, resumeIndex } from './attempt-state.ts';
import { Countdown } from './countdown.tsx';
import { CountyNotice } from './county-notice.tsx';
import { QuestionOptions } from './question-options.tsx';
import { QuitTest } from './quit-test.tsx';
import { SaveStatus } from './save-status.tsx';
import type { AttemptControls } from './use-attempt-actions.ts';
import { useShownAnswers } from './use-shown-answers.ts';

interface RunnerProps {
  held: HeldAttempt;
  countyNotice: string | null;
  controls: AttemptControls;
  onQuit: () => void;
}

/** The test-taking screen (spec §2, §4): each answer is saved on the server as it is chosen. */
export function TestRunner({ held, countyNotice, controls, onQuit }: RunnerProps) {
  const { view, answer } = useShownAnswers(held.view, controls);
  const headingId = useId();
  const questionRef = useRef<HTMLHeadingElement>(null);
  const [index, setIndex] = useState(() => resumeIndex(view));
  const [timeUp, setTimeUp] = useState(false);

  const total = view.questions.length;
  const lastIndex = total - 1;
  const isLast = index === lastIndex;
  const question = view.questions[index];
  const selected = question ? answerAt(view, question.position).selected : null;

  // Keyboard and screen-reader users land on the new question, not on a button that moved.
  useEffect(() => {
    questionRef.current?.focus();
  }, [index]);

  const next = () => {
    if (selected === null && !timeUp) {
      notifyError('No option selected', 'Please select an answer before continuing.');
      return;
    }
    if (isLast) void controls.complete();
    else setIndex(index + 1);
  };

  // Spec §4: the test ends at zero; the server marks what was saved. If reporting the result
  // fails the learner is left on the last question to press Complete Test again.
  const expire = () => {
    setTimeUp(true);
    setIndex(lastIndex);
    void controls.complete();
  };

  if (!question) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      {countyNotice && <CountyNotice county={countyNotice} />}
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {view.test.title}
          </h2>
          <Countdown deadline={localDeadline(held, view.deadline)} onExpire={expire} />
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <h3 ref={questionRef} tabIndex={-1} className="text-base font-semibold text-slate-800 focus:outline-none">
              Question {index + 1} of {total}
            </h3>
            <ProgressBar value={percent(index + 1, total)} label="Test progress" />
          </div>
          {timeUp && (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
              {controls.working ? 'Time is up. Saving your results...' : 'Time is up. Your results were not saved: press Complete Test to try again.'}
            </p>
          )}
          <SaveStatus controls={controls} />
          <QuestionOptions
            key={question.position}
            question={question}
            selected={selected}
            disabled={timeUp}
            onSelect={(option) => answer(question.position, { selected: option })}
          />
          <nav aria-label="Questions" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
            <Button variant="outline" disabled={index === 0 || timeUp} onClick={() => setIndex(index - 1)}>
              Previous
            </Button>
            <Button onClick={next} disabled={controls.working} aria-busy={controls.working}>
              {isLast ? 'Complete Test' : 'Next'}
            </Button>
          </nav>
        </CardContent>
      </Card>
      {!timeUp && <QuitTest onQuit={onQuit} />}
    </section>
  );
}
