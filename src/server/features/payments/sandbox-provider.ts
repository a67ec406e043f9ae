import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxPaymentIntents } from '../../db/schema/index.ts';
import type { PaymentProvider, ProviderIntent } from './payment-provider.ts';

type Row = typeof sandboxPaymentIntents.$inferSelect;

const toIntent = (row: Row): ProviderIntent => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  userId: row.userId,
  plan: row.plan,
});

/** Stored in the database like a provider's own records, so every instance sees them. */
export function createSandboxProvider(db: Db): PaymentProvider & {
  findByClientSecret(clientSecret: string): Promise<Row | undefined>;
  setStatus(id: string, status: string, lastError: string | null): Promise<void>;
} {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createIntent({ userId, plan, amountCents, currency }) {
      const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await db.insert(sandboxPaymentIntents).values({ id, clientSecret, userId, plan, amountCents, currency, status: 'requires_payment_method' });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      return row ? toIntent(row) : null;
    },
    async findByClientSecret(clientSecret) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
      return row;
    },
    async setStatus(id, status, lastError) {
      await db.update(sandboxPaymentIntents).set({ status, lastError }).where(eq(sandboxPaymentIntents.id, id));
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
