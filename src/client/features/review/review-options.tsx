import type { ReviewDue } from '#shared/schemas/review.ts';
import { cn } from '#client/lib/cn.ts';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

type Question = ReviewDue['questions'][number];

interface Props {
  question: Question;
  selected: number | null;
  /** Set once checked: the right option is marked, and a wrong choice beside it. */
  correctAnswer: number | null;
  /** Answered (marked, or kept offline): no more changes. */
  locked?: boolean;
  onSelect: (option: number) => void;
}

function Mark({ option, selected, correctAnswer }: { option: number; selected: number | null; correctAnswer: number | null }) {
  if (correctAnswer === null) return null;
  if (option === correctAnswer) return <span className="ml-2 rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">Right answer</span>;
  if (option === selected) return <span className="ml-2 rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">Your answer</span>;
  return null;
}

/** One review question as a native radio group (arrow keys, Space, screen readers), locked once checked. */
export function ReviewOptions({ question, selected, correctAnswer, locked = false, onSelect }: Props) {
  const checked = correctAnswer !== null;
  return (
    <fieldset disabled={checked || locked} className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold leading-relaxed text-slate-900">{question.text}</legend>
      {question.options.map((option, i) => (
        <label
          key={`${question.questionId}-${i}`}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-base text-slate-900 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-default',
            checked && i === correctAnswer && 'border-brand-700 bg-brand-50',
            checked && i === selected && i !== correctAnswer && 'border-red-700 bg-red-50 has-checked:border-red-700 has-checked:bg-red-50',
          )}
        >
          <input
            type="radio"
            name={`review-${question.questionId}`}
            value={i}
            checked={selected === i}
            onChange={() => onSelect(i)}
            className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
          />
          <span>
            <span aria-hidden className="mr-1 font-semibold">
              {LETTERS[i]}.
            </span>
            {option}
            <Mark option={i} selected={selected} correctAnswer={correctAnswer} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}
