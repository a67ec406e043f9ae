import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATTERNS } from '#shared/api-paths.ts';
import { questionReportParams, questionReportResponse, questionReportSchema } from '#shared/schemas/question-reports.ts';
import type { Course } from '../../course/course.ts';
import type { Db } from '../../db/client.ts';
import { insertReport } from '../../data/question-reports.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { NotFoundError } from '../../errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';

export const REPORT_LIMIT = { max: 10, windowSeconds: 3600, message: 'You have sent a lot of reports in the last hour. Thank you: please wait a while before sending more.' };

/** "Report a problem with this question" (issue 20 §5): stored for the owner's console. */
export const questionReportRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; course: Course }> = async (app, { db, auth, course }) => {
  app.post(
    API_PATTERNS.questionReports,
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['learning'], summary: 'Report a problem with a question', params: questionReportParams, body: questionReportSchema, response: { 201: questionReportResponse } },
    },
    async (request, reply) => {
      const user = auth.user(request);
      if (!course.has(request.params.id)) throw new NotFoundError('No such question.');
      await consume(db, limitKeys.reportsUser(auth.limitSubject(request)), REPORT_LIMIT);
      // A report from the shared demo account is kept for the owner but linked to no one: the
      // next visitor must not find it in the account's export (issue 27 §9).
      const userId = auth.isSharedAccount(user) ? null : user.id;
      const id = await insertReport(db, { userId, questionId: request.params.id, problem: request.body.problem, detail: request.body.detail });
      return reply.status(201).send({ id, message: 'Thank you. We will check this question and correct it if needed.' });
    },
  );
};
