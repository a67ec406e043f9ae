import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { attemptList } from '#shared/schemas/attempts.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/attempts: the learner's unfinished tests, for the Continue cards (practice tests and dashboard). */
export const openAttemptsQueryOptions = () =>
  queryOptions({ queryKey: ['attempts', 'open'], queryFn: ({ signal }) => apiGet<typeof attemptList>(API.attempts, signal) });

export function useOpenAttempts(enabled = true) {
  return useQuery({ ...openAttemptsQueryOptions(), enabled });
}
