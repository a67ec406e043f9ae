import type { AdminQuestionStats } from '#shared/schemas/admin.ts';
import { Badge, ScrollTable, td, th } from './admin-ui.tsx';
import { formatDiscrimination, OPTION_LETTERS, percentOf } from './format.ts';

type Stat = AdminQuestionStats['questions'][number];
type Flag = Stat['flags'][number];

export const FLAG_LABELS: Record<Flag, string> = {
  mostly_missed: 'Most learners miss it',
  strong_miss_more: 'Strong learners miss it more',
  unused_distractor: 'A distractor is never chosen',
};

/** One row per question, in the server's order (flagged first, then the hardest). */
export function StatsTable({ questions }: { questions: readonly Stat[] }) {
  return (
    <ScrollTable label="Question statistics">
      <caption className="sr-only">How each question performs in marked attempts, flagged questions first</caption>
      <thead>
        <tr className="border-b border-slate-300 bg-slate-50">
          <th scope="col" className={th}>Question</th>
          <th scope="col" className={th}>Bank</th>
          <th scope="col" className={`${th} text-right`}>Learners</th>
          <th scope="col" className={`${th} text-right`}>% right</th>
          <th scope="col" className={`${th} text-right`}>Discrimination</th>
          {OPTION_LETTERS.map((letter) => (
            <th key={letter} scope="col" className={`${th} text-right`}>
              {letter}
            </th>
          ))}
          <th scope="col" className={th}>Flags</th>
        </tr>
      </thead>
      <tbody>
        {questions.map((s) => (
          <tr key={s.questionId} className="border-b border-slate-200">
            <th scope="row" className={`${td} min-w-56 font-normal`}>
              <span className="block font-semibold text-slate-900">{s.questionId}</span>
              <span className="line-clamp-2 text-xs text-slate-700">{s.text}</span>
            </th>
            <td className={`${td} whitespace-nowrap`}>{s.bank}</td>
            <td className={`${td} text-right tabular-nums`}>{s.answers}</td>
            <td className={`${td} text-right tabular-nums`}>{s.answers === 0 ? '—' : percentOf(s.facility)}</td>
            <td className={`${td} text-right tabular-nums`}>{formatDiscrimination(s.discrimination)}</td>
            {s.optionCounts.map((n, i) => (
              <td key={OPTION_LETTERS[i]} className={i === s.answer ? `${td} text-right font-bold tabular-nums text-green-900` : `${td} text-right tabular-nums`}>
                {s.answers === 0 ? '—' : percentOf(n / s.answers)}
                {i === s.answer && (
                  <>
                    <span aria-hidden> ✓</span>
                    <span className="sr-only"> (keyed answer)</span>
                  </>
                )}
              </td>
            ))}
            <td className={td}>
              {s.flags.length === 0 ? (
                <span className="text-slate-700">None</span>
              ) : (
                <ul className="flex flex-col items-start gap-1">
                  {s.flags.map((f) => (
                    <li key={f}>
                      <Badge tone={f === 'unused_distractor' ? 'warn' : 'bad'}>{FLAG_LABELS[f]}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
