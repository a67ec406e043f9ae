/**
 * A sign-out the server has not yet heard of (issue 27). Signing out clears the device at once
 * (sign-out.ts), but the session cookie is httpOnly: only GET /api/logout ends it. When that call
 * cannot be made (offline) a marker stays in localStorage; while it does the app treats the device
 * as signed out, and every start, every return of the connection and every sign-in sends the
 * logout first.
 *
 * Checked on every start (the header's status and the user call wait for it), so this is part of
 * the home page's JavaScript, whose budget is nearly spent (DESIGN.md §11): a storage key and a
 * plain fetch, kept as small as they can be. Setting the marker and clearing the device again
 * before a signed-in screen live in sign-out.ts, loaded later; on a public page the service
 * worker clears its caches itself when the logout passes through it.
 */
export const PENDING_SIGN_OUT_KEY = 'spsv-pending-sign-out';

/**
 * API.logout, written out: importing the paths module here moved all of it into a chunk of its
 * own on the first load, 100 bytes the budget does not have. sign-out.test.tsx checks they agree.
 */
export const LOGOUT_PATH = '/api/logout';

/** Undefined where storage is blocked (reading `localStorage` throws) or absent (pre-rendering). */
export function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

export const signOutPending = () => storage()?.getItem(PENDING_SIGN_OUT_KEY) != null;

/** The server has ended the session, or a sign-in has replaced it: nothing left to send. */
export const clearSignOutPending = () => storage()?.removeItem(PENDING_SIGN_OUT_KEY);

let sending: Promise<boolean> | null = null;

/**
 * Sends a pending sign-out's logout, if there is one. True when no sign-out is pending any more;
 * false when it still could not be sent (offline, or a server error), and then the caller must
 * treat the device as signed out even if the old cookie would still be accepted. Calls made
 * meanwhile share the one request. Never rejects.
 */
export function settlePendingSignOut(): Promise<boolean> {
  if (!signOutPending()) return Promise.resolve(true);
  sending ??= fetch(LOGOUT_PATH, { credentials: 'include' })
    .then(
      (response) => {
        if (response.ok) clearSignOutPending();
        return response.ok;
      },
      () => false,
    )
    .finally(() => {
      sending = null;
    });
  return sending;
}
