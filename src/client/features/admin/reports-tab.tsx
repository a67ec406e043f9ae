import { REPORT_PROBLEM_LABELS, type ReportProblem } from '#shared/schemas/question-reports.ts';
import { Check } from 'lucide-react';
import { useId } from 'react';
import type { AdminReportGroup } from '#shared/schemas/admin.ts';
import { formatDate, formatLongDate } from '#client/lib/format.ts';
import { useAdminReports } from './api/reports.ts';
import { Badge, QueryState, ScrollTable, TabHeading, td, th } from './admin-ui.tsx';
import { formatWhen, OPTION_LETTERS } from './format.ts';
import { ResolveForm } from './resolve-form.tsx';

const RESOLUTION: Record<string, string> = { fixed: 'Fixed', no_change: 'No change needed' };

/** The server sends the problem's key; an unknown one (from an older client) shows as sent. */
const problemLabel = (problem: string) => (problem in REPORT_PROBLEM_LABELS ? REPORT_PROBLEM_LABELS[problem as ReportProblem] : problem);

/** Learners' reports of a problem with a question, one card per question, open ones first. */
export function ReportsTab() {
  const reports = useAdminReports();
  return (
    <section>
      <TabHeading title="Question reports" intro="Grouped by question, questions with open reports first." />
      <QueryState query={reports} what="question reports">
        {() =>
          reports.data?.groups.length ? (
            <ol className="flex flex-col gap-6">
              {reports.data.groups.map((g) => (
                <li key={g.questionId}>
                  <ReportGroup group={g} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="rounded-md bg-slate-100 p-4 text-slate-800">No question has been reported yet.</p>
          )
        }
      </QueryState>
    </section>
  );
}

export function ReportGroup({ group: g }: { group: AdminReportGroup }) {
  const headingId = useId();
  const q = g.question;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          Question {g.questionId}
          {q && <span className="font-normal text-slate-700"> ({q.bank})</span>}
        </h3>
        {g.open > 0 ? <Badge tone="warn">{g.open} open</Badge> : <Badge tone="good">All resolved</Badge>}
      </header>
      {q ? (
        <div className="flex flex-col gap-3">
          <p className="font-medium text-slate-900">{q.text}</p>
          <ol aria-label="Options" className="flex flex-col gap-1">
            {q.options.map((option, i) => (
              <li key={OPTION_LETTERS[i]} className={i === q.answer ? 'flex items-start gap-2 font-semibold text-green-900' : 'flex items-start gap-2 text-slate-800'}>
                <span aria-hidden className="w-5 shrink-0">
                  {OPTION_LETTERS[i]}.
                </span>
                <span>
                  {option}
                  {i === q.answer && (
                    <span className="ml-2 inline-flex items-center gap-1 rounded-full bg-green-100 px-2 text-xs">
                      <Check aria-hidden className="h-3 w-3" /> Keyed answer
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-slate-800">
            <span className="font-semibold text-slate-900">Explanation: </span>
            {q.explanation}
          </p>
          <p className="text-sm text-slate-700">
            Source: {q.source} · {q.verified ? `Verified ${formatLongDate(q.verified)}` : 'Not yet verified'}
          </p>
        </div>
      ) : (
        <p className="text-slate-800">This question is no longer in the bank.</p>
      )}
      <ScrollTable label={`Reports on ${g.questionId}`}>
        <caption className="sr-only">Reports on question {g.questionId}</caption>
        <thead>
          <tr className="border-b border-slate-300 bg-slate-50">
            {['Who', 'When', 'Problem', 'Detail', 'Status'].map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {g.reports.map((r) => (
            <tr key={r.id} className="border-b border-slate-200">
              <td className={td}>{r.username}</td>
              <td className={`${td} whitespace-nowrap`}>{formatWhen(r.createdAt)}</td>
              <td className={td}>{problemLabel(r.problem)}</td>
              <td className={`${td} whitespace-pre-wrap break-words`}>{r.detail ?? '—'}</td>
              <td className={td}>
                {r.status === 'open' ? (
                  <Badge tone="warn">Open</Badge>
                ) : (
                  <>
                    <Badge tone="good">{RESOLUTION[r.resolution ?? ''] ?? r.status}</Badge>
                    {r.resolvedAt && <span className="block text-xs text-slate-700">{formatDate(r.resolvedAt)}</span>}
                    {r.resolutionNote && <span className="block text-slate-800">{r.resolutionNote}</span>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {g.open > 0 && <ResolveForm questionId={g.questionId} open={g.open} />}
    </article>
  );
}
