import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { settlePayment } from './settle-payment.ts';
import type { StripeProvider } from './stripe-provider.ts';

/**
 * Signed Stripe events (DESIGN.md §7): a closed tab after paying loses nothing, because
 * payment_intent.succeeded records the purchase the same idempotent way as confirm-payment.
 */
export const webhookRoutes: FastifyPluginAsync<{ db: Db; stripe: StripeProvider | null }> = async (app, { db, stripe }) => {
  // The signature covers the exact bytes, so this route keeps the raw body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(API.stripeWebhook, { schema: { tags: ['payments'], summary: 'Stripe webhook (signed)', hide: false } }, async (request) => {
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
    const settled = await settlePayment(db, 'stripe', event.intent, {});
    // Acknowledged either way: a refusal (or an account deleted since, issue 16 §10) would not
    // change on Stripe's retries, which would go on for days.
    if (!settled.ok) request.log.warn({ intent: event.intent.id, reason: settled.message }, 'webhook payment not recorded');
    return { received: true };
  });
};
