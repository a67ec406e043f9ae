import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCY, getPlan } from '#shared/plans.ts';
import {
  confirmPaymentResponse,
  confirmPaymentSchema,
  createPaymentIntentResponse,
  createPaymentIntentSchema,
  paymentConfigResponse,
} from '#shared/schemas/payments.ts';
import type { Db } from '../../db/client.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { BadRequestError, HttpError } from '../../errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { settlePayment } from './settle-payment.ts';

export interface PaymentsDeps {
  db: Db;
  auth: Auth;
  provider: PaymentProvider;
}

/** A learner starts a handful of payments; hundreds would be an abuse of the provider's API. */
const INTENT_LIMIT = { max: 20, windowSeconds: 3600, message: 'Too many payment attempts. Please wait an hour and try again, or contact support.' };

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, { db, auth, provider }) => {
  app.get(
    API.paymentsConfig,
    { schema: { tags: ['payments'], summary: 'Which payment provider the checkout uses', response: { 200: paymentConfigResponse } } },
    async () => ({ provider: provider.name, publishableKey: provider.publishableKey }),
  );

  app.post(
    API.createPaymentIntent,
    {
      onRequest: auth.requireUser,
      schema: { tags: ['payments'], summary: 'Start a payment for a plan; the server sets the amount', body: createPaymentIntentSchema, response: { 200: createPaymentIntentResponse } },
    },
    async (request) => {
      const plan = getPlan(request.body.planType);
      await consume(db, limitKeys.intentUser(auth.limitSubject(request)), INTENT_LIMIT);
      const { clientSecret } = await provider.createIntent({ userId: auth.user(request).id, plan: plan.key, amountCents: plan.priceCents, currency: CURRENCY });
      return { clientSecret };
    },
  );

  app.post(
    API.confirmPayment,
    {
      onRequest: auth.requireUser,
      schema: { tags: ['payments'], summary: 'Record a payment the provider says succeeded', body: confirmPaymentSchema, response: { 200: confirmPaymentResponse } },
    },
    async (request) => {
      const { planType, paymentIntentId } = request.body;
      const intent = await provider.retrieveIntent(paymentIntentId);
      if (!intent) throw new BadRequestError('No payment with that id was found.');
      const settled = await settlePayment(db, provider.name, intent, { userId: auth.user(request).id, plan: planType });
      if (!settled.ok) throw new HttpError(settled.status, settled.message);
      return { plan: settled.plan.key, accessUntil: settled.accessUntil.toISOString(), alreadyRecorded: !settled.created };
    },
  );
};
