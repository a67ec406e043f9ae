import { API } from '#shared/api-paths.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactResponse, contactSchema } from '#shared/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import { consume } from '../../lib/rate-limit.ts';
import { insertContactMessage } from '../../data/contact-messages.ts';
import { limitKeys } from '../../data/rate-limits.ts';

const CONTACT_LIMIT = {
  max: 5,
  windowSeconds: 600,
  message: 'Too many messages sent. Please wait a few minutes before sending another.',
};

/**
 * All visitors who are not signed in share one daily allowance (issue 27 §9): the per-address
 * limit alone let a spammer with many addresses bury the owner's inbox. Signed-in learners are
 * not counted, so a learner can always get through.
 */
export const ANONYMOUS_CONTACT_LIMIT = {
  max: 200,
  windowSeconds: 86_400,
  message: 'We have received an unusually large number of messages today. Please try again tomorrow, or sign in and send your message from your account.',
};

export interface ContactDeps {
  db: Db;
  /** The signed-in user's id, when there is one (set by the session plugin). */
  currentUserId?: (request: FastifyRequest) => Promise<number | null>;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactDeps> = async (app, { db, currentUserId }) => {
  app.post(
    API.contact,
    { schema: { tags: ['site'], summary: 'Store a contact or support message', body: contactSchema, response: { 201: contactResponse } } },
    async (request, reply) => {
      await consume(db, limitKeys.contactIp(request.ip), CONTACT_LIMIT);
      const userId = (await currentUserId?.(request)) ?? null;
      if (userId === null) await consume(db, limitKeys.contactAnonymous(), ANONYMOUS_CONTACT_LIMIT);
      const body = request.body;
      await insertContactMessage(db, {
        userId,
        name: body.name,
        email: body.email.toLowerCase(),
        phone: body.phone ? body.phone : null,
        subject: body.subject,
        message: body.message,
        source: body.source,
      });
      return reply.status(201).send({ ok: true as const });
    },
  );
};
