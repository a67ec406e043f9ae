import { useEffect, useRef, useState } from 'react';
import type { ReviewDue } from '#shared/schemas/review.ts';
import { ReportProblem } from '#client/components/question-report/report-problem.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ListenControl } from '#client/components/ui/listen-control.tsx';
import { questionSpeech } from '#client/lib/speech/speech-text.ts';
import { notifyError } from '#client/lib/toast.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useAnswerReview } from './api/answer-review.ts';
import { ReviewOptions } from './review-options.tsx';

type Question = ReviewDue['questions'][number];

interface Props {
  question: Question;
  isLast: boolean;
  /** Right or wrong, or null when kept offline to be marked later. */
  onNext: (correct: boolean | null) => void;
}

/** One due question: choose, check (marked on the server), read why, move on. */
export function ReviewQuestion({ question, isLast, onNext }: Props) {
  const [selected, setSelected] = useState<number | null>(null);
  const user = useCurrentUser();
  const answer = useAnswerReview();
  const feedbackRef = useRef<HTMLDivElement>(null);
  const outcome = answer.data;
  const marked = outcome && !outcome.queued ? outcome : undefined;

  // The options lock once checked, so focus moves to the verdict instead of being lost.
  useEffect(() => {
    if (outcome) feedbackRef.current?.focus();
  }, [outcome]);

  const check = () => {
    if (selected === null) {
      notifyError('No option selected', 'Please select an answer before checking it.');
      return;
    }
    answer.mutate({ user: user.username, questionId: question.questionId, selected }, { onError: () => notifyError('Error', 'Failed to check your answer. Please try again.') });
  };

  return (
    <div className="flex flex-col gap-5">
      <ListenControl what="the question" text={() => questionSpeech(question.text, question.options)} />
      <ReviewOptions question={question} selected={selected} correctAnswer={marked?.correctAnswer ?? null} locked={outcome !== undefined} onSelect={setSelected} />
      {outcome?.queued && (
        <div ref={feedbackRef} tabIndex={-1} className="flex flex-col gap-2 rounded-md border border-slate-300 bg-slate-50 p-4 focus:outline-none">
          <p className="text-lg font-bold text-slate-900">Answer saved on this device</p>
          <p className="text-slate-800">You are offline. Your answer will be marked and sent when you are back online.</p>
        </div>
      )}
      {marked && (
        <div
          ref={feedbackRef}
          tabIndex={-1}
          className={`flex flex-col gap-2 rounded-md border p-4 focus:outline-none ${marked.correct ? 'border-brand-700 bg-brand-50' : 'border-red-300 bg-red-50'}`}
        >
          <p className={`text-lg font-bold ${marked.correct ? 'text-brand-800' : 'text-red-900'}`}>{marked.correct ? 'Correct' : 'Incorrect'}</p>
          {!marked.correct && <p className="text-slate-900">The right answer is: {question.options[marked.correctAnswer]}</p>}
          <p className="text-slate-800">{marked.explanation}</p>
          <ListenControl
            what="the explanation"
            text={() => `${marked.correct ? 'Correct.' : `Incorrect. The right answer is: ${question.options[marked.correctAnswer] ?? ''}.`} ${marked.explanation}`}
          />
        </div>
      )}
      {marked && <ReportProblem questionId={question.questionId} />}
      <div className="flex justify-end border-t border-slate-200 pt-5">
        {outcome ? (
          <Button onClick={() => onNext(outcome.queued ? null : outcome.correct)}>{isLast ? 'Finish review' : 'Next question'}</Button>
        ) : (
          <Button onClick={check} disabled={answer.isPending} aria-busy={answer.isPending}>
            {answer.isPending ? 'Checking...' : 'Check answer'}
          </Button>
        )}
      </div>
    </div>
  );
}
