import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MODULE_COUNT, MODULES } from '#shared/modules.ts';
import { percent } from '#shared/scoring.ts';
import { sitsEntryTest, vehicleTypeName } from '#shared/vehicle-types.ts';
import { ContinueTestsCard } from '#client/components/exam/continue-tests-card.tsx';
import { EntryTestTracker } from '#client/components/exam/entry-test-tracker.tsx';
import { NoEntryTestCard } from '#client/components/exam/no-entry-test-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ProgressBar } from '#client/components/ui/progress-bar.tsx';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useOpenAttempts } from '#client/lib/queries/open-attempts.ts';
import { useReviewDue } from '#client/lib/queries/review-due.ts';
import { useStudyPlan } from '#client/lib/queries/study-plan.ts';
import { completedModuleIds, useProgress } from '#client/lib/queries/training-progress.ts';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { FareDrillsCard } from './fare-drills-card.tsx';
import { ReadinessCard } from './readiness-card.tsx';
import { TodaysPlanCard } from './todays-plan-card.tsx';
import { useDashboardFigures } from './use-dashboard-figures.ts';
import { SubscriptionRequired } from './subscription-required.tsx';

function Figure({ label, value, detail }: { label: string; value: number; detail: string }) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between">
        <h3 className="font-semibold text-slate-900">{label}</h3>
        <span className="text-lg font-bold text-slate-900">{value}%</span>
      </div>
      <ProgressBar value={value} label={label} />
      <p className="text-sm text-slate-700">{detail}</p>
    </div>
  );
}

export function DashboardPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your SPSV Prep progress.', path: '/dashboard', noindex: true });
  const user = useCurrentUser();
  const progress = useProgress(user.hasPurchased);
  const completed = completedModuleIds(progress.data, user.vehicleType);
  const next = MODULES.find((m) => !completed.has(m.id));
  const figures = useDashboardFigures(user);
  const plan = useStudyPlan(user.hasPurchased);
  const planCounty = plan.data?.county ?? null;
  // The sidebar's query, already loaded: the card counts reviews as the badge does.
  const due = useReviewDue(user.hasPurchased);
  // Local area hackney learners do not sit the Entry Test: none of its machinery (issue 32 §4).
  const entryTest = sitsEntryTest(user.vehicleType);
  // The cards that decide the page's shape ("Continue your test", today's plan) are waited for, so
  // nothing arrives later and pushes the page down under the learner's thumb (issue 32 §9: CLS).
  const open = useOpenAttempts(user.hasPurchased);
  const settling = user.hasPurchased && (open.isPending || plan.isPending);

  if (settling) {
    return (
      <section className="mx-auto flex max-w-5xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
        <p role="status" className="min-h-[60vh] text-slate-700">
          Loading your dashboard...
        </p>
      </section>
    );
  }

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
      {!user.hasPurchased && <SubscriptionRequired vehicleType={user.vehicleType} />}
      {user.hasPurchased && !entryTest && <NoEntryTestCard where="dashboard" />}
      <ContinueTestsCard enabled={user.hasPurchased} />
      <Card>
        <CardHeader>
          <h2 className="text-xl font-bold text-slate-900">Your progress</h2>
        </CardHeader>
        <CardContent className="grid gap-6 md:grid-cols-3">
          <Figure
            label="Training Completion"
            value={percent(completed.size, MODULE_COUNT)}
            detail={`${completed.size} of ${MODULE_COUNT} modules completed`}
          />
          <Figure label="Practice Tests" value={figures.practice.value} detail={figures.practice.detail} />
          <Figure label="Checklists Completed" value={figures.checklists.value} detail={figures.checklists.detail} />
        </CardContent>
      </Card>
      {user.hasPurchased && <FareDrillsCard />}
      {user.hasPurchased && plan.data && <TodaysPlanCard plan={plan.data} reviewsDue={due.data?.count} entryTest={entryTest} />}
      {user.hasPurchased && plan.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          Today’s plan could not be loaded. Please reload the page to try again.
        </p>
      )}
      {/* Waits for the plan so it opens on the learner's county; a new county in the plan starts it afresh. */}
      {user.hasPurchased && entryTest && !plan.isPending && <ReadinessCard key={planCounty ?? 'none'} planCounty={planCounty} />}
      {user.hasPurchased && next && (
        <Card role="region" aria-labelledby="continue-training">
          <CardHeader>
            <h2 id="continue-training" className="text-xl font-bold text-slate-900">
              Continue Your Training
            </h2>
            <p>
              <span className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
                {vehicleTypeName(user.vehicleType)} Training
              </span>
            </p>
          </CardHeader>
          <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <BookOpen aria-hidden className="h-5 w-5 text-brand-700" />
              Module {next.id}: {next.title}
            </p>
            <Button asChild>
              <Link to={`/module/${next.id}?type=${user.vehicleType}`}>Continue Learning</Link>
            </Button>
          </CardContent>
        </Card>
      )}
      {user.hasPurchased && !next && (
        <Card>
          <CardContent className="pt-6 text-slate-800">
            {entryTest
              ? 'You have completed every module. Keep practising with the mock exams until you pass them comfortably.'
              : 'You have completed every module. Keep your reviews up to date and your checklists ticked.'}
          </CardContent>
        </Card>
      )}
      {user.hasPurchased && entryTest && (
        <EntryTestTracker
          remainingAction={() => (
            <Button asChild variant="outline" className="self-start">
              <Link to="/practice-tests">Practise it in the Entry Test simulation</Link>
            </Button>
          )}
        />
      )}
    </section>
  );
}
