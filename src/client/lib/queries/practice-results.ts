import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import { CARD_TEST_IDS } from '#shared/practice-tests.ts';
import type { ResultRecord, resultsResponse } from '#shared/schemas/practice.ts';
import { isPass } from '#shared/scoring.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/practice-tests (spec §7): the marked history, for the practice tests page and the dashboard. */
export const resultsQueryOptions = () =>
  queryOptions({ queryKey: ['practice-results'], queryFn: ({ signal }) => apiGet<typeof resultsResponse>(API.practiceTests, signal) });

export function useResults(enabled = true) {
  return useQuery({ ...resultsQueryOptions(), enabled });
}

/** True when a scored more than b as a share of its questions (no float division). */
function beats(a: ResultRecord, b: ResultRecord): boolean {
  return a.score * b.totalQuestions > b.score * a.totalQuestions;
}

/** The best attempt at a test for a vehicle type; on a tie the newest (results come newest first). */
export function bestResult(results: readonly ResultRecord[] | undefined, testId: number, vehicleType: string): ResultRecord | undefined {
  let best: ResultRecord | undefined;
  for (const r of results ?? []) {
    if (r.testId !== testId || r.vehicleType !== vehicleType) continue;
    if (!best || beats(r, best)) best = r;
  }
  return best;
}

/** How many of the card tests (spec §2) the learner has passed at least once for a vehicle type. */
export function passedCardTests(results: readonly ResultRecord[] | undefined, vehicleType: string): number {
  return CARD_TEST_IDS.filter((id) => {
    const best = bestResult(results, id, vehicleType);
    return best !== undefined && isPass(best.score, best.totalQuestions);
  }).length;
}
