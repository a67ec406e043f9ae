import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '#shared/api-error.ts';
import { API } from '#shared/api-paths.ts';
import type { CurrentUser, userResponse } from '#shared/schemas/auth.ts';
import { apiGet } from './api-client.ts';
import { forgetOfflineData, rememberedUser, rememberUser } from './offline/offline-user.ts';
import { completePendingSignOut } from './offline/sign-out.ts';

/**
 * GET /api/user: who is signed in (spec §7). Offline (the server not reached at all) the learner
 * last confirmed here stands in, so pages kept on the device still open (issue 23); a 401
 * forgets them and their cached content. A sign-out made offline is sent first (issue 27); while
 * it still cannot be, nobody is signed in here, whatever the old cookie would still be worth.
 */
async function fetchUser(signal: AbortSignal): Promise<CurrentUser> {
  if (!(await completePendingSignOut())) throw new ApiError(401, 'Unauthorized', '');
  try {
    const user = await apiGet<typeof userResponse>(API.user, signal);
    rememberUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 401) await forgetOfflineData();
      throw error;
    }
    const offline = signal.aborted ? undefined : rememberedUser();
    if (offline) return offline;
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: ['user'],
    queryFn: ({ signal }) => fetchUser(signal),
  });

export function useUser() {
  return useQuery(userQueryOptions());
}

/**
 * For pages open to visitors and learners alike (/support, /glossary): asks who is signed in only
 * when someone has been signed in on this device (the learner remembered for offline use), so a
 * visitor's page load logs no 401 from GET /api/user (issue 35 §3). Signing out forgets them.
 */
export function useUserIfKnown() {
  return useQuery({ ...userQueryOptions(), enabled: rememberedUser() !== undefined });
}
