import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Marked handled in the owner's console (issue 22). */
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/** An owner's email reply to a contact message, kept as sent (issue 22). */
export const contactReplies = pgTable('contact_replies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  messageId: integer('message_id')
    .notNull()
    .references(() => contactMessages.id, { onDelete: 'cascade' }),
  adminUsername: text('admin_username').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every owner's action (grant, revoke, reply, handle, resolve, an owner deleting their account),
 * with who and when (issue 22). The actor's id and name are copied as they were at the time, with
 * no foreign key, so the record outlives the account and a later rename (issue 27 §9).
 */
export const adminAudit = pgTable('admin_audit', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Null when no account acted (the `npm run admin` command line) and for entries made before it was kept. */
  actorId: integer('actor_id'),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every outgoing mail is written here first and sent in the background (issue 16 §10), so a
 * slow or broken mail server never changes an answer or its timing. Without SMTP the mail
 * simply stays here (DESIGN.md §2).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    // Extra headers (the reminders' List-Unsubscribe pair, RFC 8058); null for ordinary mail.
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('outbox_emails_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/** Fixed-window counters shared by every app instance (DESIGN.md §1, §6). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
