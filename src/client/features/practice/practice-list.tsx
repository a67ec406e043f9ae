import type { UseQueryResult } from '@tanstack/react-query';
import { CARD_TEST_IDS, getTest } from '#shared/practice-tests.ts';
import type { ResultRecord } from '#shared/schemas/practice.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { ContinueTestsCard } from '#client/components/exam/continue-tests-card.tsx';
import { EntryTestTracker } from '#client/components/exam/entry-test-tracker.tsx';
import { useOnline } from '#client/lib/offline/use-online.ts';
import { bestResult } from '#client/lib/queries/practice-results.ts';
import { AreaKnowledgeCard } from './area-knowledge-card.tsx';
import { ScoreHistory } from './score-history.tsx';
import { SimulatorCard, type SimulatorChoice } from './simulator-card.tsx';
import { TestCard } from './test-card.tsx';
import { TestHistory } from './test-history.tsx';

interface ListProps {
  results: UseQueryResult<ResultRecord[]>;
  vehicleType: VehicleType;
  onStart: (testId: number, countyNotice: string | null) => void;
  onSimulator: (choice: SimulatorChoice) => void;
  starting: boolean;
}

const CARD_TESTS = CARD_TEST_IDS.flatMap((id) => getTest(id) ?? []);

/**
 * The test list (spec §2): area knowledge, the three test cards, history and the score chart;
 * before them any unfinished test, after them the Entry Test simulator and tracker.
 */
export function PracticeList({ results, vehicleType, onStart, onSimulator, starting }: ListProps) {
  const mine = (results.data ?? []).filter((r) => r.vehicleType === vehicleType);
  // Timed tests are held and timed on the server (DESIGN.md §13): they need a connection (issue 23).
  const online = useOnline();
  const blocked = starting || !online;
  return (
    <div className="flex flex-col gap-6">
      {!online && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>Timed tests and the Entry Test simulator need a connection.</strong> They are timed and marked on the server, so they start again when you are back
          online. Review and the module pages you have opened work offline.
        </p>
      )}
      <ContinueTestsCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <AreaKnowledgeCard onStart={onStart} disabled={blocked} />
        {CARD_TESTS.map((test) => (
          <TestCard
            key={test.id}
            test={test}
            best={bestResult(mine, test.id, vehicleType)}
            onStart={() => onStart(test.id, null)}
            disabled={blocked}
          />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SimulatorCard onChoose={onSimulator} disabled={blocked} />
        <EntryTestTracker />
      </div>
      {results.isPending && (
        <p role="status" className="text-slate-700">
          Loading your test history...
        </p>
      )}
      {results.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          Your test history could not be loaded. Please reload the page to try again.
        </p>
      )}
      {results.isSuccess && (
        <>
          <TestHistory results={mine} vehicleType={vehicleType} />
          <ScoreHistory results={mine} />
        </>
      )}
    </div>
  );
}
