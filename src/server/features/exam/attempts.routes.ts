import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, API_PATTERNS } from '#shared/api-paths.ts';
import {
  attemptIdField,
  attemptList,
  attemptListQuery,
  attemptView,
  positionParams,
  saveAnswerSchema,
  savedAnswer,
  startAttemptSchema,
  submitAttemptSchema,
} from '#shared/schemas/attempts.ts';
import type { Db } from '../../db/client.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { NotFoundError } from '../../errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';
import { UnknownTestError } from './exam-plan.ts';
import { testInfo } from './exam-plan.ts';
import type { ExamService } from './exam-service.ts';

/** Far more tests than anyone sits in an hour; a script cannot fill the tables. */
const START_LIMIT = { max: 60, windowSeconds: 3600, message: 'Too many tests started. Please wait a while and try again.' };

/** The five calls of DESIGN.md §13. Another user's attempt is a 404, never a 403: its id says nothing. */
export const attemptsRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; exam: ExamService }> = async (app, { db, auth, exam }) => {
  const byId = z.object({ id: attemptIdField });
  // Views are built here from validated content; re-validating 90 questions on every answer is the
  // costliest step of starting a test, so they are serialised directly (the schema documents them).
  const direct = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

  app.post(
    API.attempts,
    { onRequest: auth.requirePlan, ...direct, schema: { tags: ['exam'], summary: 'Start a test: questions and options, no answers (paid)', body: startAttemptSchema, response: { 201: attemptView } } },
    async (request, reply) => {
      const user = auth.user(request);
      let plan;
      try {
        plan = await exam.plan(user.id, request.body);
      } catch (error) {
        if (error instanceof UnknownTestError) throw new NotFoundError(error.message);
        throw error;
      }
      await consume(db, limitKeys.attemptsUser(auth.limitSubject(request)), START_LIMIT);
      return reply.status(201).send(await exam.start(user, plan));
    },
  );

  app.get(
    API.attempts,
    { onRequest: auth.requirePlan, schema: { tags: ['exam'], summary: "The learner's unfinished tests", querystring: attemptListQuery, response: { 200: attemptList } } },
    async (request) => {
      const rows = await exam.listOpen(auth.user(request).id);
      return rows.map((r) => ({
        id: r.id,
        test: { id: r.testId, title: testInfo(r.testId, r.total, r.county).title },
        county: r.county,
        startedAt: r.startedAt.toISOString(),
        deadline: r.deadlineAt.toISOString(),
        answered: r.answered,
        total: r.total,
      }));
    },
  );

  app.get(
    API_PATTERNS.attempt,
    { onRequest: auth.requirePlan, ...direct, schema: { tags: ['exam'], summary: 'Resume an attempt, or see a marked one', params: byId, response: { 200: attemptView } } },
    async (request) => exam.get(auth.user(request).id, request.params.id),
  );

  app.put(
    API_PATTERNS.attemptAnswer,
    {
      // A cookie must be there before the body is read; the session itself is checked inside
      // the saving statement, so an answer costs one round trip (issue 18 §6).
      onRequest: auth.requireSessionCookie,
      // The saving statement returns exactly the schema's three fields: serialised directly, as
      // the views are (the busiest write of a test; issue 35 §3).
      ...direct,
      schema: { tags: ['exam'], summary: 'Save one answer (409 once submitted or out of time)', params: positionParams, body: saveAnswerSchema, response: { 200: savedAnswer } },
    },
    async (request, reply) => {
      const { id, position } = request.params;
      const sessionHash = auth.sessionHash(request) ?? '';
      const { selected, flagged, answeredAt } = request.body;
      const saved = await exam.saveAnswerWithSession({ attemptId: id, sessionHash, absoluteDays: auth.absoluteDays, position, selected, flagged, answeredAt });
      if (saved) return saved;
      // Refused: the full checks say why (401, 402, 404 or 409), or a newer answer stands. Only refusals pay for them.
      await auth.requirePlan(request, reply);
      return exam.refusal(auth.user(request).id, id, position, answeredAt);
    },
  );

  app.post(
    API_PATTERNS.attemptSubmit,
    { onRequest: auth.requirePlan, ...direct, schema: { tags: ['exam'], summary: 'End the part under way, or the test: marked on the server', params: byId, body: submitAttemptSchema, response: { 200: attemptView } } },
    async (request) => exam.submit(auth.user(request).id, request.params.id, request.body.part),
  );
};
