import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { MarkedItem } from '#shared/schemas/attempts.ts';
import { ReportProblem } from '#client/components/question-report/report-problem.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ListenControl } from '#client/components/ui/listen-control.tsx';
import { formatMonthYear } from '#client/lib/format.ts';

/** Issue 20 §6: where the fact comes from and when it was last checked, as small print. */
function SourceLine({ source, verified }: { source: string; verified: string | null }) {
  const parts = [source && `Source: ${source}`, verified && `Checked ${formatMonthYear(verified)}`].filter(Boolean);
  if (parts.length === 0) return null;
  return <p className="text-xs text-slate-700">{parts.join(' · ')}</p>;
}

/**
 * Spec §2: each question with the learner's answer, the right one when wrong, and why (as marked
 * by the server); "Wrong only" narrows it to the ones to learn from (issue 32 §6), keeping each
 * question's number in the test.
 */
export function QuestionAnalysis({ items, title = 'Question Analysis' }: { items: readonly MarkedItem[]; title?: string }) {
  const headingId = useId();
  const [wrongOnly, setWrongOnly] = useState(false);
  const wrong = items.filter((q) => !q.correct).length;
  const listed = items.map((q, i) => ({ q, i })).filter(({ q }) => !wrongOnly || !q.correct);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader className="flex flex-col gap-3">
          <h3 id={headingId} className="text-xl font-bold text-slate-900">
            {title}
          </h3>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <label className="flex min-h-11 items-center gap-2 font-medium text-slate-900">
              <input type="checkbox" checked={wrongOnly} onChange={(e) => setWrongOnly(e.target.checked)} className="h-5 w-5 accent-brand-700" />
              Wrong only
            </label>
            <p aria-live="polite" className="text-sm text-slate-700">
              {wrongOnly ? `Showing the ${wrong} you got wrong or left out, of ${items.length}.` : `${wrong} of ${items.length} wrong or left out.`}
            </p>
          </div>
        </CardHeader>
        <CardContent>
          {listed.length === 0 && <p className="rounded-md bg-brand-50 p-4 text-slate-900">None: you answered every question right.</p>}
          <ol className="flex flex-col gap-4">
            {listed.map(({ q, i }) => (
              <li key={q.position} value={i + 1} className={`rounded-md border p-4 ${q.correct ? 'border-brand-100 bg-brand-50' : 'border-orange-200 bg-orange-50'}`}>
                <p className="flex items-start gap-2 font-semibold text-slate-900">
                  {q.correct ? (
                    <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                  ) : (
                    <XCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-orange-800" />
                  )}
                  <span>
                    {i + 1}. {q.text} <span className="sr-only">({q.correct ? 'correct' : 'incorrect'})</span>
                  </span>
                </p>
                <div className="mt-2 flex flex-col gap-1 pl-7 text-slate-800">
                  <p>
                    <span className="font-semibold">Your answer:</span> {q.selected === null ? 'Not answered' : q.options[q.selected]}
                  </p>
                  {!q.correct && (
                    <p>
                      <span className="font-semibold">Correct answer:</span> {q.options[q.correctAnswer]}
                    </p>
                  )}
                  <p className="text-sm text-slate-700">
                    <span className="font-semibold">Explanation:</span> {q.explanation}
                  </p>
                  <ListenControl what={`explanation ${i + 1}`} text={() => `${q.correct ? 'Correct.' : `The correct answer is: ${q.options[q.correctAnswer] ?? ''}.`} ${q.explanation}`} />
                  <SourceLine source={q.source} verified={q.verified} />
                  <ReportProblem questionId={q.questionId} />
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </section>
  );
}
