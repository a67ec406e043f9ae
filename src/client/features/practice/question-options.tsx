import type { AttemptView } from '#shared/schemas/attempts.ts';
import { ListenControl } from '#client/components/ui/listen-control.tsx';
import { questionSpeech } from '#client/lib/speech/speech-text.ts';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

type Question = AttemptView['questions'][number];

/** One question as a native radio group: arrow keys, Space and screen readers work as usual. */
export function QuestionOptions({ question, selected, disabled, onSelect }: { question: Question; selected: number | null; disabled: boolean; onSelect: (option: number) => void }) {
  return (
    <div className="flex flex-col gap-3">
      <ListenControl key={question.id} what="the question" text={() => questionSpeech(question.text, question.options)} />
      <fieldset disabled={disabled} className="flex flex-col gap-3">
        <legend className="mb-3 text-lg font-semibold leading-relaxed text-slate-900">{question.text}</legend>
        {question.options.map((option, i) => (
          <label
            key={`${question.id}-${i}`}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-base text-slate-900 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name={`question-${question.position}`}
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
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
