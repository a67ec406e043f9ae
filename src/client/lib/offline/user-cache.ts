import { API, API_PATTERNS } from '#shared/api-paths.ts';

/**
 * Paid content kept for offline reading lives in a cache named after its learner (issue 23),
 * so another learner on the same device is never served it. Shared by the service worker and
 * the page: the page clears these caches itself on sign-out, whether or not a worker runs.
 */
export const USER_CACHE_PREFIX = 'spsv-user-';

/** Where the worker notes the learner it last served, so it knows whose cache to read offline. */
export const META_CACHE = 'spsv-meta';
export const CURRENT_USER_KEY = '/__spsv/current-user';

export const userCacheName = (username: string) => `${USER_CACHE_PREFIX}${encodeURIComponent(username.toLowerCase())}`;

/** The only API answers ever cached: module pages and the review list, both the learner's own. */
export function isUserScopedApi(url: URL): boolean {
  return url.pathname.startsWith(API_PATTERNS.moduleContent.replace(':id', '')) || url.pathname === API.reviewDue;
}

/** Deletes every learner's cached paid content, except `keep`'s when given. */
export async function clearUserCaches(keep?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const keepName = keep === undefined ? undefined : userCacheName(keep);
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX) && n !== keepName).map((n) => caches.delete(n)));
}

/**
 * Nobody is signed in: every learner's cached content goes, and so does the worker's note of who
 * it last served, so nothing is read for them offline. The page does this itself on sign-out
 * (issue 27), as a worker may not be running or may not get the chance.
 */
export async function forgetAllLearners(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await clearUserCaches();
  await (await caches.open(META_CACHE)).delete(CURRENT_USER_KEY);
}
