import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, API_PATTERNS } from '#shared/api-paths.ts';
import { entryTestStatus } from '#shared/entry-test.ts';
import { okResponse } from '#shared/schemas/auth.ts';
import { entryTestStatusResponse, sittingSchema } from '#shared/schemas/entry-test.ts';
import type { Db } from '../../db/client.ts';
import { deleteSitting, insertSitting, listSittings } from '../../data/entry-test-sittings.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Auth } from '../../plugins/session.ts';

const MAX_SITTINGS = 20;

/** The Entry Test tracker (issue 18 §5): real sittings in, which module is left and by when out. */
export const entryTestRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  const today = () => new Date().toISOString().slice(0, 10);
  const tracker = async (userId: number) => {
    const sittings = await listSittings(db, userId);
    return { sittings, status: entryTestStatus(sittings, today()) };
  };

  app.get(
    API.entryTestSittings,
    { onRequest: auth.requireUser, schema: { tags: ['exam'], summary: 'Recorded Entry Test sittings and what is left to pass', response: { 200: entryTestStatusResponse } } },
    async (request) => tracker(auth.user(request).id),
  );

  app.post(
    API.entryTestSittings,
    { onRequest: auth.requireUser, schema: { tags: ['exam'], summary: 'Record a real Entry Test sitting', body: sittingSchema, response: { 201: entryTestStatusResponse } } },
    async (request, reply) => {
      const userId = auth.user(request).id;
      if (request.body.satOn > today()) throw new BadRequestError('satOn: a sitting cannot be in the future');
      if (request.body.satOn < '2010-01-01') throw new BadRequestError('satOn: that date is too far in the past');
      if ((await listSittings(db, userId)).length >= MAX_SITTINGS) throw new BadRequestError(`You can record at most ${MAX_SITTINGS} sittings.`);
      await insertSitting(db, userId, request.body);
      return reply.status(201).send(await tracker(userId));
    },
  );

  app.delete(
    API_PATTERNS.entryTestSitting,
    { onRequest: auth.requireUser, schema: { tags: ['exam'], summary: 'Remove a recorded sitting', params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }), response: { 200: okResponse } } },
    async (request) => {
      if (!(await deleteSitting(db, auth.user(request).id, request.params.id))) throw new NotFoundError('No such sitting.');
      return { ok: true as const };
    },
  );
};
