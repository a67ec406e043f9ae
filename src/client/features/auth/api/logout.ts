import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '#shared/api-paths.ts';
import type { okResponse } from '#shared/schemas/auth.ts';
import { apiGet } from '#client/lib/api-client.ts';
import { forgetOfflineData, rememberedUser } from '#client/lib/offline/offline-user.ts';
import { syncAnswers } from '#client/lib/offline/send-queued.ts';

export const logout = () => apiGet<typeof okResponse>(API.logout);

/**
 * Sends any answers still queued, signs out, then clears every cached query and all paid content
 * kept for offline use (issue 23), even when the server could not be reached. Answers that could
 * not be sent stay queued under their learner and go only when that learner signs in again.
 */
async function signOut() {
  const user = rememberedUser();
  if (user) await syncAnswers(user.username).catch(() => undefined);
  try {
    return await logout();
  } finally {
    await forgetOfflineData();
    navigator.serviceWorker?.controller?.postMessage({ type: 'sign-out' });
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOut, onSettled: () => queryClient.clear() });
}
