import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PLAN_KEYS } from '../../../shared/plans.ts';
import { users } from './users.ts';

/** Purchase states: only payments the provider says succeeded are ever recorded. */
export const PURCHASE_STATUSES = ['succeeded'] as const;

export const purchases = pgTable(
  'purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_KEYS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    /** One purchase per provider payment: confirm-payment and webhooks are idempotent on it. */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    accessUntil: timestamp('access_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('purchases_user_idx').on(t.userId, t.accessUntil)],
);

/** Payment intents of the offline sandbox provider (used when no Stripe key is set). */
export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_KEYS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_intents_user_idx').on(t.userId)],
);
