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
      const body = request.body;
      await insertContactMessage(db, {
        userId: (await currentUserId?.(request)) ?? null,
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
