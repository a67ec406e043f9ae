import { lazy, Suspense, useId } from 'react';
import type { ResultRecord } from '#shared/schemas/practice.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { scorePoints, scoreSummary } from './score-points.ts';

const ScoreChart = lazy(() => import('./score-chart.tsx').then((m) => ({ default: m.ScoreChart })));

/** Scores over time for the learner's vehicle type (issue 8), with a text summary. */
export function ScoreHistory({ results }: { results: readonly ResultRecord[] }) {
  const headingId = useId();
  const points = scorePoints(results);
  if (points.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Your Scores Over Time
          </h2>
        </CardHeader>
        <CardContent>
          <figure className="flex flex-col gap-3">
            <Suspense fallback={<div className="h-60 w-full rounded-md bg-slate-100" />}>
              <ScoreChart points={points} />
            </Suspense>
            <figcaption className="text-sm text-slate-800">{scoreSummary(points)}</figcaption>
          </figure>
        </CardContent>
      </Card>
    </section>
  );
}
