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
    <>
      <DueLine count={due.data.count} round={fresh.length} />
      <ReviewRound
      key={round}
      questions={fresh}
      moreDue={fresh.length > 0 && !due.isFetching}
      empty={<NothingDue nextDue={due.data.nextDue} />}
      onAnswered={(id) => setAnswered((old) => new Set(old).add(id))}
      onMore={() => setRound((n) => n + 1)}
      />
    </>
  );
}

/**
 * The same count as today's plan and the sidebar badge: everything due within the day (issue 32
 * §9). A round asks at most 20, so a bigger count says the rest come in the next round.
 */
function DueLine({ count, round }: { count: number; round: number }) {
  if (count === 0) return null;
  const due = `${count} ${count === 1 ? 'question is' : 'questions are'} due for review today`;
  return <p className="mb-4 text-slate-800">{count > round && round > 0 ? `${due}: this round asks ${round} of them.` : `${due}.`}</p>;
}
