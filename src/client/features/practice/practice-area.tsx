import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { ENTRY_PASS_PERCENT, SIMULATOR_TEST_ID, type EntryPartKey } from '#shared/entry-test.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { AttemptView, StartAttemptInput } from '#shared/schemas/attempts.ts';
import { areaDrillCategory } from '#shared/area-categories.ts';
import { DEFAULT_COUNTY, isCounty, isCountyOption, RETRY_MISTAKES_TEST_ID } from '#shared/practice-tests.ts';
import { PASS_PERCENT } from '#shared/scoring.ts';
import { sitsEntryTest } from '#shared/vehicle-types.ts';
import { useResults } from '#client/lib/queries/practice-results.ts';
import { notifyError } from '#client/lib/toast.ts';
import { useStartAttempt } from './api/start-attempt.ts';
import { AttemptScreen } from './attempt-screen.tsx';
import { PracticeList } from './practice-list.tsx';
import type { SimulatorChoice } from './simulator-card.tsx';
import { SimulatorTutorial } from './simulator-tutorial.tsx';


/**
 * The paid practice area: the list, the simulator's tutorial, or a held attempt. The attempt's
 * id is in the URL (?attempt=), so a reload, a second tab or a link from the dashboard resumes it.
 */
export function PracticeArea({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const attemptId = params.get('attempt');
  const countyNotice = params.get('county');
  const [tutorial, setTutorial] = useState<SimulatorChoice | null>(null);
  const results = useResults(true);
  const start = useStartAttempt();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const toList = () => {
    setTutorial(null);
    setParams({});
    headingRef.current?.focus();
  };

  const begin = (input: StartAttemptInput, notice: string | null) =>
    start.mutate(input, {
      onSuccess: (view) => {
        if (view.questions.length === 0) {
          notifyError('Error', 'This test has no questions yet.');
          return;
        }
        setTutorial(null);
        setParams(notice ? { attempt: view.id, county: notice } : { attempt: view.id });
      },
      onError: (error) =>
        notifyError('Error', error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Failed to load the test. Please try again.'),
    });

  // Spec §4: a retake is a fresh draw with a fresh clock; the simulator goes through its tutorial again.
  const retake = (view: AttemptView) => {
    // A category drill is on its county again (issue 31 §4).
    if (areaDrillCategory(view.test.id) !== null) return begin({ testId: view.test.id, ...(isCounty(view.county) ? { county: view.county } : {}) }, null);
    if (view.test.id !== SIMULATOR_TEST_ID) return begin({ testId: view.test.id }, countyNotice);
    // One part passed: resit only the other (issue 32 §9), as the real test's one-year rule has it.
    const failed = view.result?.parts?.filter((p) => !p.passed) ?? [];
    const resit = failed.length === 1 && (view.result?.parts?.length ?? 0) > 1 ? failed[0]?.key : undefined;
    const only = (resit ?? (view.parts?.length === 1 ? view.parts[0]?.key : undefined)) as EntryPartKey | undefined;
    setParams({});
    setTutorial({ county: isCountyOption(view.county) ? view.county : DEFAULT_COUNTY, ...(only ? { part: only } : {}) });
  };

  const retryMistakes = (view: AttemptView) => begin({ testId: RETRY_MISTAKES_TEST_ID, fromAttempt: view.id }, null);

  let body;
  if (attemptId) {
    body = (
      <AttemptScreen
        key={attemptId}
        id={attemptId}
        countyNotice={countyNotice}
        onReturn={toList}
        onRetake={retake}
        onRetryMistakes={retryMistakes}
        retaking={start.isPending}
      />
    );
  } else if (tutorial) {
    body = (
      <SimulatorTutorial
        choice={tutorial}
        starting={start.isPending}
        onBack={toList}
        onStart={() => begin({ testId: SIMULATOR_TEST_ID, county: tutorial.county, ...(tutorial.part ? { part: tutorial.part } : {}) }, null)}
      />
    );
  } else {
    body = <PracticeList results={results} vehicleType={user.vehicleType} onStart={(testId, notice, county) => begin({ testId, ...(isCounty(county) ? { county } : {}) }, notice)} onSimulator={setTutorial} starting={start.isPending} />;
  }

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
          Practice Tests
        </h1>
        {!attemptId && !tutorial && !sitsEntryTest(user.vehicleType) && (
          <p className="mt-2 text-slate-700">Practice sets to check what you have learned in the course, with an explanation for every answer.</p>
        )}
        {!attemptId && !tutorial && sitsEntryTest(user.vehicleType) && (
          <p className="mt-2 text-slate-700">
            Start with the real format: the Entry Test simulator, or either part on its own, marked at {ENTRY_PASS_PERCENT}% as on the day. The practice sets further down ask{' '}
            {PASS_PERCENT}% for a margin.
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
