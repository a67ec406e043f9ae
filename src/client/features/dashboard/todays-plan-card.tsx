import { BookOpen, GraduationCap, RotateCcw } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import type { StudyPlanResponse } from '#shared/schemas/study-plan.ts';
import { draftOf, PlanFields, testDateError, updateOf, type PlanDraft } from '#client/components/study-plan/plan-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { formatLongDay } from '#client/lib/format.ts';
import { useSaveStudyPlan } from '#client/lib/queries/study-plan.ts';
import { notify, notifyError } from '#client/lib/toast.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

function Task({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-md border border-slate-200 p-3 text-slate-900">
      {icon}
      {children}
    </li>
  );
}

/** No date yet (or it has passed): set one right here, with the county. */
function SetDateForm({ plan }: { plan: StudyPlanResponse }) {
  const [draft, setDraft] = useState<PlanDraft>(() => ({ ...draftOf(plan), testDate: '' }));
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveStudyPlan();
  const dateError = submitted ? testDateError(draft, { required: true, saved: null }) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (testDateError(draft, { required: true, saved: null })) return;
    save.mutate(updateOf(draft), {
      onSuccess: (next) => notify('Study plan saved', next.today.summary),
      onError: (e) => notifyError('Error', (e instanceof ApiError && e.serverMessage) || 'Failed to save your test date. Please try again.'),
    });
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Your test date" className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4">
      <PlanFields draft={draft} onChange={setDraft} dateError={dateError} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

/** Without a test to plan for (a local area hackney learner), the day is reading and review. */
function steadySummary(pagesToday: number): string {
  return pagesToday > 0 ? `Read ${plural(pagesToday, 'page')} and clear your reviews today.` : 'The reading is done: keep your reviews up to date.';
}

/**
 * Issue 19 §5: where the learner stands against their test date, and what to do today.
 * `reviewsDue` is the sidebar badge's count when known (due within the day, as the review page
 * serves them), so the card never says "No reviews due" beside a badge that says otherwise.
 * `entryTest` false (local area hackney, issue 32 §4): no test date, no simulator sitting.
 */
export function TodaysPlanCard({ plan, reviewsDue = plan.today.reviewsDue, entryTest = true }: { plan: StudyPlanResponse; reviewsDue?: number; entryTest?: boolean }) {
  const headingId = useId();
  const { today } = plan;

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Today’s plan
          </h2>
          <p className="text-slate-800">{entryTest ? today.summary : steadySummary(today.pagesToday)}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="flex flex-col gap-2" aria-label="Today’s tasks">
            {today.pagesToday > 0 && (
              <Task icon={<BookOpen aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />}>
                <Link to="/training" className={linkClass}>
                  Read {plural(today.pagesToday, 'page')}
                </Link>
              </Task>
            )}
            <Task icon={<RotateCcw aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />}>
              {reviewsDue > 0 ? (
                <Link to="/review" className={linkClass}>
                  Review {plural(reviewsDue, 'question')}
                </Link>
              ) : (
                <span className="text-slate-700">No reviews due</span>
              )}
            </Task>
            {entryTest && today.mock && (
              <Task icon={<GraduationCap aria-hidden className="h-5 w-5 shrink-0 text-brand-700" />}>
                <Link to="/practice-tests" className={linkClass}>
                  Sit an Entry Test simulator
                </Link>
              </Task>
            )}
          </ul>
          {!entryTest ? null : today.daysLeft === null ? (
            <SetDateForm plan={plan} />
          ) : (
            <p className="text-sm text-slate-700">
              {`Planned for your test on ${formatLongDay(plan.testDate ?? '')}${plan.county ? ` in ${plan.county}` : ''}. `}
              <Link to="/settings?tab=study-plan" className={linkClass}>
                <span aria-hidden>Change</span>
                <span className="sr-only">Change your test date or county</span>
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
