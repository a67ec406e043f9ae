import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { percent } from '#shared/scoring.ts';
import type { ReviewDue } from '#shared/schemas/review.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { ReviewQuestion, type ReviewEnd } from './review-question.tsx';
import { ReviewSummary } from './review-summary.tsx';

type Question = ReviewDue['questions'][number];

interface Props {
  /** Taken when the round starts: answers move questions' due dates, not the round under way. */
  questions: readonly Question[];
  /** Shown when the round starts with nothing due. */
  empty: ReactNode;
  /** More due after this round (fresh from the server). */
  moreDue: boolean;
  onAnswered: (questionId: string) => void;
  onMore: () => void;
}

/** One round of review: the due questions one at a time, then a summary. */
export function ReviewRound({ questions: due, empty, moreDue, onAnswered, onMore }: Props) {
  const [questions] = useState(due);
  const [index, setIndex] = useState(0);
  const [right, setRight] = useState(0);
  const [kept, setKept] = useState(0);
  const [refused, setRefused] = useState(0);
  const headingId = useId();
  const progressRef = useRef<HTMLHeadingElement>(null);
  const total = questions.length;
  const question = questions[index];

  // Keyboard and screen-reader users land on the new question, not on a button that moved.
  useEffect(() => {
    if (index > 0) progressRef.current?.focus();
  }, [index]);

  if (total === 0) return empty;
  if (!question) return <ReviewSummary right={right} total={total} kept={kept} refused={refused} moreDue={moreDue} onMore={onMore} />;

  const next = (end: ReviewEnd) => {
    if (end === 'right') setRight((r) => r + 1);
    if (end === 'kept') setKept((k) => k + 1);
    if (end === 'refused') setRefused((n) => n + 1);
    setIndex((i) => i + 1);
  };

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="sr-only">
            Review question
          </h2>
          <h3 ref={progressRef} tabIndex={-1} className="text-base font-semibold text-slate-800 focus:outline-none">
            Question {index + 1} of {total}
          </h3>
          <ProgressBar value={percent(index + 1, total)} label="Review progress" />
        </CardHeader>
        <CardContent>
          <ReviewQuestion
            key={question.questionId}
            question={question}
            isLast={index === total - 1}
            onNext={(end) => {
              onAnswered(question.questionId);
              next(end);
            }}
          />
        </CardContent>
      </Card>
    </section>
  );
}
