import Stripe from 'stripe';
import type { PaymentProvider, ProviderIntent } from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** For tests against a local server that answers like Stripe's API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const toIntent = (pi: Stripe.PaymentIntent): ProviderIntent => {
  const userId = Number(pi.metadata.userId);
  return {
    id: pi.id,
    status: pi.status,
    amountCents: pi.amount,
    currency: pi.currency,
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    plan: pi.metadata.plan ?? null,
  };
};

/** Stripe's PaymentIntents API through the official SDK (DESIGN.md §7). */
export function createStripeProvider(settings: StripeSettings) {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
  const provider: PaymentProvider = {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent({ userId, plan, amountCents, currency }) {
      const pi = await stripe.paymentIntents.create({
        amount: amountCents,
        currency,
        automatic_payment_methods: { enabled: true },
        metadata: { userId: String(userId), plan },
      });
      if (!pi.client_secret) throw new Error('Stripe returned no client secret');
      return { id: pi.id, clientSecret: pi.client_secret };
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
  return {
    ...provider,
    /** Verifies the signature on the raw body; throws when it does not match. */
    verifyWebhook(rawBody: Buffer, signature: string | undefined): { type: string; intent: ProviderIntent | null } {
      if (!settings.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      const object = event.data.object as { object?: string };
      return { type: event.type, intent: object.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null };
    },
  };
}

export type StripeProvider = ReturnType<typeof createStripeProvider>;
