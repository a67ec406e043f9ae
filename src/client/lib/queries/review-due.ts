import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { reviewDueResponse } from '#shared/schemas/review.ts';
import { apiGet } from '../api-client.ts';

/**
 * Everything the learning loop derives from marked answers (due reviews, readiness) sits under
 * this key, so marking a test or a review answer refreshes all of it in one call.
 */
export const LEARNING_KEY = ['learning'] as const;

/**
 * A question missed in a test comes back a day later (DESIGN.md §14), so "due" means due within
 * the next day: the learner can review it the same evening rather than the next.
 */
export const REVIEW_WINDOW_SECONDS = 86_400;

/** GET /api/review/due: the review page's session and the sidebar badge. */
export const reviewDueQueryOptions = () =>
  queryOptions({
    queryKey: [...LEARNING_KEY, 'review-due'],
    queryFn: ({ signal }) => apiGet<typeof reviewDueResponse>(`${API.reviewDue}?within=${REVIEW_WINDOW_SECONDS}`, signal),
  });

export function useReviewDue(enabled = true) {
  return useQuery({ ...reviewDueQueryOptions(), enabled });
}
