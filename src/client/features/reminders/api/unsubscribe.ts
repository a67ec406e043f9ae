import { useMutation } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { unsubscribeResponse } from '#shared/schemas/study-plan.ts';
import { apiPost } from '#client/lib/api-client.ts';

/** POST /api/reminders/unsubscribe: no session needed, the token from the email is enough. */
export const unsubscribe = (token: string) => apiPost<typeof unsubscribeResponse>(API.remindersUnsubscribe, { token });

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
