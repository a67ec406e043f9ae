import { isCounty, isCountyOption } from '#shared/practice-tests.ts';
import type { StudyPlanUpdate } from '#shared/schemas/study-plan.ts';
import { irishDay } from '#shared/study-plan.ts';
import { CountyOptions } from '../ui/county-options.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';

/** The form's values: an empty string is "not set". */
export interface PlanDraft {
  testDate: string;
  county: string;
}

/** A county saved as "Other Counties" (before issue 32 §9) shows as not chosen: only the 26 are offered. */
export const draftOf = (plan: { testDate: string | null; county: string | null }): PlanDraft => ({ testDate: plan.testDate ?? '', county: isCounty(plan.county) ? plan.county : '' });

export const updateOf = (draft: PlanDraft): Pick<StudyPlanUpdate, 'testDate' | 'county'> => ({ testDate: draft.testDate || null, county: isCountyOption(draft.county) ? draft.county : null });

/**
 * A date is needed where the form exists to set one (the dashboard), and a new date must not be
 * in the past; a saved date that has passed may stay while other fields change.
 */
export function testDateError(draft: PlanDraft, { required, saved }: { required: boolean; saved: string | null }): string | undefined {
  if (draft.testDate === '') return required ? 'Enter the date of your Entry Test.' : undefined;
  if (draft.testDate !== saved && draft.testDate < irishDay(new Date())) return 'The date of your Entry Test must be today or later.';
  return undefined;
}

/**
 * Test date and county, shared by the dashboard's plan card and the settings panel (issue 19 §5).
 * `entryTest` false (a local area hackney learner, issue 32 §4): no test date to ask for.
 */
export function PlanFields({ draft, onChange, dateError, entryTest = true }: { draft: PlanDraft; onChange: (draft: PlanDraft) => void; dateError?: string | undefined; entryTest?: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {entryTest && (
        <FormField label="Date of your Entry Test" error={dateError}>
          <Input type="date" min={irishDay(new Date())} value={draft.testDate} onChange={(e) => onChange({ ...draft, testDate: e.target.value })} />
        </FormField>
      )}
      <FormField label="County you will work in" hint={entryTest ? 'Your Area Knowledge test is on this county.' : 'Module 12 opens on this county’s page.'}>
        <Select value={draft.county} onChange={(e) => onChange({ ...draft, county: e.target.value })}>
          <CountyOptions none="Not chosen yet" />
        </Select>
      </FormField>
    </div>
  );
}
