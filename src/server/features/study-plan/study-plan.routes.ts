import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '#shared/api-paths.ts';
import { studyPlanResponse, studyPlanUpdate, unsubscribeResponse, unsubscribeSchema } from '#shared/schemas/study-plan.ts';
import type { Course } from '../../course/course.ts';
import type { Db } from '../../db/client.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { savePlan, turnOffRemindersByToken } from '../../data/study-plans.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';
import { isOneClickBody, ONE_CLICK_BODY_LIMIT, ONE_CLICK_CONTENT_TYPES } from './one-click.ts';
import { studyPlanFor } from './study-plan.ts';

const UNSUBSCRIBE_LIMIT = { max: 30, windowSeconds: 600, message: 'Too many attempts. Please wait a few minutes and try the link again.' };
const INVALID_LINK = 'This unsubscribe link is not valid. You can turn reminders off in Settings.';
const TURNED_OFF = 'Study reminders are off. You will get no more reminder emails.';

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

  /** Turns reminders off for the token's holder: the only thing a token can do. */
  const turnOff = async (ip: string, token: string) => {
    await consume(db, limitKeys.unsubscribeIp(ip), UNSUBSCRIBE_LIMIT);
    if (!(await turnOffRemindersByToken(db, token))) throw new NotFoundError(INVALID_LINK);
    return { message: TURNED_OFF };
  };

  // No session needed: the button on /unsubscribe, reached from the email's link, is enough.
  app.post(
    API.remindersUnsubscribe,
    { schema: { tags: ['learning'], summary: "Turn off study reminders from an email's unsubscribe link", body: unsubscribeSchema, response: { 200: unsubscribeResponse } } },
    async (request) => turnOff(request.ip, request.body.token),
  );

  // The RFC 8058 one-click URL of the reminders' List-Unsubscribe header, in a scope of its own:
  // only here are form bodies parsed (every other route takes JSON only, DESIGN.md §6), and
  // plugins/security.ts lets this one path be POSTed cross-site, because mail providers send it
  // from their servers or webmail pages. The token in the URL is the whole authority.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser(ONE_CLICK_CONTENT_TYPES, { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, body, done) => done(null, body));

    oneClick.post(
      API.remindersOneClickUnsubscribe,
      {
        schema: {
          tags: ['learning'],
          summary: "Turn off study reminders from the mail client's one-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click)",
          querystring: unsubscribeSchema,
          consumes: ONE_CLICK_CONTENT_TYPES,
          body: z.string(),
          response: { 200: unsubscribeResponse },
        },
      },
      async (request) => {
        if (!isOneClickBody(request.headers['content-type'], request.body)) throw new BadRequestError('The body must be List-Unsubscribe=One-Click (RFC 8058).');
        return turnOff(request.ip, request.query.token);
      },
    );

    // A client that opens the header's URL instead of POSTing, or a link scanner, changes
    // nothing: it is sent to the page, where unsubscribing takes a click. The answer is JSON
    // like every API answer; browsers follow the Location.
    oneClick.get(
      API.remindersOneClickUnsubscribe,
      {
        schema: {
          tags: ['learning'],
          summary: 'Leads to the /unsubscribe page (a GET changes nothing)',
          querystring: z.object({ token: z.string().max(200).optional() }),
          response: { 303: unsubscribeResponse },
        },
      },
      async (request, reply) => {
        const page = request.query.token ? `/unsubscribe?${new URLSearchParams({ token: request.query.token }).toString()}` : '/unsubscribe';
        return reply.code(303).header('location', page).send({ message: 'Open the page to turn study reminders off.' });
      },
    );
  });
};
