import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import type { StudyPlanResponse } from '#shared/schemas/study-plan.ts';
import { sitsEntryTest, type VehicleType } from '#shared/vehicle-types.ts';
import { draftOf, PlanFields, testDateError, updateOf, type PlanDraft } from '#client/components/study-plan/plan-fields.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { notify, notifyError } from '#client/lib/toast.ts';
import { useSaveStudyPlan, useStudyPlan } from '#client/lib/queries/study-plan.ts';
import { Panel } from './panel.tsx';

const INTRO = 'Set the date of your Entry Test and we plan each day’s reading, reviews and mock tests so you finish in time.';
/** Local area hackney learners sit no Entry Test (issue 32 §4): their plan is steady reading and review. */
const NO_TEST_INTRO = 'Choose your county and we plan each day’s reading and reviews, at a steady pace.';

const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage) || fallback;

function StudyPlanForm({ plan, entryTest }: { plan: StudyPlanResponse; entryTest: boolean }) {
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(plan));
  const [reminders, setReminders] = useState(plan.reminders);
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveStudyPlan();
  const switchId = useId();
  const hintId = useId();
  const dateError = submitted ? testDateError(draft, { required: false, saved: plan.testDate }) : undefined;
  const saved = draftOf(plan);
  const changed = draft.testDate !== saved.testDate || draft.county !== saved.county || reminders !== plan.reminders;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (testDateError(draft, { required: false, saved: plan.testDate })) return;
    save.mutate(
      { ...updateOf(draft), reminders },
      {
        onSuccess: (next) => notify('Study plan saved', next.reminders ? `${next.today.summary} Your first reminder comes tomorrow at 8 am.` : next.today.summary),
        onError: (e) => notifyError('Error', failure(e, 'Failed to save your study plan. Please try again.')),
      },
    );
  };

  // The one-click turn-off: switching reminders off saves at once; switching on waits for Save.
  const toggle = (on: boolean) => {
    setReminders(on);
    if (on || !plan.reminders) return;
    save.mutate(
      { reminders: false },
      {
        onSuccess: () => notify('Study reminders are off', 'You will get no more reminder emails.'),
        onError: (e) => {
          setReminders(true);
          notifyError('Error', failure(e, 'Failed to turn reminders off. Please try again.'));
        },
      },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <PlanFields draft={draft} onChange={setDraft} dateError={dateError} entryTest={entryTest} />
      <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          aria-describedby={hintId}
          checked={reminders}
          onChange={(e) => toggle(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        />
        <div>
          <label htmlFor={switchId} className="font-medium text-slate-900">
            Email me a daily study plan
          </label>
          <p id={hintId} className="text-sm text-slate-700">
            Reminders come at 8 am (Irish time), and every email has a link that turns them off.
          </p>
        </div>
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending || !changed}>
        {save.isPending ? 'Saving...' : 'Save Study Plan'}
      </Button>
    </form>
  );
}

/** Issue 19 §5: the test date and county the plan works to, and the opt-in daily reminder. */
export function StudyPlanPanel({ hasPurchased, vehicleType = 'taxi' }: { hasPurchased: boolean; vehicleType?: VehicleType }) {
  const plan = useStudyPlan(hasPurchased);
  const entryTest = sitsEntryTest(vehicleType);
  const intro = entryTest ? INTRO : NO_TEST_INTRO;
  if (!hasPurchased) {
    return (
      <Panel title="Study Plan" intro={intro}>
        <p className="text-slate-800">A study plan comes with every course plan.</p>
        <Button asChild className="self-start">
          <Link to="/pricing">Choose Your Plan</Link>
        </Button>
      </Panel>
    );
  }
  return (
    <Panel title="Study Plan" intro={intro}>
      {plan.isPending && <p role="status">Loading...</p>}
      {plan.isError && (
        <p role="alert" className="text-red-800">
          Your study plan could not be loaded. Please reload the page to try again.
        </p>
      )}
      {plan.data && <StudyPlanForm plan={plan.data} entryTest={entryTest} />}
    </Panel>
  );
}
