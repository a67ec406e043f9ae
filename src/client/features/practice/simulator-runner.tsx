import { Flag } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SIMULATOR_TITLE } from '#shared/entry-test.ts';
import { percent } from '#shared/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { localDeadline, type HeldAttempt } from './api/attempt-query.ts';
import { activePart, answerAt, resumeIndex, reviewLists, runPositions } from './attempt-state.ts';
import { Countdown } from './countdown.tsx';
import { PartReview } from './part-review.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { QuestionOptions } from './question-options.tsx';
import { QuitTest } from './quit-test.tsx';
import { SaveStatus } from './save-status.tsx';
import type { AttemptControls } from './use-attempt-actions.ts';
import { useShownAnswers } from './use-shown-answers.ts';

/**
 * One part of the Entry Test simulator, as the real test runs it: a question grid, flags,
 * skipping (Next without an answer) and a review screen before the part is ended. Keyed by the
 * part, so part 2 starts fresh with its own clock.
 */
export function SimulatorRunner({ held, controls, onQuit }: { held: HeldAttempt; controls: AttemptControls; onQuit: () => void }) {
  const { view, answer: choose } = useShownAnswers(held.view, controls);
  const headingId = useId();
  const questionRef = useRef<HTMLHeadingElement>(null);
  const [index, setIndex] = useState(() => resumeIndex(view));
  const [reviewing, setReviewing] = useState(false);
  const [timeUp, setTimeUp] = useState(false);

  useEffect(() => {
    if (!reviewing) questionRef.current?.focus();
  }, [index, reviewing]);

  const part = activePart(view);
  const positions = runPositions(view);
  const position = positions[index];
  const question = view.questions.find((q) => q.position === position);
  if (!part || view.activePart === null || position === undefined || !question) return null;

  const partIndex = view.activePart;
  const answers = positions.map((p) => answerAt(view, p));
  const answer = answerAt(view, position);
  const lists = reviewLists(view);
  const isLast = index === positions.length - 1;
  const go = (i: number) => {
    setReviewing(false);
    setIndex(i);
  };
  const end = () => void controls.complete(partIndex);
  const expire = () => {
    setTimeUp(true);
    setReviewing(true);
    end();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <Card>
        {/* The clock stays in sight while a long question and its options are scrolled on a phone (issue 32 §9). */}
        <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-t-xl border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:px-6">
          <p className="min-w-0 text-sm font-semibold text-slate-700">{part.title}</p>
          <Countdown deadline={localDeadline(held, part.deadline ?? view.deadline)} onExpire={expire} />
        </div>
        <CardHeader>
          <p className="text-sm font-semibold text-slate-700">{SIMULATOR_TITLE}</p>
          <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            Part {partIndex + 1} of {view.parts?.length ?? 1}: {part.title}
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {timeUp && (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
              {controls.working ? `Time is up for ${part.title}. Ending the part...` : `Time is up for ${part.title}. Press End part to carry on.`}
            </p>
          )}
          <SaveStatus controls={controls} />
          {reviewing ? (
            <PartReview
              part={part}
              nextPart={view.parts?.[partIndex + 1] ?? null}
              lists={lists}
              onGo={go}
              onBack={() => setReviewing(false)}
              onEnd={end}
              working={controls.working}
              timeUp={timeUp}
            />
          ) : (
            <>
              <div className="flex flex-col gap-2">
                <h3 ref={questionRef} tabIndex={-1} className="text-base font-semibold text-slate-800 focus:outline-none">
                  Question {index + 1} of {positions.length}
                </h3>
                <ProgressBar value={percent(lists.answered, positions.length)} label={`${lists.answered} of ${positions.length} answered`} />
              </div>
              <QuestionOptions key={position} question={question} selected={answer.selected} disabled={false} onSelect={(option) => choose(position, { selected: option })} />
              <Button variant="outline" className="self-start" aria-pressed={answer.flagged} onClick={() => choose(position, { flagged: !answer.flagged })}>
                <Flag aria-hidden className={answer.flagged ? 'h-4 w-4 fill-amber-400 text-slate-900' : 'h-4 w-4'} />
                Flag for review
              </Button>
              <nav aria-label="Questions" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
                <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                  Previous
                </Button>
                <Button onClick={() => (isLast ? setReviewing(true) : setIndex(index + 1))}>{isLast ? 'Review Answers' : 'Next'}</Button>
              </nav>
              <QuestionNavigator answers={answers} current={index} onGo={go} />
              <Button variant="link" className="h-auto self-start px-0" onClick={() => setReviewing(true)}>
                Review and end part
              </Button>
            </>
          )}
        </CardContent>
      </Card>
      {!timeUp && <QuitTest onQuit={onQuit} />}
    </section>
  );
}
