import { useRef, useState } from 'react';
import { ApiError } from '#shared/api-error.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import type { TestDraw } from '#shared/schemas/practice.ts';
import { useResults } from '#client/lib/queries/practice-results.ts';
import { notifyError } from '#client/lib/toast.ts';
import { useDraw } from './api/get-draw.ts';
import { clearRun, loadRun, newRun, saveRun, type PracticeRun, type RunOutcome } from './practice-run.ts';
import { PracticeList } from './practice-list.tsx';
import { ResultsView } from './results-view.tsx';
import { TestRunner } from './test-runner.tsx';

type Screen = { kind: 'list' } | { kind: 'run'; run: PracticeRun } | { kind: 'results'; outcome: RunOutcome };

/** The paid practice area: the list, a running test (kept in localStorage) or its results. */
export function PracticeArea({ user }: { user: CurrentUser }) {
  const { username, vehicleType } = user;
  const [screen, setScreen] = useState<Screen>(() => {
    const run = loadRun(username);
    return run ? { kind: 'run', run } : { kind: 'list' };
  });
  const results = useResults(true);
  const draw = useDraw();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const updateRun = (run: PracticeRun) => {
    saveRun(username, run);
    setScreen({ kind: 'run', run });
  };

  const toList = () => {
    clearRun(username);
    setScreen({ kind: 'list' });
    headingRef.current?.focus();
  };

  const start = (testId: number, countyNotice: string | null) =>
    draw.mutate(testId, {
      onSuccess: (d: TestDraw) => {
        if (d.questions.length === 0) {
          notifyError('Error', 'This test has no questions yet.');
          return;
        }
        updateRun(newRun(d, countyNotice, Date.now()));
      },
      onError: (error) =>
        notifyError('Error', error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Failed to load the test. Please try again.'),
    });

  const finished = (outcome: RunOutcome) => {
    clearRun(username);
    setScreen({ kind: 'results', outcome });
  };

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900 focus:outline-none">
          Practice Tests
        </h1>
        {screen.kind === 'list' && (
          <p className="mt-2 text-slate-700">Timed practice tests, a full mock exam and county area-knowledge tests. The pass mark is 80%.</p>
        )}
      </div>
      {screen.kind === 'list' && <PracticeList results={results} vehicleType={vehicleType} onStart={start} starting={draw.isPending} />}
      {screen.kind === 'run' && (
        <TestRunner key={screen.run.startedAt} run={screen.run} vehicleType={vehicleType} onChange={updateRun} onFinished={finished} onQuit={toList} />
      )}
      {screen.kind === 'results' && (
        <ResultsView
          outcome={screen.outcome}
          onReturn={toList}
          onRetake={() => start(screen.outcome.run.test.id, screen.outcome.run.countyNotice)}
          retaking={draw.isPending}
        />
      )}
    </section>
  );
}
