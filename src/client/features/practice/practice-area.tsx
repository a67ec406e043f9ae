import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '#shared/api-error.ts';
import { SIMULATOR_TEST_ID, type EntryPartKey } from '#shared/entry-test.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { AttemptView, StartAttemptInput } from '#shared/schemas/attempts.ts';
import { isCountyOption } from '#shared/practice-tests.ts';
import { PASS_PERCENT } from '#shared/scoring.ts';
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
    if (view.test.id !== SIMULATOR_TEST_ID) return begin({ testId: view.test.id }, countyNotice);
    const only = view.parts?.length === 1 ? (view.parts[0]?.key as EntryPartKey | undefined) : undefined;
    setParams({});
    setTutorial({ county: isCountyOption(view.county) ? view.county : 'Dublin', ...(only ? { part: only } : {}) });
  };

  let body;
  if (attemptId) {
    body = (
      <AttemptScreen key={attemptId} id={attemptId} countyNotice={countyNotice} onReturn={toList} onRetake={retake} retaking={start.isPending} />
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
    body = <PracticeList results={results} vehicleType={user.vehicleType} onStart={(testId, notice) => begin({ testId }, notice)} onSimulator={setTutorial} starting={start.isPending} />;
  }

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
          Practice Tests
        </h1>
        {!attemptId && !tutorial && (
          <p className="mt-2 text-slate-700">Timed practice tests, a full mock exam and county area-knowledge tests. The pass mark is {PASS_PERCENT}%.</p>
        )}
      </div>
      {body}
    </section>
  );
}
