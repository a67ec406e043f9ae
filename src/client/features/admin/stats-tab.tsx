import { useAdminQuestionStats } from './api/question-stats.ts';
import { QueryState, TabHeading } from './admin-ui.tsx';
import { percentOf } from './format.ts';
import { StatsTable } from './stats-table.tsx';

/** How each question performs in marked attempts (issue 22 §2), with what the numbers mean. */
export function StatsTab() {
  const stats = useAdminQuestionStats();
  return (
    <section>
      <TabHeading title="Question statistics" intro="From every marked answer in tests, mocks, quizzes and reviews." />
      <QueryState query={stats} what="question statistics">
        {() =>
          stats.data && (
            <div className="flex flex-col gap-4">
              <StatsLegend strongShare={stats.data.strongShare} minAnswers={stats.data.minAnswers} />
              {stats.data.questions.length === 0 ? (
                <p className="rounded-md bg-slate-100 p-4 text-slate-800">No question has been answered in a marked attempt yet.</p>
              ) : (
                <StatsTable questions={stats.data.questions} />
              )}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}

export function StatsLegend({ strongShare, minAnswers }: { strongShare: number; minAnswers: number }) {
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800" open>
      <summary className="cursor-pointer font-semibold text-slate-900">What the numbers mean</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-900">% right</dt>
        <dd>The share of learners whose latest answer was right (one answer per learner, so one account cannot move it).</dd>
        <dt className="font-semibold text-slate-900">Discrimination</dt>
        <dd>
          % right among strong attempts (scoring at least {percentOf(strongShare)}) minus % right among the rest, from −1 to 1. Higher is better; below 0 means
          strong learners miss it more than weak ones, often a wrong key or a trick in the wording. “—” until each group has enough answers.
        </dd>
        <dt className="font-semibold text-slate-900">A–D</dt>
        <dd>How often each option is chosen, in the bank’s order; ✓ marks the keyed answer.</dd>
        <dt className="font-semibold text-slate-900">Flags</dt>
        <dd>Raised only once at least {minAnswers} different learners have answered: fewer are too few to judge.</dd>
      </dl>
    </details>
  );
}
