import { ApiError } from '#shared/api-error.ts';
import { API } from '#shared/api-paths.ts';
import type { okResponse } from '#shared/schemas/auth.ts';
import { apiGet } from '../api-client.ts';
import { pending, type QueuedAnswer } from './answer-queue.ts';
import { forgetOfflineData, rememberedUser } from './offline-user.ts';
import { clearSignOutPending, PENDING_SIGN_OUT_KEY, settlePendingSignOut, signOutPending, storage } from './pending-sign-out.ts';
import { forgetReviewOutcomes } from './review-outcomes.ts';
import { answerQueue, dropAnswers, sendQueued } from './send-queued.ts';

/**
 * 'done': the server ended the session. 'pending': the server could not be reached (offline).
 * 'failed': the server answered with an error. In the last two the device is signed out and the
 * logout is sent again at the next start.
 */
export type SignOutResult = 'done' | 'pending' | 'failed';

/**
 * Signing out on a shared phone (issue 27). The device is cleared first and whatever happens to
 * the network: the remembered learner, every queued answer, every learner's cached paid pages.
 * Only then is the server told. If it cannot be told, a pending sign-out stays behind
 * (pending-sign-out.ts) and is completed before anyone sees a signed-in screen again.
 */

/** Nothing of any learner stays on the device. Never rejects: a failure here must not stop the sign-out. */
export async function clearLearnerData(): Promise<void> {
  // The storage keys go synchronously, before the first await, so a page closed mid-way keeps neither.
  dropAnswers();
  forgetReviewOutcomes();
  const forgotten = forgetOfflineData();
  // A running worker forgets too; it may be serving another tab.
  navigator.serviceWorker?.controller?.postMessage({ type: 'sign-out' });
  await forgotten.catch(() => undefined);
}

function markSignOutPending(): void {
  try {
    storage()?.setItem(PENDING_SIGN_OUT_KEY, '1');
  } catch {
    // Storage full: the sign-out can only be as good as this visit.
  }
}

/** GET /api/logout (the spec's method). Any failure leaves the sign-out pending: the session may still be alive. */
async function endSession(): Promise<SignOutResult> {
  try {
    await apiGet<typeof okResponse>(API.logout);
  } catch (error) {
    return error instanceof ApiError ? 'failed' : 'pending';
  }
  clearSignOutPending();
  return 'done';
}

/**
 * Answers given offline that are still queued go while the cookie is still the learner's, taken
 * from memory: the queue itself is already cleared. Only tried with a connection; offline they are
 * dropped with the rest, as a shared phone keeps nothing of a learner who has signed out.
 */
async function sendBeforeLeaving(items: QueuedAnswer[]): Promise<void> {
  if (!navigator.onLine) return;
  for (const item of items) if ((await sendQueued(item)) === 'retry') return;
}

export async function signOut(): Promise<SignOutResult> {
  // The marker comes first: if the page is closed at any point below, the next start finishes the job.
  markSignOutPending();
  const user = rememberedUser();
  const unsent = user ? pending(answerQueue, user.username) : [];
  await clearLearnerData();
  await sendBeforeLeaving(unsent);
  // Those sends leave their verdicts in the page, which outlives the sign-out.
  forgetReviewOutcomes();
  return endSession();
}

/**
 * Before a signed-in screen: a pending sign-out clears the device again (a worker may have stored
 * a page that was on its way at sign-out) and sends the logout. True once nothing is pending.
 */
export async function completePendingSignOut(): Promise<boolean> {
  if (!signOutPending()) return true;
  await clearLearnerData();
  return settlePendingSignOut();
}
