import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import { enqueueMail, sendDueMail, type PendingMail, type QueuedMail } from '../data/outbox.ts';

export type Mail = QueuedMail;

export interface Mailer {
  /**
   * Queues the mail; it is sent in the background (or kept in the outbox without SMTP). Given a
   * transaction, the mail is queued inside it, so it exists exactly when the change it reports
   * commits (issue 28 §6): it is delivered after the commit, never for a change rolled back.
   */
  send(mail: Mail, tx?: Executor): Promise<void>;
  /** Stops the background sender (app shutdown). */
  stop(): void;
}

const RETRY_EVERY_MS = 5_000;
/**
 * Mail queued in a caller's transaction is invisible to the sender until that transaction
 * commits, which the mailer cannot observe; the callers commit right after queueing, so the
 * sender looks again this soon after (the 5-second poll still catches a slower commit).
 */
const AFTER_COMMIT_MS = 150;

/**
 * Every mail goes through the outbox table (issue 16 §10): an answer never waits for, or
 * fails with, the mail server. With SMTP_URL a background sender delivers it; without, it
 * stays in the table and only its subject is logged (DESIGN.md §2), never its body.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail, tx) {
        await enqueueMail(tx ?? opts.db, mail);
        opts.log.info({ subject: mail.subject }, 'Mail kept in the outbox table (no SMTP_URL)');
      },
      stop() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const deliver = (m: PendingMail) =>
    transport.sendMail({ from: opts.from, to: m.toAddress, subject: m.subject, text: m.textBody, ...(m.headers && { headers: m.headers }) }).then(() => undefined);
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const drain = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await sendDueMail(opts.db, deliver)) > 0) {
            if (stopped) return;
          }
        } while (again && !stopped);
      } catch (error) {
        opts.log.error({ err: error }, 'sending queued mail failed');
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(drain, RETRY_EVERY_MS);
  timer.unref();
  let soon: NodeJS.Timeout | undefined;
  const drainAfterCommit = (): void => {
    if (soon || stopped) return;
    soon = setTimeout(() => {
      soon = undefined;
      drain();
    }, AFTER_COMMIT_MS);
    soon.unref();
  };
  return {
    async send(mail, tx) {
      await enqueueMail(tx ?? opts.db, mail);
      if (tx) drainAfterCommit();
      else drain();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      transport.close();
    },
  };
}
