import type { PlanKey } from '#shared/plans.ts';

/** One interface for Stripe and the offline sandbox (issue 5, DESIGN.md §7). */
export interface ProviderIntent {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  /** From the intent's metadata, set by us when it was created. */
  userId: number | null;
  plan: string | null;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  readonly publishableKey: string | null;
  createIntent(input: { userId: number; plan: PlanKey; amountCents: number; currency: string }): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider knows it, or null when it does not exist. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
}
