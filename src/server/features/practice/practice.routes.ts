import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getTest } from '#shared/practice-tests.ts';
import { drawResponse, resultRecord, saveResultSchema, testIdField } from '#shared/schemas/practice.ts';
import type { VehicleType } from '#shared/vehicle-types.ts';
import { poolFor, type CompiledCourse } from '../../content/load.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Auth } from '../../plugins/session.ts';
import { drawQuestions } from './draw.ts';
import { insertResult, listResults } from './practice.repository.ts';

export interface PracticeDeps {
  db: Db;
  auth: Auth;
  course: CompiledCourse;
}

export const practiceRoutes: FastifyPluginAsyncZod<PracticeDeps> = async (app, { db, auth, course }) => {
  app.get(
    '/api/practice-tests/:testId/draw',
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['practice'], summary: 'A fresh random draw for a test, with answers (paid)', params: z.object({ testId: testIdField }), response: { 200: drawResponse } },
      // The draw is built here from validated content; re-validating 80 questions on every
      // response is the costliest step of the busiest paid route, so it is serialised directly.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => {
      const test = getTest(request.params.testId);
      if (!test) throw new NotFoundError('No such practice test.');
      const questions = drawQuestions(poolFor(test.id, course.questions), test.drawSize);
      return {
        test: { id: test.id, title: test.title, description: test.description, timeLimit: test.timeLimitMinutes, totalQuestions: questions.length },
        questions,
      };
    },
  );

  app.get(
    '/api/practice-tests',
    { onRequest: auth.requireUser, schema: { tags: ['practice'], summary: "The user's test results, newest first", response: { 200: z.array(resultRecord) } } },
    async (request) =>
      (await listResults(db, auth.user(request).id)).map((r) => ({ ...r, vehicleType: r.vehicleType as VehicleType, dateTaken: r.dateTaken.toISOString() })),
  );

  app.post(
    '/api/practice-tests',
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['practice'], summary: 'Save a test result', body: saveResultSchema, response: { 201: z.object({ id: z.number() }) } },
    },
    async (request, reply) => {
      const body = request.body;
      const test = getTest(body.testId);
      if (!test) throw new BadRequestError('testId: unknown practice test');
      if (body.testType !== test.title) throw new BadRequestError(`testType: must be "${test.title}" for test ${test.id}`);
      if (body.totalQuestions > test.drawSize) throw new BadRequestError(`totalQuestions: test ${test.id} has at most ${test.drawSize} questions`);
      const id = await insertResult(db, auth.user(request).id, body);
      return reply.status(201).send({ id });
    },
  );
};
