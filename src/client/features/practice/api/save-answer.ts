import { API } from '#shared/api-paths.ts';
import type { savedAnswer } from '#shared/schemas/attempts.ts';
import { apiFetch } from '#client/lib/api-client.ts';

export interface AnswerValue {
  selected: number | null;
  flagged: boolean;
}

/**
 * PUT /api/attempts/:id/answers/:position: one answer, saved as it is chosen (409 once submitted
 * or out of time). With the time it was chosen, an older answer never overwrites a newer one.
 */
export function saveAnswer(id: string, position: number, value: AnswerValue, answeredAt?: string) {
  return apiFetch<typeof savedAnswer>(API.attemptAnswer(id, position), { method: 'PUT', body: answeredAt ? { ...value, answeredAt } : value });
}
