import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { TasterContent, TasterResult } from '#shared/schemas/taster.ts';
import { Button } from '#client/components/ui/button.tsx';
import { formatMonthYear } from '#client/lib/format.ts';

type Question = TasterContent['questions'][number];

/** The marked sample: the score, then each question with the right answer, why, and where it comes from. */
export function SampleResults({ questions, result, onAgain }: { questions: readonly Question[]; result: TasterResult; onAgain: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the score, not on a button that has gone.
  useEffect(() => headingRef.current?.focus(), []);
  const byId = new Map(questions.map((q) => [q.id, q]));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-5">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          You scored {result.score} out of {result.total}
        </h2>
        <p className="text-slate-800">
          Every answer was marked on our server, as in the full course. The real Entry Test asks for 75% in each module; the course tracks how close you are with a
          readiness figure and brings back the questions you miss until you know them.
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/register">Create an account</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing">See the plans</Link>
          </Button>
          <Button variant="outline" onClick={onAgain}>
            Try the questions again
          </Button>
        </div>
      </div>
      <ol className="flex flex-col gap-4">
        {result.items.map((item, i) => {
          const q = byId.get(item.id);
          if (!q) return null;
          return (
            <li key={item.id} className={`rounded-md border p-4 ${item.correct ? 'border-brand-100 bg-brand-50' : 'border-orange-200 bg-orange-50'}`}>
              <p className="flex items-start gap-2 font-semibold text-slate-900">
                {item.correct ? <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" /> : <XCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-orange-800" />}
                <span>
                  {i + 1}. {q.text} <span className="sr-only">({item.correct ? 'correct' : 'incorrect'})</span>
                </span>
              </p>
              <div className="mt-2 flex flex-col gap-1 pl-7 text-slate-800">
                <p>
                  <span className="font-semibold">Your answer:</span> {item.selected === null ? 'Not answered' : q.options[item.selected]}
                </p>
                {!item.correct && (
                  <p>
                    <span className="font-semibold">Correct answer:</span> {q.options[item.correctAnswer]}
                  </p>
                )}
                <p className="text-sm text-slate-700">
                  <span className="font-semibold">Why:</span> {item.explanation}
                </p>
                <p className="text-xs text-slate-700">
                  Source: {item.source} · Checked {formatMonthYear(item.verified)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
