import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { findSandboxIntent, insertSandboxIntent } from '../../data/sandbox-intents.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** Stored in the database like a provider's own records, so every instance sees them. */
export function createSandboxProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createIntent({ userId, plan, amountCents, currency }) {
      const id = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await insertSandboxIntent(db, { id, clientSecret, userId, plan, amountCents, currency, status: 'requires_payment_method' });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      const row = await findSandboxIntent(db, id);
      if (!row) return null;
      return { id: row.id, status: row.status, amountCents: row.amountCents, currency: row.currency, userId: row.userId, plan: row.plan };
    },
  };
}
