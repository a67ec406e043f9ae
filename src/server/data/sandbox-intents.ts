import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { sandboxPaymentIntents } from '../db/schema/index.ts';

/** The owner of `sandbox_payment_intents`: the offline provider's own records. */
export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;
export type NewSandboxIntent = Omit<typeof sandboxPaymentIntents.$inferInsert, 'createdAt' | 'lastError'>;

export async function insertSandboxIntent(db: Executor, intent: NewSandboxIntent): Promise<void> {
  await db.insert(sandboxPaymentIntents).values(intent);
}

export async function findSandboxIntent(db: Executor, id: string): Promise<SandboxIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
  return row;
}

export async function findSandboxIntentBySecret(db: Executor, clientSecret: string): Promise<SandboxIntentRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
  return row;
}

export async function setSandboxIntentStatus(db: Executor, id: string, status: string, lastError: string | null): Promise<void> {
  await db.update(sandboxPaymentIntents).set({ status, lastError }).where(eq(sandboxPaymentIntents.id, id));
}

/** Unpaid intents older than a week are abandoned checkouts. */
export async function deleteAbandonedSandboxIntents(db: Executor): Promise<void> {
  await db
    .delete(sandboxPaymentIntents)
    .where(and(ne(sandboxPaymentIntents.status, 'succeeded'), sql`${sandboxPaymentIntents.createdAt} < now() - interval '7 days'`));
}

export async function deleteUserSandboxIntents(db: Executor, userId: number): Promise<void> {
  await db.delete(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.userId, userId));
}
