import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../data/pg-errors.ts';
import { recordPurchase } from '../../data/purchases.ts';
import type { PaymentProvider, ProviderIntent } from './payment-provider.ts';
import { checkIntent, type IntentCheck } from './verify-intent.ts';

export type Settlement =
  | { ok: true; plan: Extract<IntentCheck, { ok: true }>['plan']; accessUntil: Date; created: boolean }
  | Extract<IntentCheck, { ok: false }>
  | { ok: false; status: 410; message: string };

/**
 * The one way a payment becomes access, for confirm-payment and the Stripe webhook alike: the
 * provider's own record is checked (succeeded, an SPSV Prep plan at its exact price, and the
 * expected account when one is given), then recorded once.
 */
export async function settlePayment(
  db: Db,
  provider: PaymentProvider['name'],
  intent: ProviderIntent,
  expected: { userId?: number; plan?: string },
): Promise<Settlement> {
  const check = checkIntent(intent, expected);
  if (!check.ok) return check;
  try {
    const recorded = await recordPurchase(db, {
      userId: check.userId,
      plan: check.plan.key,
      amountCents: intent.amountCents,
      currency: intent.currency.toLowerCase(),
      provider,
      providerPaymentId: intent.id,
      durationDays: check.plan.durationDays,
    });
    return { ok: true, plan: check.plan, accessUntil: recorded.accessUntil, created: recorded.created };
  } catch (error) {
    // The account was deleted after paying.
    if (isForeignKeyViolation(error)) return { ok: false, status: 410, message: 'The account this payment was for no longer exists.' };
    throw error;
  }
}
