import { useEffect, useId, useRef, useState, type Ref } from 'react';
import type { DrillMark, DrillQuestion as Question } from '#shared/schemas/fares.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { ListenControl } from '#client/components/ui/listen-control.tsx';
import { cn } from '#client/lib/cn.ts';
import { questionSpeech } from '#client/lib/speech/speech-text.ts';
import { notifyError } from '#client/lib/toast.ts';
import { useAnswerDrill } from './api/answer-drill.ts';
import { parseEuro } from './euro-input.ts';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

interface Props {
  sessionId: string;
  drill: Question;
  isLast: boolean;
  onNext: () => void;
}

/** The question and its situation, as one text to read aloud. */
const spoken = (drill: Question) => questionSpeech([drill.prompt, ...drill.details].join(' '), drill.options ?? ['Type the amount in euro']);

/** One drill: answer, check (marked on the server), read the worked answer, move on. */
export function DrillQuestion({ sessionId, drill, isLast, onNext }: Props) {
  const id = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const answer = useAnswerDrill();
  const feedbackRef = useRef<HTMLDivElement>(null);
  const mark = drill.mark;

  // The answer locks once marked, so focus moves to the verdict instead of being lost.
  useEffect(() => {
    if (answer.isSuccess) feedbackRef.current?.focus();
  }, [answer.isSuccess]);

  const check = () => {
    let body: { selected: number } | { amount: number };
    if (drill.options) {
      if (selected === null) {
        notifyError('No option selected', 'Please choose an answer before checking it.');
        return;
      }
      body = { selected };
    } else {
      const amount = parseEuro(typed);
      if (amount === null) {
        setTypedError('Type the fare in euro and cent, for example 23.40.');
        return;
      }
      body = { amount };
    }
    answer.mutate({ sessionId, position: drill.position, answer: body }, { onError: () => notifyError('Error', 'Failed to check your answer. Please try again.') });
  };

  return (
    <div className="flex flex-col gap-5">
      <ListenControl key={drill.position} what="the question" text={() => spoken(drill)} />
      <div className="flex flex-col gap-2">
        <p id={`${id}-prompt`} className="text-lg font-semibold leading-relaxed text-slate-900">
          {drill.prompt}
        </p>
        {drill.details.length > 0 && (
          <ul className="flex flex-col gap-1 rounded-md bg-slate-50 p-3 text-slate-900">
            {drill.details.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        )}
        {drill.kind === 'fare' && <p className="text-sm text-slate-700">The meter charges distance at normal speed and time in slow traffic or when stopped. Add every extra the driver may charge.</p>}
      </div>
      {drill.options ? (
        <fieldset aria-labelledby={`${id}-prompt`} disabled={mark !== null} className="flex flex-col gap-3">
          {drill.options.map((option, i) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-base text-slate-900 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-default',
                mark?.correctOption === i && 'border-brand-700 bg-brand-50',
                mark && !mark.correct && option === mark.given && 'border-red-700 bg-red-50 has-checked:border-red-700 has-checked:bg-red-50',
              )}
            >
              <input type="radio" name={`drill-${sessionId}-${drill.position}`} value={i} checked={selected === i || (mark !== null && option === mark.given)} onChange={() => setSelected(i)} className="mt-1 h-4 w-4 shrink-0 accent-brand-700" />
              <span>
                <span aria-hidden className="mr-1 font-semibold">
                  {LETTERS[i]}.
                </span>
                {option}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="flex flex-col gap-1.5 sm:max-w-xs">
          <Label htmlFor={`${id}-amount`}>Your answer in euro</Label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 23.40"
            value={mark ? mark.given : typed}
            disabled={mark !== null}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? `${id}-amount-error` : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setTypedError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !mark) check();
            }}
          />
          {typedError && (
            <p id={`${id}-amount-error`} role="alert" className="text-sm font-medium text-red-700">
              {typedError}
            </p>
          )}
        </div>
      )}
      {mark && <Verdict ref={feedbackRef} mark={mark} />}
      <div className="flex justify-end border-t border-slate-200 pt-5">
        {mark ? (
          <Button onClick={onNext}>{isLast ? 'See your score' : 'Next question'}</Button>
        ) : (
          <Button onClick={check} disabled={answer.isPending} aria-busy={answer.isPending}>
            {answer.isPending ? 'Checking...' : 'Check answer'}
          </Button>
        )}
      </div>
    </div>
  );
}

function Verdict({ mark, ref }: { mark: DrillMark; ref: Ref<HTMLDivElement> }) {
  const verdict = mark.correct ? 'Correct' : 'Incorrect';
  return (
    <div ref={ref} tabIndex={-1} className={cn('flex flex-col gap-2 rounded-md border p-4 focus:outline-none', mark.correct ? 'border-brand-700 bg-brand-50' : 'border-red-300 bg-red-50')}>
      <p className={cn('text-lg font-bold', mark.correct ? 'text-brand-800' : 'text-red-900')}>{verdict}</p>
      {!mark.correct && (
        <>
          <p className="text-slate-900">The right answer is: {mark.answer}</p>
          <p className="text-slate-800">You answered: {mark.given}</p>
        </>
      )}
      <h3 className="font-semibold text-slate-900">How to work it out</h3>
      <ol className="list-decimal space-y-1 pl-5 text-slate-900">
        {mark.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm text-slate-700">Where to read it: {mark.reference}</p>
      <ListenControl what="the worked answer" text={() => [`${verdict}.`, mark.correct ? '' : `The right answer is: ${mark.answer}.`, ...mark.steps].join(' ')} />
    </div>
  );
}
