import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { ENTRY_PASS_PERCENT } from '#shared/entry-test.ts';
import { CARD_TEST_IDS, getTest } from '#shared/practice-tests.ts';
import type { ResultRecord } from '#shared/schemas/practice.ts';
import { PASS_PERCENT } from '#shared/scoring.ts';
import { sitsEntryTest, type VehicleType } from '#shared/vehicle-types.ts';
import { ContinueTestsCard } from '#client/components/exam/continue-tests-card.tsx';
import { EntryTestTracker } from '#client/components/exam/entry-test-tracker.tsx';
import { NoEntryTestCard } from '#client/components/exam/no-entry-test-card.tsx';
import { useOnline } from '#client/lib/offline/use-online.ts';
import { bestResult } from '#client/lib/queries/practice-results.ts';
import { AreaKnowledgeCard } from './area-knowledge-card.tsx';
import { ScoreHistory } from './score-history.tsx';
import { SimulatorCard, type SimulatorChoice } from './simulator-card.tsx';
import { TestCard } from './test-card.tsx';
import { TestHistory } from './test-history.tsx';
import { WeakestModuleCard } from './weakest-module-card.tsx';

interface ListProps {
  results: UseQueryResult<ResultRecord[]>;
  vehicleType: VehicleType;
  /** `county`: a category drill's county (issue 31 §4). */
  onStart: (testId: number, countyNotice: string | null, county?: string) => void;
  onSimulator: (choice: SimulatorChoice) => void;
  starting: boolean;
}

const CARD_TESTS = CARD_TEST_IDS.flatMap((id) => getTest(id) ?? []);

/**
 * The test list. It leads with the real format (issue 32 §5): the Entry Test simulator, each
 * part alone, and the tracker of real sittings; then drilling what the learner gets wrong; then
 * the spec's tests (spec §2), labelled as the practice sets they are, with their 80 % explained;
 * then history and the score chart. Any unfinished test comes first of all.
 */
export function PracticeList({ results, vehicleType, onStart, onSimulator, starting }: ListProps) {
  const mine = (results.data ?? []).filter((r) => r.vehicleType === vehicleType);
  // Timed tests are held and timed on the server (DESIGN.md §13): they need a connection (issue 23).
  const online = useOnline();
  const blocked = starting || !online;
  // Local area hackney learners sit no Entry Test: no simulator, tracker, readiness drill or county test (issue 32 §4).
  const entryTest = sitsEntryTest(vehicleType);
  const realId = useId();
  const setsId = useId();
  return (
    <div className="flex flex-col gap-8">
      {!online && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <strong>Timed tests and the Entry Test simulator need a connection.</strong> They are timed and marked on the server, so they start again when you are back
          online. Review and the module pages you have opened work offline.
        </p>
      )}
      <ContinueTestsCard />
      {!entryTest && <NoEntryTestCard where="practice" />}
      {entryTest && (
        <section aria-labelledby={realId} className="flex flex-col gap-4">
          <div>
            <h2 id={realId} className="text-2xl font-bold text-slate-900">
              The real Entry Test
            </h2>
            <p className="mt-1 text-slate-700">
              Two modules, each timed and marked on its own: {ENTRY_PASS_PERCENT}% to pass each. Sit both, or just the one you are working on.
            </p>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <SimulatorCard onChoose={onSimulator} disabled={blocked} />
            <EntryTestTracker />
          </div>
        </section>
      )}
      {entryTest && <WeakestModuleCard disabled={blocked} />}
      <section aria-labelledby={setsId} className="flex flex-col gap-4">
        <div>
          <h2 id={setsId} className="text-2xl font-bold text-slate-900">
            Practice sets
          </h2>
          <p className="mt-1 text-slate-700">
            The real pass mark is {ENTRY_PASS_PERCENT}% per module. Practice sets ask {PASS_PERCENT}%, for a margin on the day.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {entryTest && <AreaKnowledgeCard onStart={onStart} disabled={blocked} />}
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
      </section>
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
