import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { TasterAnswers, tasterResult } from '#shared/schemas/taster.ts';
import { apiPost } from '#client/lib/api-client.ts';

/** POST /api/taster/answers: the server marks the sample answers and only then returns the keys. */
export const markTaster = (answers: TasterAnswers) => apiPost<typeof tasterResult>(API.tasterAnswers, answers);

export function useMarkTaster() {
  return useMutation({ mutationFn: markTaster });
}
