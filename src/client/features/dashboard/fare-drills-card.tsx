import { Link } from 'react-router-dom';
import { DRILL_LENGTH, type DrillSummary } from '#shared/schemas/fares.ts';
import { percent } from '#shared/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { useFareDrillSummary } from '#client/lib/queries/fare-drills.ts';

/**
 * The learner's fare drill score (issue 33). Every state fills the same lines, so nothing below
 * moves when the figures arrive.
 */
function headline(summary: ReturnType<typeof useFareDrillSummary>): string {
  if (summary.isPending) return 'Loading your fare drills...';
  if (summary.isError) return 'Your fare drill score could not be loaded.';
  const last = summary.data.last;
  if (!last) return 'No fare drills yet';
  if (last.answered < last.total) return `Last drill: ${last.right} of ${last.answered} right so far, ${last.total - last.answered} to go`;
  return `Last drill: ${last.right} of ${last.total} right`;
}

function detail(data: DrillSummary | undefined): string {
  // A space keeps the line's height while loading.
  if (!data) return ' ';
  if (data.answered === 0) return 'Ten questions on fares, rates, extras and receipts, each with the working.';
  const finished = `${data.sessionsCompleted} drill${data.sessionsCompleted === 1 ? '' : 's'} finished`;
  const best = data.best !== null ? `, best ${data.best} of ${DRILL_LENGTH}` : '';
  return `${finished}${best}; ${data.right} of ${data.answered} answers right in all.`;
}

export function FareDrillsCard() {
  const summary = useFareDrillSummary();
  const last = summary.data?.last ?? null;
  const value = last ? percent(last.right, last.answered) : 0;

  return (
    <Card role="region" aria-labelledby="fare-drills-heading">
      <CardHeader className="pb-3">
        <h2 id="fare-drills-heading" className="text-xl font-bold text-slate-900">
          Fare drills
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p role={summary.isError ? 'alert' : undefined} className="min-h-12 font-semibold text-slate-900 sm:min-h-6">
            {headline(summary)}
          </p>
          <ProgressBar value={value} label="Last fare drill score" />
          {/* Two lines held open: the detail's length varies and must not push the page down. */}
          <p className="min-h-10 text-sm text-slate-700">{detail(summary.data)}</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-center">
          <Link to="/fares?tab=drills">Practise fares</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
