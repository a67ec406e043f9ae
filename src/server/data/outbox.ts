import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

/** The outbox_emails table's owner: mail is queued here and sent in the background. */
export interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  userId?: number;
}

export interface PendingMail {
  id: number;
  toAddress: string;
  subject: string;
  textBody: string;
  attempts: number;
}

/** After this many failures (about a day of retries) a mail stays unsent, with its last error. */
export const MAX_ATTEMPTS = 12;

export async function enqueueMail(db: Executor, mail: QueuedMail): Promise<void> {
  await db.insert(outboxEmails).values({ userId: mail.userId ?? null, toAddress: mail.to, subject: mail.subject, textBody: mail.text });
}

/**
 * Sends due mail a batch at a time. Rows are locked with SKIP LOCKED, so several instances
 * share the queue without sending anything twice; each row is marked sent or rescheduled with
 * a growing delay (1, 2, 4 … minutes, at most an hour) in the same transaction.
 */
export async function sendDueMail(db: Db, send: (mail: PendingMail) => Promise<void>, batch = 10): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxEmails.id, toAddress: outboxEmails.toAddress, subject: outboxEmails.subject, textBody: outboxEmails.textBody, attempts: outboxEmails.attempts })
      .from(outboxEmails)
      .where(and(isNull(outboxEmails.sentAt), lte(outboxEmails.nextAttemptAt, sql`now()`), lt(outboxEmails.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outboxEmails.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const mail of due) {
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
    }
    return due.length;
  });
}

/** Queued mail holds reset and confirmation links: it is not kept once those have expired. */
export async function deleteOldMail(db: Executor): Promise<void> {
  await db.delete(outboxEmails).where(sql`${outboxEmails.createdAt} < now() - interval '30 days'`);
}

export async function deleteUserMail(db: Executor, userId: number): Promise<void> {
  await db.delete(outboxEmails).where(eq(outboxEmails.userId, userId));
}
