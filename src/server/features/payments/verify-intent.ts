import { CURRENCY, getPlan, isPlanKey, type Plan } from '#shared/plans.ts';
import type { ProviderIntent } from './payment-provider.ts';

export type IntentCheck = { ok: true; plan: Plan; userId: number } | { ok: false; status: 400 | 402 | 403; message: string };

/**
 * A payment counts only if it succeeded, carries a known plan, and charged exactly that plan's
 * price in euro; when a user is given it must be theirs (DESIGN.md §7: never trust the client).
 */
export function checkIntent(intent: ProviderIntent, expect: { userId?: number; plan?: string }): IntentCheck {
  if (intent.userId === null || !isPlanKey(intent.plan)) {
    return { ok: false, status: 400, message: 'This payment was not made for an SPSV Prep plan.' };
  }
  if (expect.userId !== undefined && intent.userId !== expect.userId) {
    return { ok: false, status: 403, message: 'This payment belongs to another account.' };
  }
  if (expect.plan !== undefined && intent.plan !== expect.plan) {
    return { ok: false, status: 400, message: 'This payment was made for a different plan.' };
  }
  const plan = getPlan(intent.plan);
  if (intent.amountCents !== plan.priceCents || intent.currency.toLowerCase() !== CURRENCY) {
    return { ok: false, status: 400, message: 'The amount paid does not match the price of the plan.' };
  }
  if (intent.status !== 'succeeded') {
    return { ok: false, status: 402, message: 'This payment has not succeeded.' };
  }
  return { ok: true, plan, userId: intent.userId };
}
