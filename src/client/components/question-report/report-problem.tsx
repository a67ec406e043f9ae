import { Flag } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '#shared/api-error.ts';
import { REPORT_DETAIL_MAX, REPORT_PROBLEM_LABELS, REPORT_PROBLEMS, questionReportSchema, type ReportProblem as Problem } from '#shared/schemas/question-reports.ts';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Textarea } from '../ui/input.tsx';
import { useSendQuestionReport } from './send-question-report.ts';

type QuestionReport = z.output<typeof questionReportSchema>;
type Errors = { problem?: string; detail?: string; root?: string };

/** The shared schema's messages, as sentences. */
const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

function validate(problem: Problem | '', detail: string): { report?: QuestionReport; errors: Errors } {
  const result = questionReportSchema.safeParse({ problem: problem || undefined, detail });
  if (result.success) return { report: result.data, errors: {} };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'detail' ? 'detail' : 'problem';
    errors[field] ??= sentence(issue.message);
  }
  return { errors };
}

/**
 * "Report a problem with this question" (issue 20 §5), under a question in the results analysis
 * and in review. A disclosure rather than a modal: the learner can still read the question and its
 * explanation while writing, and the form sits where the question is in the reading order.
 */
export function ReportProblem({ questionId }: { questionId: string }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | ''>('');
  const [detail, setDetail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const send = useSendQuestionReport(questionId);
  const formId = useId();
  const legendId = useId();
  const errorId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstRadioRef = useRef<HTMLInputElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const thanks = send.data?.message;

  // The Send button goes with the form, so focus moves to the thank-you instead of being lost.
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const close = () => {
    setOpen(false);
    setProblem('');
    setDetail('');
    setErrors({});
    send.reset();
    toggleRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { report, errors: found } = validate(problem, detail);
    setErrors(found);
    if (found.problem) firstRadioRef.current?.focus();
    if (!report) return;
    send.mutate(
      report,
      { onError: (e) => setErrors({ root: (e instanceof ApiError && e.serverMessage) || 'Your report could not be sent. Please try again.' }) },
    );
  };

  // Escape closes the form from any of its fields, as it would a dialog.
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  if (thanks) {
    return (
      <p ref={thanksRef} tabIndex={-1} role="status" className="rounded-md border border-brand-100 bg-white p-3 text-sm text-slate-800 focus:outline-none">
        {thanks}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        ref={toggleRef}
        type="button"
        variant="link"
        size="sm"
        className="h-auto self-start px-0"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Flag aria-hidden className="h-4 w-4" />
        Report a problem with this question
      </Button>
      {open && (
        <form id={formId} method="post" noValidate onSubmit={submit} aria-labelledby={legendId} className="flex flex-col gap-4 rounded-md border border-slate-300 bg-white p-4">
          <fieldset aria-describedby={errors.problem ? errorId : undefined} className="flex flex-col gap-2">
            <legend id={legendId} className="mb-1 font-semibold text-slate-900">
              What is wrong?
            </legend>
            {REPORT_PROBLEMS.map((p, i) => (
              <label key={p} className="flex items-center gap-2 text-slate-900">
                <input
                  ref={i === 0 ? firstRadioRef : undefined}
                  type="radio"
                  name={`${formId}-problem`}
                  value={p}
                  required
                  checked={problem === p}
                  onChange={() => setProblem(p)}
                  onKeyDown={escape}
                  className="h-4 w-4 accent-brand-700"
                />
                {REPORT_PROBLEM_LABELS[p]}
              </label>
            ))}
            {errors.problem && (
              <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
                {errors.problem}
              </p>
            )}
          </fieldset>
          <FormField label="Details (optional)" error={errors.detail} hint={`${detail.length} of ${REPORT_DETAIL_MAX} characters`}>
            <Textarea value={detail} maxLength={REPORT_DETAIL_MAX} onChange={(e) => setDetail(e.target.value)} onKeyDown={escape} />
          </FormField>
          {errors.root && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.root}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={send.isPending} aria-busy={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
