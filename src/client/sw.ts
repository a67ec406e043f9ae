/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { API } from '#shared/api-paths.ts';
import { clearUserCaches, CURRENT_USER_KEY, forgetAllLearners, isUserScopedApi, META_CACHE, userCacheName } from './lib/offline/user-cache.ts';

/**
 * The service worker (issue 23), built by vite-plugin-pwa as its own file, never part of a page's
 * bundle. It precaches the app shell; it keeps a learner's module pages and review list in a
 * cache named after that learner, read only when the network cannot be reached; it caches no
 * other API answer. Who the learner is comes from the server's own answer to GET /api/user.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// No directory index: `/` is the pre-rendered home page from the network, the shell only offline.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function currentUser(): Promise<string | null> {
  const saved = await (await caches.open(META_CACHE)).match(CURRENT_USER_KEY);
  return saved ? saved.text() : null;
}

/** A new learner on this device: every other learner's cached content goes first. */
async function setCurrentUser(username: string): Promise<void> {
  const key = username.toLowerCase();
  if ((await currentUser()) === key) return;
  await clearUserCaches(key);
  await (await caches.open(META_CACHE)).put(CURRENT_USER_KEY, new Response(key));
}

const forgetUser = forgetAllLearners;

// Pages: the network first (fresh, pre-rendered where it exists), the precached shell offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const shell = await matchPrecache('index.html');
      if (shell) return shell;
      throw error;
    }
  },
);

// Who is signed in: never cached, only read. A 401 means nobody, so nothing of anyone stays.
registerRoute(
  ({ url }) => url.pathname === API.user,
  async ({ request }) => {
    const response = await fetch(request);
    if (response.status === 401) await forgetUser();
    else if (response.ok) {
      const body = (await response.clone().json()) as { username?: unknown };
      if (typeof body.username === 'string') await setCurrentUser(body.username);
    }
    return response;
  },
);

// Signing in, up or out changes who the cookie belongs to: forget the last learner's content,
// before the request (a sign-out sent offline never gets an answer, issue 27) and after it (a
// module page in flight meanwhile may have been stored).
const changesUser = (pathname: string) => pathname === API.login || pathname === API.register || pathname === API.logout;
for (const method of ['GET', 'POST'] as const) {
  registerRoute(
    ({ url }) => changesUser(url.pathname),
    async ({ request }) => {
      await forgetUser();
      try {
        return await fetch(request);
      } finally {
        await forgetUser();
      }
    },
    method,
  );
}

// Module pages and the review list: the network first, the learner's own cache when offline.
registerRoute(
  ({ url }) => isUserScopedApi(url),
  async ({ request }) => {
    const user = await currentUser();
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const cached = user ? await (await caches.open(userCacheName(user))).match(request) : undefined;
      if (cached) return cached;
      throw error;
    }
    if (response.status === 401) await forgetUser();
    else if (response.status === 402 && user) await caches.delete(userCacheName(user));
    // Stored only if that learner is still the one signed in: a sign-out while the page was on
    // its way has already cleared the device, and must not find it back in the cache.
    else if (response.ok && user && (await currentUser()) === user) await (await caches.open(userCacheName(user))).put(request, response.clone());
    return response;
  },
);

// Sign-out in another tab, or from the page when no fetch passed through here.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'sign-out') event.waitUntil(forgetUser());
});
