import { useEffect, useId, useRef } from 'react';
import { ENTRY_PASS_MARK } from '#shared/entry-test.ts';
import type { AttemptResult } from '#shared/schemas/attempts.ts';
import { formatCountdown, percent } from '#shared/scoring.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { QuestionAnalysis } from './question-analysis.tsx';
import { ResultActions, type ResultActionProps } from './result-actions.tsx';
import { itemsByPart, simulatorVerdict } from './simulator-parts.ts';
import { Stat } from './results-view.tsx';

const ENTRY_PERCENT = Math.round(ENTRY_PASS_MARK * 100);

type MarkedPart = NonNullable<AttemptResult['parts']>[number];

function Badge({ passed, yes, no }: { passed: boolean; yes: string; no: string }) {
  return (
    <span
      className={
        passed
          ? 'rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white'
          : 'rounded-full border border-orange-300 bg-orange-50 px-3 py-1 text-sm font-bold text-orange-900'
      }
    >
      {passed ? yes : no}
    </span>
  );
}

function PartResult({ part }: { part: MarkedPart }) {
  const headingId = useId();
  const p = percent(part.score, part.total);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {part.title}
        </h3>
        <Badge passed={part.passed} yes="Passed" no="Not passed" />
      </div>
      <p className="text-xl font-bold text-slate-900">
        {part.score} out of {part.total} <span className="text-base font-semibold text-slate-700">({p}%)</span>
      </p>
      <ProgressBar value={p} label={`${part.title} score`} marker={ENTRY_PERCENT} barClassName={part.passed ? 'bg-brand-700' : 'bg-orange-500'} className="h-4" />
      <div aria-hidden className="relative h-5 text-xs font-semibold text-slate-900">
        <span className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: `${ENTRY_PERCENT}%` }}>
          {ENTRY_PERCENT}% to Pass
        </span>
      </div>
      <p className="text-sm text-slate-800">
        Pass mark: {part.passMark} of {part.total} correct ({ENTRY_PERCENT}%).
      </p>
    </section>
  );
}

/** The simulator's results: each part against the Entry Test's 75 % line, then every question. */
export function SimulatorResults({ title, result, actions }: { title: string; result: AttemptResult; actions: ResultActionProps }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { score, total } = result;
  const p = percent(score, total);
  const verdict = simulatorVerdict(result);

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
            <Badge passed={verdict.passed} yes={verdict.label} no={verdict.label} />
          </div>
          <p className="sr-only">The pass mark is {ENTRY_PERCENT}% in each part.</p>
          {result.parts?.map((part) => <PartResult key={part.key} part={part} />)}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Stat term="Correct" value={String(score)} />
            <Stat term="Incorrect" value={String(total - score)} />
            <Stat term="Accuracy" value={`${p}%`} />
            <Stat term="Time spent" value={formatCountdown(result.timeSpentSeconds)} />
          </dl>
          <p className="text-sm text-slate-700">
            In the real Entry Test you need {ENTRY_PERCENT}% in each part. A part you pass stands for one year from your first sitting: within that year you sit only the part you have left.
          </p>
          {/* One part passed: the retake is the other part alone, as the real test's one-year rule has it. */}
          <ResultActions {...actions} {...(verdict.resit ? { retakeLabel: `Resit ${verdict.resit.title} only` } : {})} />
        </CardContent>
      </Card>
      {/* Each part numbered from 1, as the real test numbers it (issue 32 §9). */}
      {itemsByPart(result).map(({ part, items }) => (
        <QuestionAnalysis key={part.key} items={items} title={`Question Analysis: ${part.title}`} />
      ))}
    </section>
  );
}
