import { useQuery } from '@tanstack/react-query';
import { quizModuleOf } from '#shared/entry-test.ts';
import { RETRY_MISTAKES_TEST_ID } from '#shared/practice-tests.ts';
import type { AttemptView } from '#shared/schemas/attempts.ts';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useCurrentUser } from '#client/lib/use-current-user.ts';
import { attemptQueryOptions } from './api/attempt-query.ts';
import { ResultsView } from './results-view.tsx';
import { SimulatorResults } from './simulator-results.tsx';
import { SimulatorRunner } from './simulator-runner.tsx';
import { TestRunner } from './test-runner.tsx';
import { useAttemptActions } from './use-attempt-actions.ts';

interface AttemptScreenProps {
  id: string;
  countyNotice: string | null;
  onReturn: () => void;
  onRetake: (view: AttemptView) => void;
  /** Retry my mistakes: a practice of just the questions this marked sitting missed (issue 32 §6). */
  onRetryMistakes: (view: AttemptView) => void;
  retaking: boolean;
}

/** A held attempt, whatever its state: loading, the runner (a test or a simulator part) or its results. */
export function AttemptScreen({ id, countyNotice, onReturn, onRetake, onRetryMistakes, retaking }: AttemptScreenProps) {
  const query = useQuery(attemptQueryOptions(id));
  const user = useCurrentUser() as CurrentUser | undefined;
  // Module quizzes carry on offline (issue 23); timed tests and the simulator need a connection.
  const quiz = query.data !== undefined && quizModuleOf(query.data.view.test.id) !== null;
  const controls = useAttemptActions(id, quiz && user ? { user: user.username } : undefined);

  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading your test...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        <p>This test could not be loaded. It may belong to another account, or the connection failed.</p>
        <Button variant="outline" onClick={onReturn}>
          Return to Test List
        </Button>
      </div>
    );
  }

  const held = query.data;
  const { view } = held;
  let screen;
  if (view.result) {
    const actions = {
      onReturn,
      // A retry's own misses are retried with Retry my mistakes; it has no test of its own to retake.
      onRetake: view.test.id === RETRY_MISTAKES_TEST_ID ? undefined : () => onRetake(view),
      onRetryMistakes: () => onRetryMistakes(view),
      missed: view.result.items.filter((item) => !item.correct).length,
      starting: retaking,
    };
    const props = { title: view.test.title, result: view.result, actions };
    screen = view.parts ? <SimulatorResults {...props} /> : <ResultsView {...props} />;
  } else if (view.parts) {
    screen = <SimulatorRunner key={view.activePart} held={held} controls={controls} onQuit={onReturn} />;
  } else {
    screen = <TestRunner held={held} countyNotice={countyNotice} controls={controls} onQuit={onReturn} />;
  }
  return (
    <>
      {/* Why the server refused an answer (submitted elsewhere, or out of time), kept above what follows. */}
      {controls.notice && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-semibold text-red-900">
          {controls.notice}
        </p>
      )}
      {screen}
    </>
  );
}
