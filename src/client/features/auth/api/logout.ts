import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOut } from '#client/lib/offline/sign-out.ts';

/**
 * Signs out (issue 27): the device is cleared first, every cached query included, then the server
 * is told; offline the sign-out stays pending and the next start completes it. Resolves with a
 * SignOutResult ('done', 'pending' or 'failed').
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // The default network mode pauses a mutation while offline, and a paused sign-out never ran
    // at all: the next person to open the app was the previous learner.
    networkMode: 'always',
    mutationFn: () => {
      // Queries only: clear() would also drop this mutation from the cache while it runs.
      queryClient.removeQueries();
      return signOut();
    },
    onSettled: () => queryClient.clear(),
  });
}
