import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReviewDue } from '#shared/schemas/review.ts';
import { ReportProblem } from '#client/components/question-report/report-problem.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ListenControl } from '#client/components/ui/listen-control.tsx';
import { knownKey, reviewOutcome, subscribeReviewOutcomes } from '#client/lib/offline/review-outcomes.ts';
import { useOnline } from '#client/lib/offline/use-online.ts';
import { questionSpeech } from '#client/lib/speech/speech-text.ts';
import { notifyError } from '#client/lib/toast.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { useAnswerReview, type ReviewOutcome } from './api/answer-review.ts';
import { RefusedBox, SavedBox, VerdictBox } from './review-feedback.tsx';
import { ReviewOptions } from './review-options.tsx';

type Question = ReviewDue['questions'][number];

/** How an answer ended for the round's tally: marked right or wrong, still on the phone, or never counted. */
export type ReviewEnd = 'right' | 'wrong' | 'kept' | 'refused';

interface Props {
  question: Question;
  isLast: boolean;
  onNext: (end: ReviewEnd) => void;
}

const noSubscription = () => () => undefined;

/**
 * The answer as it stands now: a queued answer turns into its verdict (or refusal) on this
 * screen the moment the queue sends it, however long after.
 */
function useLiveOutcome(outcome: ReviewOutcome | undefined): ReviewOutcome | undefined {
  const queuedId = outcome?.kind === 'queued' ? outcome.answerId : undefined;
  const sent = useSyncExternalStore(
    queuedId ? subscribeReviewOutcomes : noSubscription,
    () => (queuedId ? reviewOutcome(queuedId) : undefined),
    () => undefined,
  );
  return sent ?? outcome;
}

/** One due question: choose, check (marked on the server, or kept on the phone), read why, move on. */
export function ReviewQuestion({ question, isLast, onNext }: Props) {
  const [selected, setSelected] = useState<number | null>(null);
  const user = useCurrentUser();
  const online = useOnline();
  const answer = useAnswerReview();
  const feedbackRef = useRef<HTMLDivElement>(null);
  const outcome = useLiveOutcome(answer.data);
  // A key the server showed earlier in this visit may be used; the due list itself has none.
  const key = outcome?.kind === 'queued' ? knownKey(question.questionId) : undefined;
  const verdict = outcome?.kind === 'marked' ? outcome.verdict : key;
  const correct = verdict ? selected === verdict.correctAnswer : null;

  // The options lock once checked, so focus moves to what happened instead of being lost.
  const answered = answer.data !== undefined;
  useEffect(() => {
    if (answered) feedbackRef.current?.focus();
  }, [answered]);

  const check = () => {
    if (selected === null) {
      notifyError('No option selected', 'Please select an answer before checking it.');
      return;
    }
    answer.mutate({ user: user.username, questionId: question.questionId, selected }, { onError: () => notifyError('Error', 'Failed to check your answer. Please try again.') });
  };

  const end = (): ReviewEnd => {
    if (outcome?.kind === 'refused') return 'refused';
    if (outcome?.kind !== 'marked') return 'kept';
    return outcome.verdict.correct ? 'right' : 'wrong';
  };

  return (
    <div className="flex flex-col gap-5">
      <ListenControl what="the question" text={() => questionSpeech(question.text, question.options)} />
      <ReviewOptions question={question} selected={selected} correctAnswer={verdict?.correctAnswer ?? null} locked={outcome !== undefined} onSelect={setSelected} />
      {/* Polite live region: a verdict that arrives later, when the queue is sent, is read out. */}
      <div ref={feedbackRef} tabIndex={-1} aria-live="polite" className="flex flex-col gap-3 focus:outline-none">
        {verdict && correct !== null && <VerdictBox correct={correct} rightText={question.options[verdict.correctAnswer] ?? ''} explanation={verdict.explanation} />}
        {outcome?.kind === 'queued' && <SavedBox offline={!online} known={key !== undefined} />}
        {outcome?.kind === 'refused' && <RefusedBox message={outcome.message} />}
      </div>
      {outcome?.kind === 'marked' && <ReportProblem questionId={question.questionId} />}
      <div className="flex justify-end border-t border-slate-200 pt-5">
        {outcome ? (
          <Button onClick={() => onNext(end())}>{isLast ? 'Finish review' : 'Next question'}</Button>
        ) : (
          <Button onClick={check} disabled={answer.isPending} aria-busy={answer.isPending}>
            {answer.isPending ? 'Checking...' : 'Check answer'}
          </Button>
        )}
      </div>
    </div>
  );
}
