import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tasterAnswersSchema, tasterResponse, tasterResult } from '#shared/schemas/taster.ts';
import type { Taster } from '../../course/taster.ts';
import type { Db } from '../../db/client.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { consume } from '../../lib/rate-limit.ts';
import { markTaster, publicTaster } from './taster.ts';

export interface TasterDeps {
  db: Db;
  taster: Taster;
}

/**
 * Per address, counted in PostgreSQL so every instance shares it (DESIGN.md §6). Generous for a
 * visitor reading and answering (a few loads and one or two markings), tight for a script.
 */
export const TASTER_LIMIT = {
  max: 60,
  windowSeconds: 900,
  message: 'Too many requests for the free sample. Please wait 15 minutes and try again.',
};

/** The free taster (issue 32 §7): public, no account, marked on the server. */
export const tasterRoutes: FastifyPluginAsyncZod<TasterDeps> = async (app, { db, taster }) => {
  const content = publicTaster(taster);

  app.get(
    API.taster,
    { schema: { tags: ['site'], summary: 'The free sample page and ten sample questions, without their answers', response: { 200: tasterResponse } } },
    async (request) => {
      await consume(db, limitKeys.tasterIp(request.ip), TASTER_LIMIT);
      return content;
    },
  );

  app.post(
    API.tasterAnswers,
    {
      schema: {
        tags: ['site'],
        summary: 'Mark answers to the sample questions: keys, explanations and sources for those questions only',
        body: tasterAnswersSchema,
        response: { 200: tasterResult },
      },
    },
    async (request) => {
      await consume(db, limitKeys.tasterIp(request.ip), TASTER_LIMIT);
      return markTaster(taster, request.body);
    },
  );
};
