import type { FastifyPluginAsync } from 'fastify';
import { getPlan } from '#shared/plans.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { recordPurchase } from './payments.repository.ts';
import type { StripeProvider } from './stripe-provider.ts';
import { checkIntent } from './verify-intent.ts';

/**
 * Signed Stripe events (DESIGN.md §7): a closed tab after paying loses nothing, because
 * payment_intent.succeeded records the purchase the same idempotent way as confirm-payment.
 */
export const webhookRoutes: FastifyPluginAsync<{ db: Db; stripe: StripeProvider | null }> = async (app, { db, stripe }) => {
  // The signature covers the exact bytes, so this route keeps the raw body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/stripe/webhook', { schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', hide: false } }, async (request) => {
    if (!stripe) throw new BadRequestError('Stripe is not configured on this server.');
    if (!Buffer.isBuffer(request.body)) throw new BadRequestError('The webhook body must be JSON.');
    const signature = request.headers['stripe-signature'];
    let event;
    try {
      event = stripe.verifyWebhook(request.body, typeof signature === 'string' ? signature : undefined);
    } catch {
      throw new BadRequestError('The webhook signature is not valid.');
    }
    if (event.type !== 'payment_intent.succeeded' || !event.intent) return { received: true };
    const check = checkIntent(event.intent, {});
    if (!check.ok) {
      request.log.warn({ intent: event.intent.id, reason: check.message }, 'webhook payment not recorded');
      return { received: true };
    }
    await recordPurchase(db, {
      userId: check.userId,
      plan: check.plan.key,
      amountCents: event.intent.amountCents,
      currency: event.intent.currency.toLowerCase(),
      provider: 'stripe',
      providerPaymentId: event.intent.id,
      durationDays: getPlan(check.plan.key).durationDays,
    });
    return { received: true };
  });
};
