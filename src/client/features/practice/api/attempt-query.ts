import { queryOptions } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { AttemptView, attemptView } from '#shared/schemas/attempts.ts';
import { apiGet } from '#client/lib/api-client.ts';

/**
 * An attempt as this tab holds it. `offset` is the server's clock minus this device's, taken
 * when the view arrived, so a device hours out still counts down to the server's deadline.
 */
export interface HeldAttempt {
  view: AttemptView;
  offset: number;
}

export const holdAttempt = (view: AttemptView): HeldAttempt => ({ view, offset: Date.parse(view.serverNow) - Date.now() });

/** The server's deadline as a time on this device's clock. */
export const localDeadline = (held: HeldAttempt, deadline: string | null): number =>
  deadline === null ? Number.POSITIVE_INFINITY : Date.parse(deadline) - held.offset;

/** GET /api/attempts/:id: resumes an attempt in progress (the server marks one out of time) or shows a marked one. */
export function fetchAttempt(id: string, signal?: AbortSignal): Promise<AttemptView> {
  return apiGet<typeof attemptView>(API.attempt(id), signal);
}

export const attemptQueryKey = (id: string) => ['attempt', id] as const;

/**
 * The cache is the runner's one source of truth: answers chosen here are written into it as
 * they are saved, so leaving and continuing in the same tab shows them without a refetch.
 */
export const attemptQueryOptions = (id: string) =>
  queryOptions({ queryKey: attemptQueryKey(id), queryFn: async ({ signal }) => holdAttempt(await fetchAttempt(id, signal)) });
