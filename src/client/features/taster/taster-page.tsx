import { Link } from 'react-router-dom';
import { usePageMeta } from '#client/lib/page-meta.ts';
import { useTaster } from './api/get-taster.ts';
import { SamplePage } from './sample-page.tsx';
import { SampleQuiz } from './sample-quiz.tsx';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * /taster (issue 32 §7): a page of the course and ten sample questions, free and without an
 * account. Both come from a fixed public set on the server, never from the paid banks, and the
 * answers are marked there, so the page gives nothing of the paid course away (DESIGN.md §9).
 */
export function TasterPage() {
  usePageMeta({
    title: 'Free SPSV sample: a course page and ten questions',
    description: 'Try SPSV Prep free, no account needed: read a page of the SPSV course and answer ten sample Entry Test questions, marked with the right answer and why.',
    path: '/taster',
  });
  const taster = useTaster();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-800 sm:text-4xl">Try SPSV Prep free</h1>
        <p className="text-lg text-slate-700">
          No account, no card. Read one page of the course, then try ten sample questions in the style of the SPSV Entry Test. These are a free sample set of their
          own: the course&apos;s question banks are for learners with a plan.
        </p>
      </header>
      {taster.isPending && (
        <p role="status" className="min-h-96 text-slate-700">
          Loading the sample...
        </p>
      )}
      {taster.isError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          The sample could not be loaded. Please refresh the page to try again.
        </p>
      )}
      {taster.data && (
        <>
          <SamplePage page={taster.data.page} />
          <SampleQuiz questions={taster.data.questions} />
        </>
      )}
      <p className="text-slate-700">
        Like what you see? The full course has twelve modules, question banks for every module and all 26 counties, and the Entry Test simulator.{' '}
        <Link to="/pricing" className={LINK}>
          See the plans
        </Link>
        .
      </p>
    </div>
  );
}
