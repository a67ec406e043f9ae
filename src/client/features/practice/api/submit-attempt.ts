import { API } from '#shared/api-paths.ts';
import type { attemptView } from '#shared/schemas/attempts.ts';
import { apiPost } from '#client/lib/api-client.ts';

/**
 * POST /api/attempts/:id/submit: marks the attempt on the server. With `part` (the simulator)
 * it ends just that part: the answer is the view with the next part started, or marked.
 */
export function submitAttempt(id: string, part?: number) {
  return apiPost<typeof attemptView>(API.attemptSubmit(id), part === undefined ? {} : { part });
}
