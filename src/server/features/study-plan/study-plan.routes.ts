import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.ts';
import { studyPlanResponse, studyPlanUpdate, unsubscribeResponse, unsubscribeSchema } from '#shared/schemas/study-plan.ts';
import type { Course } from '../../course/course.ts';
import type { Db } from '../../db/client.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { savePlan, turnOffRemindersByToken } from '../../data/study-plans.ts';
import { NotFoundError } from '../../errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';
import { studyPlanFor } from './study-plan.ts';

const UNSUBSCRIBE_LIMIT = { max: 30, windowSeconds: 600, message: 'Too many attempts. Please wait a few minutes and try the link again.' };

/** The study plan and its reminders (issue 19 §5). */
export const studyPlanRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; course: Course }> = async (app, { db, auth, course }) => {
  app.get(
    API.studyPlan,
    { onRequest: auth.requirePlan, schema: { tags: ['learning'], summary: "The learner's test date, county, reminders and today's plan", response: { 200: studyPlanResponse } } },
    async (request) => studyPlanFor(db, course, auth.user(request)),
  );

  app.put(
    API.studyPlan,
    { onRequest: auth.requirePlan, schema: { tags: ['learning'], summary: 'Set the test date, county or reminders (any of them)', body: studyPlanUpdate, response: { 200: studyPlanResponse } } },
    async (request) => {
      const user = auth.user(request);
      const saved = await savePlan(db, user.id, request.body);
      return studyPlanFor(db, course, user, new Date(), saved);
    },
  );

  // No session needed: the link in a reminder email is enough to stop the reminders.
  app.post(
    API.remindersUnsubscribe,
    { schema: { tags: ['learning'], summary: "Turn off study reminders from an email's unsubscribe link", body: unsubscribeSchema, response: { 200: unsubscribeResponse } } },
    async (request) => {
      await consume(db, limitKeys.unsubscribeIp(request.ip), UNSUBSCRIBE_LIMIT);
      if (!(await turnOffRemindersByToken(db, request.body.token))) throw new NotFoundError('This unsubscribe link is not valid. You can turn reminders off in Settings.');
      return { message: 'Study reminders are off. You will get no more reminder emails.' };
    },
  );
};
