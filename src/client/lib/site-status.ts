import { useEffect, useSyncExternalStore } from 'react';
import { API } from '#shared/api-paths.ts';
import type { SiteStatus } from '#shared/schemas/site.ts';
import { settlePendingSignOut } from './offline/pending-sign-out.ts';

/**
 * GET /api/site-status without the query library, so the public pages' header and the
 * test-mode banner cost almost nothing on first load. One request serves every subscriber;
 * sign-in and sign-out refresh it. Pre-rendered pages hydrate with "unknown" (the server
 * snapshot), so the answer arriving early can never cause a hydration mismatch. A sign-out made
 * offline is sent first (issue 27); while it still cannot be, the header names nobody.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: SiteStatus | null = null;
let inFlight: Promise<void> | null = null;

function load(): Promise<void> {
  inFlight ??= settlePendingSignOut()
    .then(async (settled) => {
      const res = await fetch(API.siteStatus, { credentials: 'include', headers: { accept: 'application/json' } });
      const status = res.ok ? ((await res.json()) as SiteStatus) : null;
      return status && !settled ? { ...status, username: null } : status;
    })
    .catch(() => null)
    .then((status) => {
      current = status;
      listeners.forEach((l) => l());
    });
  return inFlight;
}

/** After signing in or out: fetch again so the header follows. */
export function refreshSiteStatus(): void {
  inFlight = null;
  void load();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSiteStatus(): SiteStatus | null {
  useEffect(() => {
    void load();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
