import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { enqueueMail, sendDueMail, type QueuedMail } from '../data/outbox.ts';

export type Mail = QueuedMail;

export interface Mailer {
  /** Queues the mail; it is sent in the background (or kept in the outbox without SMTP). */
  send(mail: Mail): Promise<void>;
  /** Stops the background sender (app shutdown). */
  stop(): void;
}

const RETRY_EVERY_MS = 5_000;

/**
 * Every mail goes through the outbox table (issue 16 §10): an answer never waits for, or
 * fails with, the mail server. With SMTP_URL a background sender delivers it; without, it
 * stays in the table and only its subject is logged (DESIGN.md §2), never its body.
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(mail) {
        await enqueueMail(opts.db, mail);
        opts.log.info({ subject: mail.subject }, 'Mail kept in the outbox table (no SMTP_URL)');
      },
      stop() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
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
          while ((await sendDueMail(opts.db, (m) => transport.sendMail({ from: opts.from, to: m.toAddress, subject: m.subject, text: m.textBody }).then(() => undefined))) > 0) {
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
  return {
    async send(mail) {
      await enqueueMail(opts.db, mail);
      drain();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      transport.close();
    },
  };
}
