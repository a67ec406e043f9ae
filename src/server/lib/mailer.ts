import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  userId?: number;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise mail is kept in the outbox table and logged, so a reset
 * link is never lost on a machine without a mail server (DESIGN.md §2).
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await opts.db.insert(outboxEmails).values({ userId: mail.userId ?? null, toAddress: mail.to, subject: mail.subject, textBody: mail.text });
      opts.log.info({ to: mail.to, subject: mail.subject }, `Mail kept in the outbox (no SMTP_URL):\n${mail.text}`);
    },
  };
}
