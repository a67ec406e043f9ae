import { useState } from 'react';
import { useReviewDue } from '#client/lib/queries/review-due.ts';
import { NothingDue } from './nothing-due.tsx';
import { ReviewRound } from './review-round.tsx';

/** The due questions in rounds of up to 20; a question answered on this visit is not asked again on it. */
export function ReviewArea() {
  const due = useReviewDue();
  const [round, setRound] = useState(0);
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());

  if (due.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading your review...
      </p>
    );
  }
  if (due.isError) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        Your review could not be loaded. Please try again.
      </p>
    );
  }

  const fresh = due.data.questions.filter((q) => !answered.has(q.questionId));
  return (
    <ReviewRound
      key={round}
      questions={fresh}
      moreDue={fresh.length > 0 && !due.isFetching}
      empty={<NothingDue nextDue={due.data.nextDue} />}
      onAnswered={(id) => setAnswered((old) => new Set(old).add(id))}
      onMore={() => setRound((n) => n + 1)}
    />
  );
}
