import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { StudyPlanUpdate, studyPlanResponse } from '#shared/schemas/study-plan.ts';
import { apiFetch, apiGet } from '../api-client.ts';
import { LEARNING_KEY } from './review-due.ts';

/**
 * GET /api/study-plan (issue 19 §5): the test date, county, reminders and today's tasks; used by
 * the dashboard and the settings panel. Under the learning key, so a marked answer refreshes the
 * reviews due; stale at once, because reading a page or a new day moves "today" too.
 */
export const studyPlanQueryOptions = () =>
  queryOptions({
    queryKey: [...LEARNING_KEY, 'study-plan'],
    queryFn: ({ signal }) => apiGet<typeof studyPlanResponse>(API.studyPlan, signal),
    staleTime: 0,
  });

export function useStudyPlan(enabled = true) {
  return useQuery({ ...studyPlanQueryOptions(), enabled });
}

/** PUT /api/study-plan: any of the three fields; the answer is the whole plan again. */
export function useSaveStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: StudyPlanUpdate) => apiFetch<typeof studyPlanResponse>(API.studyPlan, { method: 'PUT', body: update }),
    onSuccess: (plan) => queryClient.setQueryData(studyPlanQueryOptions().queryKey, plan),
  });
}
