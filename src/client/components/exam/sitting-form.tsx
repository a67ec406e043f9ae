import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '#shared/api-error.ts';
import { ENTRY_PARTS, type EntryPartKey } from '#shared/entry-test.ts';
import { useRecordSitting } from '../../lib/queries/entry-test.ts';
import { notify, notifyError } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';

type Outcomes = Record<EntryPartKey, boolean | null>;

function Outcome({ title, value, onChange }: { title: string; value: boolean | null; onChange: (passed: boolean) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="text-sm font-medium text-slate-900">{title}</legend>
      <div className="flex gap-4">
        {([true, false] as const).map((passed) => (
          <label key={String(passed)} className="flex items-center gap-2 text-slate-900">
            <input type="radio" name={name} checked={value === passed} onChange={() => onChange(passed)} className="h-4 w-4 accent-brand-700" />
            {passed ? 'Passed' : 'Failed'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Records a real Entry Test sitting: its date and each module's outcome. */
export function SittingForm() {
  const dateId = useId();
  const errorId = useId();
  const record = useRecordSitting();
  const [satOn, setSatOn] = useState('');
  const [outcomes, setOutcomes] = useState<Outcomes>({ industry: null, area: null });
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!satOn) return setError('Enter the date of the sitting.');
    if (outcomes.industry === null || outcomes.area === null) return setError('Choose Passed or Failed for both modules.');
    setError(null);
    record.mutate(
      { satOn, industryPassed: outcomes.industry, areaPassed: outcomes.area },
      {
        onSuccess: () => {
          notify('Sitting recorded', 'Your Entry Test record has been updated.');
          setSatOn('');
          setOutcomes({ industry: null, area: null });
        },
        onError: (e) => notifyError('Error', e instanceof ApiError && e.serverMessage ? e.serverMessage : 'Failed to record the sitting. Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Record a sitting" className="flex flex-col gap-4 rounded-md border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">Record a real sitting</h3>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <Label htmlFor={dateId}>Date of sitting</Label>
        <Input id={dateId} type="date" value={satOn} onChange={(e) => setSatOn(e.target.value)} aria-describedby={error ? errorId : undefined} />
      </div>
      {ENTRY_PARTS.map((p) => (
        <Outcome key={p.key} title={p.title} value={outcomes[p.key]} onChange={(passed) => setOutcomes({ ...outcomes, [p.key]: passed })} />
      ))}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={record.isPending} aria-busy={record.isPending}>
        Record Sitting
      </Button>
    </form>
  );
}
