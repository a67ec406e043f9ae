// @vitest-environment jsdom
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#shared/api-paths.ts';
import { AppLayout } from '#client/app/layouts/app-layout.tsx';
import { login } from '#client/features/auth/api/login.ts';
import { useLogout } from '#client/features/auth/api/logout.ts';
import { createQueryClient } from '../query-client.ts';
import { rememberedUser, rememberUser } from './offline-user.ts';
import { LOGOUT_PATH, settlePendingSignOut, signOutPending } from './pending-sign-out.ts';
import { queueAnswer } from './send-queued.ts';
import { completePendingSignOut, signOut } from './sign-out.ts';
import { CURRENT_USER_KEY, META_CACHE, userCacheName } from './user-cache.ts';

// The first render of a file loads many modules; on a busy machine it can take over a second.
configure({ asyncUtilTimeout: 5_000 });

const learner = { username: 'aoife', vehicleType: 'taxi' as const, hasPurchased: true, isAdmin: false };
const QUEUE = 'spsv-answer-queue';

/** What happened, in order: a cache deleted, a request sent or refused for want of a connection. */
let log: string[];
let online: boolean;
/** Requests that fail as if the network dropped them, even with a connection. */
let dropped: Set<string>;

/**
 * Cache Storage as the browser keeps it (jsdom has none): the learner's cached module page and
 * the worker's note of who it last served.
 */
function stubCaches() {
  const store = new Map<string, Map<string, Response>>();
  const cache = (name: string) => {
    const entries = store.get(name) ?? new Map<string, Response>();
    store.set(name, entries);
    return {
      match: async (url: string) => entries.get(url)?.clone(),
      put: async (url: string, response: Response) => void entries.set(url, response),
      delete: async (url: string) => {
        log.push(`delete ${name} ${url}`);
        return entries.delete(url);
      },
    };
  };
  const storage = {
    keys: async () => [...store.keys()],
    open: async (name: string) => cache(name),
    delete: async (name: string) => {
      log.push(`delete ${name}`);
      return store.delete(name);
    },
  };
  vi.stubGlobal('caches', storage);
  const seed = async () => {
    await cache(userCacheName(learner.username)).put('/api/content/modules/1?type=taxi', new Response('{"paid":true}'));
    await cache(META_CACHE).put(CURRENT_USER_KEY, new Response(learner.username));
  };
  return { store, seed };
}

