import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCY, getPlan } from '#shared/plans.ts';
import {
  confirmPaymentResponse,
  confirmPaymentSchema,
  createPaymentIntentResponse,
  createPaymentIntentSchema,
  paymentConfigResponse,
  sandboxConfirmResponse,
  sandboxConfirmSchema,
} from '#shared/schemas/payments.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, ForbiddenError, HttpError } from '../../errors.ts';
import type { Auth } from '../../plugins/session.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { recordPurchase } from './payments.repository.ts';
import { checkCard } from './sandbox-card.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import { checkIntent } from './verify-intent.ts';

export interface PaymentsDeps {
  db: Db;
  auth: Auth;
  provider: PaymentProvider;
  sandbox: SandboxProvider | null;
}

export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsDeps> = async (app, { db, auth, provider, sandbox }) => {
  app.get(
    '/api/payments/config',
    { schema: { tags: ['payments'], summary: 'Which payment provider the checkout uses', response: { 200: paymentConfigResponse } } },
    async () => ({ provider: provider.name, publishableKey: provider.publishableKey }),
  );

  app.post(
    '/api/create-payment-intent',
    {
      onRequest: auth.requireUser,
      schema: { tags: ['payments'], summary: 'Start a payment for a plan; the server sets the amount', body: createPaymentIntentSchema, response: { 200: createPaymentIntentResponse } },
    },
    async (request) => {
      const plan = getPlan(request.body.planType);
      const { clientSecret } = await provider.createIntent({ userId: auth.user(request).id, plan: plan.key, amountCents: plan.priceCents, currency: CURRENCY });
      return { clientSecret };
    },
  );

  app.post(
    '/api/confirm-payment',
    {
      onRequest: auth.requireUser,
      schema: { tags: ['payments'], summary: 'Record a payment the provider says succeeded', body: confirmPaymentSchema, response: { 200: confirmPaymentResponse } },
    },
    async (request) => {
      const { planType, paymentIntentId } = request.body;
      const intent = await provider.retrieveIntent(paymentIntentId);
      if (!intent) throw new BadRequestError('No payment with that id was found.');
      const check = checkIntent(intent, { userId: auth.user(request).id, plan: planType });
      if (!check.ok) throw new HttpError(check.status, check.message);
      const recorded = await recordPurchase(db, {
        userId: check.userId,
        plan: check.plan.key,
        amountCents: intent.amountCents,
        currency: intent.currency.toLowerCase(),
        provider: provider.name,
        providerPaymentId: intent.id,
        durationDays: check.plan.durationDays,
      });
      return { plan: check.plan.key, accessUntil: recorded.accessUntil.toISOString(), alreadyRecorded: !recorded.created };
    },
  );

  if (!sandbox) return;
  app.post(
    '/api/sandbox/confirm-card',
    {
      onRequest: auth.requireUser,
      schema: { tags: ['payments'], summary: 'Test-mode card payment (sandbox provider only)', body: sandboxConfirmSchema, response: { 200: sandboxConfirmResponse } },
    },
    async (request) => {
      const { clientSecret, cardNumber, expiry, cvc, returnPath } = request.body;
      const intent = await sandbox.findByClientSecret(clientSecret);
      if (!intent) throw new BadRequestError('No payment with that client secret was found.');
      if (intent.userId !== auth.user(request).id) throw new ForbiddenError('This payment belongs to another account.');
      if (intent.status === 'succeeded') throw new BadRequestError('This payment has already been completed.');
      const check = checkCard({ number: cardNumber, expiry, cvc });
      if (!check.ok) {
        await sandbox.setStatus(intent.id, 'requires_payment_method', check.message);
        throw new HttpError(check.status, check.message);
      }
      await sandbox.setStatus(intent.id, 'succeeded', null);
      const query = new URLSearchParams({ payment_intent: intent.id, payment_intent_client_secret: clientSecret, redirect_status: 'succeeded' });
      return { redirectUrl: `${returnPath}${returnPath.includes('?') ? '&' : '?'}${query.toString()}` };
    },
  );
};
