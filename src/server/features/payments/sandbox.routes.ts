import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxConfirmResponse, sandboxConfirmSchema } from '#shared/schemas/payments.ts';
import type { Db } from '../../db/client.ts';
import { findSandboxIntentBySecret, setSandboxIntentStatus } from '../../data/sandbox-intents.ts';
import { BadRequestError, ForbiddenError, HttpError } from '../../errors.ts';
import type { Auth } from '../../plugins/session.ts';
import { checkCard } from './sandbox-card.ts';

/**
 * The sandbox's card form posts here (registered only while the sandbox provider runs): the
 * test card succeeds the intent and the answer is the same redirect Stripe would make.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    API.sandboxConfirmCard,
    {
      onRequest: auth.requireUser,
      schema: { tags: ['payments'], summary: 'Test-mode card payment (sandbox provider only)', body: sandboxConfirmSchema, response: { 200: sandboxConfirmResponse } },
    },
    async (request) => {
      const { clientSecret, cardNumber, expiry, cvc, returnPath } = request.body;
      const intent = await findSandboxIntentBySecret(db, clientSecret);
      if (!intent) throw new BadRequestError('No payment with that client secret was found.');
      if (intent.userId !== auth.user(request).id) throw new ForbiddenError('This payment belongs to another account.');
      if (intent.status === 'succeeded') throw new BadRequestError('This payment has already been completed.');
      const check = checkCard({ number: cardNumber, expiry, cvc });
      if (!check.ok) {
        await setSandboxIntentStatus(db, intent.id, 'requires_payment_method', check.message);
        throw new HttpError(check.status, check.message);
      }
      await setSandboxIntentStatus(db, intent.id, 'succeeded', null);
      const query = new URLSearchParams({ payment_intent: intent.id, payment_intent_client_secret: clientSecret, redirect_status: 'succeeded' });
      return { redirectUrl: `${returnPath}${returnPath.includes('?') ? '&' : '?'}${query.toString()}` };
    },
  );
};
