import { useId, type ReactNode } from 'react';
import { ENTRY_PARTS, type EntryPartKey } from '#shared/entry-test.ts';
import type { EntryTestStatusResponse } from '#shared/schemas/entry-test.ts';
import { formatDay } from '../../lib/format.ts';
import { useDeleteSitting, useEntryTest } from '../../lib/queries/entry-test.ts';
import { notifyError } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardHeader } from '../ui/card.tsx';
import { SittingForm } from './sitting-form.tsx';

const titleOf = (key: EntryPartKey) => ENTRY_PARTS.find((p) => p.key === key)?.title ?? key;

/** Where the learner stands, in words (issue 18 §5, `entryTestStatus`). */
export function statusText(status: EntryTestStatusResponse['status']): string {
  switch (status.state) {
    case 'not_sat':
      return 'No sittings recorded yet. Record each real Entry Test you sit to see what you have left to pass and by when.';
    case 'passed':
      return `You have passed both modules of the Entry Test (completed on ${formatDay(status.passedOn)}).`;
    case 'remaining': {
      const passed = status.remaining === 'industry' ? 'area' : 'industry';
      return `You have passed ${titleOf(passed)}. ${titleOf(status.remaining)} remains: pass it by ${formatDay(status.passBy)}, one year after your first sitting on ${formatDay(status.firstSatOn)}.`;
    }
    case 'sit_both':
      return status.lapsedOn
        ? `The module you passed lapsed on ${formatDay(status.lapsedOn)}: sit both modules at your next sitting.`
        : 'Sit both modules at your next sitting.';
  }
}

/** The Entry Test tracker card: the status, the sittings recorded and a form for a new one. */
export function EntryTestTracker({ remainingAction }: { remainingAction?: (remaining: EntryPartKey) => ReactNode }) {
  const headingId = useId();
  const tracker = useEntryTest();
  const remove = useDeleteSitting();
  const status = tracker.data?.status;

  return (
    <section aria-labelledby={headingId}>
      <Card className="flex h-full flex-col">
        <CardHeader>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            Entry Test tracker
          </h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {tracker.isPending && <p className="text-slate-700">Loading your Entry Test record...</p>}
          {tracker.isError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-red-900">
              Your Entry Test record could not be loaded. Please reload the page to try again.
            </p>
          )}
          {status && (
            <p role="status" className="rounded-md bg-slate-100 p-3 font-medium text-slate-900">
              {statusText(status)}
            </p>
          )}
          {status?.state === 'remaining' && remainingAction?.(status.remaining)}
          {tracker.data && tracker.data.sittings.length > 0 && (
            <ul aria-label="Sittings recorded" className="flex flex-col gap-2">
              {tracker.data.sittings.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-800">
                  <span>
                    {formatDay(s.satOn)}: Industry Knowledge {s.industryPassed ? 'passed' : 'failed'}, Area Knowledge {s.areaPassed ? 'passed' : 'failed'}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={`Remove the sitting on ${formatDay(s.satOn)}`}
                    onClick={() => remove.mutate(s.id, { onError: () => notifyError('Error', 'Failed to remove the sitting. Please try again.') })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <SittingForm />
        </CardContent>
      </Card>
    </section>
  );
}
