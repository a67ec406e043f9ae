import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

/** The outbox_emails table's owner: mail is queued here and sent in the background. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  userId?: number;
  /** Extra headers, e.g. List-Unsubscribe; the sender adds them as they are. */
  headers?: Record<string, string>;
}

export interface PendingMail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  headers: Record<string, string> | null;
  attempts: number;
}

/** After this many failures (about a day of retries) a mail stays unsent, with its last error. */
export const MAX_ATTEMPTS = 12;

export async function enqueueMail(db: Executor, mail: QueuedMail): Promise<void> {
  await db.insert(outboxEmails).values({ userId: mail.userId ?? null, toAddress: mail.to, subject: mail.subject, textBody: mail.text, headers: mail.headers ?? null });
}

/**
 * Sends up to `batch` due mails, each in a transaction of its own that locks its row (SKIP
 * LOCKED, so several instances share the queue without sending anything twice) and marks it
 * sent, or reschedules it with a growing delay (1, 2, 4 … minutes, at most an hour), before the
 * next one is taken. A crash mid-batch therefore resends at most the one mail that was being
 * handed to the mail server (issue 27 §8): one transaction for the whole batch, as before, rolled
 * back every "sent" of the batch and mailed them all again.
 */
export async function sendDueMail(db: Db, send: (mail: PendingMail) => Promise<void>, batch = 10): Promise<number> {
  let handled = 0;
  while (handled < batch) {
    const found = await db.transaction(async (tx) => {
      const [mail] = await tx
        .select({ id: outboxEmails.id, toAddress: outboxEmails.toAddress, subject: outboxEmails.subject, textBody: outboxEmails.textBody, headers: outboxEmails.headers, attempts: outboxEmails.attempts })
        .from(outboxEmails)
        .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`), lt(outboxEmails.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(outboxEmails.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return false;
      try {
        await send(mail);
        await tx.update(outboxEmails).set({ sentAt: sql`now()`, lastError: null }).where(eq(outboxEmails.id, mail.id));
      } catch (error) {
        const delayMinutes = Math.min(60, 2 ** mail.attempts);
        await tx
          .update(outboxEmails)
          .set({
            attempts: mail.attempts + 1,
            nextAttemptAt: sql`now() + make_interval(mins => ${delayMinutes})`,
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where(eq(outboxEmails.id, mail.id));
      }
      return true;
    });
    if (!found) break;
    handled += 1;
  }
  return handled;
}

/** Queued mail holds reset and confirmation links: it is not kept once those have expired. */
export async function deleteOldMail(db: Executor): Promise<void> {
  await db.delete(outboxEmails).where(sql`${outboxEmails.createdAt} < now() - interval '30 days'`);
}

export async function deleteUserMail(db: Executor, userId: number): Promise<void> {
  await db.delete(outboxEmails).where(eq(outboxEmails.userId, userId));
}