/** The server, where the learner's old cookie still works: GET /api/user names them. */
function stubServer() {
  vi.stubGlobal('fetch', async (path: string, init: { method?: string } = {}) => {
    const call = `${init.method ?? 'GET'} ${path}`;
    if (!online || dropped.has(path)) {
      log.push(`unreachable ${call}`);
      throw new TypeError('Failed to fetch');
    }
    log.push(call);
    const body = path === '/api/user' || path === '/api/login' ? learner : { ok: true };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

/** The learner's device before sign-out: remembered, an answer waiting, a module page cached. */
async function signedInDevice() {
  const { store, seed } = stubCaches();
  await seed();
  rememberUser(learner);
  queueAnswer({ kind: 'review', id: 'r1', user: learner.username, answeredAt: '2026-01-01T10:00:00.000Z', questionId: 'q1', selected: 1 });
  log = [];
  return store;
}

const deviceHolds = (store: Map<string, Map<string, Response>>) => ({
  user: rememberedUser(),
  queue: localStorage.getItem(QUEUE),
  userCaches: [...store.keys()].filter((n) => n.startsWith('spsv-user-')),
  lastServed: store.get(META_CACHE)?.has(CURRENT_USER_KEY) ?? false,
});
const nothingLeft = { user: undefined, queue: null, userCaches: [], lastServed: false };

beforeEach(() => {
  log = [];
  online = true;
  dropped = new Set();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  stubServer();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('signing out on a shared phone (issue 27)', () => {
  it('offline: clears the device before any request, and leaves the sign-out pending', async () => {
    const store = await signedInDevice();
    online = false;
    expect(await signOut()).toBe('pending');
    expect(deviceHolds(store)).toEqual(nothingLeft);
    expect(signOutPending()).toBe(true);
    // Every deletion came before the only request, the logout (queued answers are not tried offline).
    expect(log.at(-1)).toBe('unreachable GET /api/logout');
    expect(log.slice(0, -1).every((l) => l.startsWith('delete '))).toBe(true);
  });

  it('runs while offline: the sign-out is not a mutation that waits for the connection', async () => {
    const store = await signedInDevice();
    online = false;
    onlineManager.setOnline(false);
    const queryClient = createQueryClient();
    queryClient.setQueryData(['user'], learner);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useLogout(), { wrapper });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.mutateAsync();
    });
    expect(outcome).toBe('pending');
    expect(queryClient.getQueryData(['user'])).toBeUndefined();
    expect(deviceHolds(store)).toEqual(nothingLeft);
  });

  it('the next start treats the device as signed out, even though the old cookie still works, until the logout is sent', async () => {
    await signedInDevice();
    online = false;
    await signOut();
    log = [];

    // Reopened with a connection too poor for the logout to get through, though the user call would.
    online = true;
    dropped.add('/api/logout');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/dashboard']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/dashboard" element={<p>Dashboard</p>} />
            </Route>
            <Route path="/login" element={<p>Login page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText('Login page');
    expect(screen.queryByText(learner.username)).toBeNull();
    // The user call was never made: no old cookie was asked who it belongs to.
    expect(log.filter((l) => l.includes('/api/user'))).toEqual([]);
    expect(log).toContain('unreachable GET /api/logout');
    expect(signOutPending()).toBe(true);

    // The connection recovers: the logout goes, and nothing is pending any more.
    dropped.clear();
    expect(await settlePendingSignOut()).toBe(true);
    expect(log.at(-1)).toBe('GET /api/logout');
    expect(signOutPending()).toBe(false);
  });

  it('before a signed-in screen, a pending sign-out clears the device again, then sends the logout', async () => {
    const store = await signedInDevice();
    online = false;
    await signOut();
    // A module page that was on its way when the learner signed out, stored by the worker after all.
    await (await caches.open(userCacheName(learner.username))).put('/api/content/modules/2?type=taxi', new Response('{}'));
    online = true;
    log = [];
    expect(await completePendingSignOut()).toBe(true);
    expect(deviceHolds(store)).toEqual(nothingLeft);
    expect(log.indexOf(`delete ${userCacheName(learner.username)}`)).toBeLessThan(log.indexOf('GET /api/logout'));
  });

  it('online: sends the answers still queued while the cookie is the learner’s, then signs out', async () => {
    const store = await signedInDevice();
    expect(await signOut()).toBe('done');
    expect(log.filter((l) => !l.startsWith('delete '))).toEqual(['POST /api/review/q1/answer', 'GET /api/logout']);
    expect(deviceHolds(store)).toEqual(nothingLeft);
    expect(signOutPending()).toBe(false);
  });

  it('a server error leaves the device signed out and the logout pending', async () => {
    await signedInDevice();
    vi.stubGlobal('fetch', async () => new Response('{"message":"down"}', { status: 503 }));
    expect(await signOut()).toBe('failed');
    expect(signOutPending()).toBe(true);
  });

  it('the start-up check sends the logout to the route the server serves', () => {
    // Written out there to keep the paths module off the home page's first load.
    expect(LOGOUT_PATH).toBe(API.logout);
  });

  it('signing in sends the pending logout first, and then has nothing pending', async () => {
    await signedInDevice();
    online = false;
    await signOut();
    online = true;
    log = [];
    await login({ username: learner.username, password: 'safe-pass-123' });
    expect(log.filter((l) => !l.startsWith('delete '))).toEqual(['GET /api/logout', 'POST /api/login']);
    expect(signOutPending()).toBe(false);
  });
});
