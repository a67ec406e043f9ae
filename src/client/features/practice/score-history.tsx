import { lazy, Suspense, useId, useState } from 'react';
import type { ResultRecord } from '#shared/schemas/practice.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Select } from '#client/components/ui/select.tsx';
import { passPercentFor, scorePoints, scoreSummary, testsTaken } from './score-points.ts';

const ScoreChart = lazy(() => import('./score-chart.tsx').then((m) => ({ default: m.ScoreChart })));

/**
 * Scores over time for the learner's vehicle type (issue 8), with a text summary: one test at a
 * time, against that test's own pass line (issue 32 §5), the last one taken first.
 */
export function ScoreHistory({ results }: { results: readonly ResultRecord[] }) {
  const headingId = useId();
  const selectId = useId();
  const tests = testsTaken(results);
  const [chosen, setChosen] = useState<number | null>(null);
  const test = tests.find((t) => t.testId === chosen) ?? tests[0];
  if (!test) return null;
  const points = scorePoints(results.filter((r) => r.testId === test.testId));
  const passPercent = passPercentFor(test.testId);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Your Scores Over Time
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {tests.length > 1 && (
            <div className="flex flex-col gap-1.5 sm:max-w-sm">
              <Label htmlFor={selectId}>Show scores for</Label>
              <Select id={selectId} value={String(test.testId)} onChange={(e) => setChosen(Number(e.target.value))}>
                {tests.map((t) => (
                  <option key={t.testId} value={String(t.testId)}>
                    {t.title}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <figure className="flex flex-col gap-3">
            <Suspense fallback={<div className="h-60 w-full rounded-md bg-slate-100" />}>
              <ScoreChart points={points} passPercent={passPercent} />
            </Suspense>
            <figcaption className="text-sm text-slate-800">
              {scoreSummary(points)} The dashed line is this test&apos;s pass mark, {passPercent}%.
            </figcaption>
          </figure>
        </CardContent>
      </Card>
    </section>
  );
}
