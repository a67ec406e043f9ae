import type { CurrentUser } from '#shared/schemas/auth.ts';
import { forgetAllLearners } from './user-cache.ts';

/**
 * The signed-in learner as last confirmed by the server, so the app shell opens offline (issue
 * 23). Used only when the user call cannot reach the server at all; a 401 or a sign-out forgets
 * it along with the cached paid content.
 */
const KEY = 'spsv-offline-user';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function rememberUser(user: CurrentUser): void {
  storage()?.setItem(KEY, JSON.stringify({ username: user.username, vehicleType: user.vehicleType, hasPurchased: user.hasPurchased }));
}

export function rememberedUser(): CurrentUser | undefined {
  const raw = storage()?.getItem(KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as CurrentUser;
  } catch {
    return undefined;
  }
}

/** Sign-out, or the server saying nobody is signed in: nothing of the learner's stays behind. */
export async function forgetOfflineData(): Promise<void> {
  // The remembered learner goes synchronously, before the first await: a page closed meanwhile keeps nobody.
  storage()?.removeItem(KEY);
  await forgetAllLearners();
}
