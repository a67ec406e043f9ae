import { useEffect, useId, useRef } from 'react';
import { formatCountdown, isPass, PASS_PERCENT, percent } from '#shared/scoring.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import type { AttemptResult } from '#shared/schemas/attempts.ts';
import { QuestionAnalysis } from './question-analysis.tsx';
import { ResultActions, type ResultActionProps } from './result-actions.tsx';
import { scoreBarClass } from './test-labels.ts';

interface ResultsProps {
  title: string;
  result: AttemptResult;
  actions: ResultActionProps;
}

export function Stat({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{term}</dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** The results screen (spec §2), from the server's mark. */
export function ResultsView({ title, result, actions }: ResultsProps) {
  const { score, total, timeSpentSeconds } = result;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const p = percent(score, total);
  const passed = isPass(score, total);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl">
            {title} Results
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-3xl font-bold text-slate-900">
              {score} out of {total} <span className="text-xl font-semibold text-slate-700">({p}%)</span>
            </p>
            <span
              className={
                passed
                  ? 'rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white'
                  : 'rounded-full border border-orange-300 bg-orange-50 px-3 py-1 text-sm font-bold text-orange-900'
              }
            >
              {passed ? 'Passed!' : 'Try Again'}
            </span>
          </div>
          <div className="flex flex-col gap-1">
            <ProgressBar value={p} label="Your score" marker={PASS_PERCENT} barClassName={scoreBarClass(score, total)} className="h-4" />
            <div aria-hidden className="relative h-5 text-xs font-semibold text-slate-900">
              <span className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: `${PASS_PERCENT}%` }}>
                {PASS_PERCENT}% to Pass
              </span>
            </div>
            <p className="sr-only">The pass mark is {PASS_PERCENT}%.</p>
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat term="Correct" value={String(score)} />
            <Stat term="Incorrect" value={String(total - score)} />
            <Stat term="Accuracy" value={`${p}%`} />
            <Stat term="Time spent" value={formatCountdown(timeSpentSeconds)} />
          </dl>
          <p className="text-sm text-slate-700">
            Our practice pass mark of {PASS_PERCENT}% is deliberately stricter than the official SPSV test's 75%, so you have a safety margin on the day.
          </p>
          <ResultActions {...actions} />
        </CardContent>
      </Card>
      <QuestionAnalysis items={result.items} />
    </section>
  );
}
