import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.ts';
import { readinessQuery, readinessResponse } from '#shared/schemas/review.ts';
import type { Course } from '../../course/course.ts';
import type { Db } from '../../db/client.ts';
import type { Auth } from '../../plugins/session.ts';
import { readinessFor } from '../../learning/readiness.ts';

/** Readiness (issue 19 §4): the chance of passing a fresh draw, against the official 75 % line. */
export const readinessRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; course: Course }> = async (app, { db, auth, course }) => {
  app.get(
    API.readiness,
    { onRequest: auth.requirePlan, schema: { tags: ['learning'], summary: 'Chance of passing each module and the Entry Test parts', querystring: readinessQuery, response: { 200: readinessResponse } } },
    async (request) => readinessFor(db, course, auth.user(request).id, request.query.county),
  );
};
