import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '#shared/api-error.ts';
import { resolveSchema } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/input.tsx';
import { notify } from '#client/lib/toast.ts';
import { useResolveReports } from './api/reports.ts';

type ResolveInput = z.input<typeof resolveSchema>;

const CHOICES = [
  { value: 'fixed', label: 'Fixed', hint: 'the question, answer or explanation was corrected in the bank' },
  { value: 'no_change', label: 'No change needed', hint: 'checked, and the question is right as it stands' },
] as const;

/** Closes every open report on a question with one resolution and a note saying what was done. */
export function ResolveForm({ questionId, open }: { questionId: string; open: number }) {
  const resolve = useResolveReports();
  const legendId = useId();
  const errorId = useId();
  const form = useForm<ResolveInput>({ resolver: zodResolver(resolveSchema), defaultValues: { note: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const { resolved } = await resolve.mutateAsync({ questionId, ...input });
      notify('Reports resolved', `${resolved} ${resolved === 1 ? 'report' : 'reports'} on ${questionId} closed.`);
    } catch (e) {
      form.setError('root', { message: e instanceof ApiError && e.serverMessage ? e.serverMessage : 'The reports could not be resolved. Please try again.' });
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <fieldset aria-describedby={errors.resolution ? errorId : undefined} className="flex flex-col gap-2">
        <legend id={legendId} className="mb-1 font-semibold text-slate-900">
          Resolve {open === 1 ? 'the open report' : `the ${open} open reports`}
        </legend>
        {CHOICES.map((c) => (
          <label key={c.value} className="flex items-start gap-2 text-slate-900">
            <input type="radio" value={c.value} className="mt-1 h-4 w-4" {...form.register('resolution')} />
            <span>
              <span className="font-medium">{c.label}</span>
              <span className="text-slate-700">: {c.hint}</span>
            </span>
          </label>
        ))}
        {errors.resolution && (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            Choose Fixed or No change needed.
          </p>
        )}
      </fieldset>
      <FormField label="Note (required)" error={errors.note?.message} hint="Saved with each report and in the audit log.">
        <Textarea rows={3} maxLength={2000} {...form.register('note')} />
      </FormField>
      {errors.root && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={resolve.isPending}>
        {resolve.isPending ? 'Resolving...' : 'Resolve'}
      </Button>
    </form>
  );
}
