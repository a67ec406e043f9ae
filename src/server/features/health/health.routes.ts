import { API } from '#shared/api-paths.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '#shared/schemas/site.ts';
import type { Db } from '../../db/client.ts';
import { ping } from '../../data/health.ts';
import { ServiceUnavailableError } from '../../errors.ts';


export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    API.health,
    { schema: { tags: ['system'], summary: 'Liveness with a database round trip', response: { 200: healthResponse } } },
    async () => {
      try {
        await ping(db);
      } catch {
        throw new ServiceUnavailableError('The database is not answering.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
