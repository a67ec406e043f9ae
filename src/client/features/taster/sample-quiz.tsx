import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '#shared/api-error.ts';
import type { TasterContent } from '#shared/schemas/taster.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ListenControl } from '#client/components/ui/listen-control.tsx';
import { questionSpeech } from '#client/lib/speech/speech-text.ts';
import { useMarkTaster } from './api/mark-taster.ts';
import { SampleResults } from './sample-results.tsx';

type Question = TasterContent['questions'][number];
const LETTERS = ['A', 'B', 'C', 'D'] as const;

function SampleQuestion({ question, index, total, selected, onSelect }: { question: Question; index: number; total: number; selected: number | undefined; onSelect: (option: number) => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold leading-relaxed text-slate-900">
          <span className="block text-sm font-semibold text-slate-700">
            Question {index + 1} of {total}
          </span>
          {question.text}
        </legend>
        {question.options.map((option, i) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white p-3 text-base text-slate-900 hover:bg-slate-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input type="radio" name={question.id} value={i} checked={selected === i} onChange={() => onSelect(i)} className="mt-1 h-4 w-4 shrink-0 accent-brand-700" />
            <span className="min-w-0 break-words">
              <span aria-hidden className="mr-1 font-semibold">
                {LETTERS[i]}.
              </span>
              {option}
            </span>
          </label>
        ))}
      </fieldset>
      <ListenControl what={`question ${index + 1}`} text={() => questionSpeech(question.text, question.options)} />
    </li>
  );
}

/** The ten sample questions: answered on the page, marked on the server (keys never reach the browser first). */
export function SampleQuiz({ questions }: { questions: readonly Question[] }) {
  const headingId = useId();
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const mark = useMarkTaster();
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mark.mutate({ answers: questions.map((q) => ({ id: q.id, selected: answers[q.id] ?? null })) });
  };

  if (mark.data) {
    return (
      <SampleResults
        questions={questions}
        result={mark.data}
        onAgain={() => {
          setAnswers({});
          mark.reset();
        }}
      />
    );
  }

  const refused = mark.error instanceof ApiError && mark.error.status === 429 ? mark.error.serverMessage : null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          Ten sample questions
        </h2>
        <p className="mt-1 text-slate-700">Answer as many as you like, then check them. You see the right answer, why it is right, and the source it comes from.</p>
      </div>
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <ol className="flex flex-col gap-4">
          {questions.map((q, i) => (
            <SampleQuestion key={q.id} question={q} index={i} total={questions.length} selected={answers[q.id]} onSelect={(option) => setAnswers((a) => ({ ...a, [q.id]: option }))} />
          ))}
        </ol>
        {mark.isError && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            {refused ?? 'Your answers could not be checked. Please try again.'}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={mark.isPending}>
            {mark.isPending ? 'Checking...' : 'Check my answers'}
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            {answered} of {questions.length} answered
          </p>
        </div>
      </form>
    </section>
  );
}
