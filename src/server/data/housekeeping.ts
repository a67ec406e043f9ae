import type { Executor } from '../db/client.ts';
import { deleteOldContactMessages } from './contact-messages.ts';
import { deleteStaleEmailChanges } from './email-changes.ts';
import { deleteOldMail } from './outbox.ts';
import { deleteExpiredCounters } from './rate-limits.ts';
import { deleteOldReveals } from './question-reveals.ts';
import { deleteOldReviewAnswers } from './review-answers.ts';
import { deleteAbandonedSandboxIntents } from './sandbox-intents.ts';
import { deleteExpiredSessions } from './sessions.ts';
import { deleteStalePasswordResets } from './users.ts';

/**
 * Deletes what the privacy policy says we do not keep: contact messages after two years, and
 * spent sessions, reset links, mail, email-change requests, payment intents and rate-limit
 * counters, and review answer ids past their use. Each owner says what is stale; this runs them in one transaction.
 */
export async function housekeeping(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteOldContactMessages(tx);
    await deleteExpiredSessions(tx);
    await deleteStalePasswordResets(tx);
    await deleteExpiredCounters(tx);
    await deleteOldMail(tx);
    await deleteStaleEmailChanges(tx);
    await deleteAbandonedSandboxIntents(tx);
    await deleteOldReviewAnswers(tx);
    await deleteOldReveals(tx);
  });
}

export const HOUSEKEEPING_HOURS = 6;
