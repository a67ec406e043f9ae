import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ServiceUnavailableError } from '../../errors.ts';

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness with a database round trip', response: { 200: healthResponse } } },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new ServiceUnavailableError('The database is not answering.');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
