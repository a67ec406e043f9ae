import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, API_PATTERNS } from '#shared/api-paths.ts';
import {
  drillAnswerParams,
  drillAnswerResponse,
  drillAnswerSchema,
  drillParams,
  drillSessionResponse,
  drillSummaryResponse,
  startDrillSchema,
  type DrillQuestion,
  type DrillSession,
} from '#shared/schemas/fares.ts';
import type { Db } from '../../db/client.ts';
import { drillSummary, findDrillSession, insertDrillSession, markDrill, type FareDrillRow } from '../../data/fare-drills.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';
import { generateDrill, markAnswer, planSession } from './drills.ts';

/** Twenty-odd sessions an hour is more than anyone drills; a script generating drills is refused. */
export const FARES_LIMIT = { max: 300, windowSeconds: 3600, message: 'You have done a lot of fare drills in the last hour. Take a short break: the trainer will be here when you come back.' };

function question(row: FareDrillRow): DrillQuestion {
  const drill = generateDrill(row.kind, row.answerStyle, row.seed);
  const answered = row.answeredAt !== null && row.correct !== null;
  return {
    position: row.position,
    kind: row.kind,
    prompt: drill.prompt,
    details: drill.details,
    options: drill.options,
    mark: answered
      ? {
          correct: row.correct === true,
          given: row.given ?? '',
          answer: drill.answerText,
          correctOption: 'option' in drill.answer ? drill.answer.option : null,
          steps: drill.steps,
          reference: drill.reference,
        }
      : null,
  };
}

function score(rows: readonly Pick<FareDrillRow, 'answeredAt' | 'correct'>[]) {
  return { answered: rows.filter((r) => r.answeredAt !== null).length, right: rows.filter((r) => r.correct === true).length, total: rows.length };
}

const sessionView = (id: string, rows: FareDrillRow[]): DrillSession => ({ id, drills: rows.map(question), ...score(rows) });

/**
 * The fares trainer's drills (issue 33): sessions of ten generated and marked here; the
 * learner's record feeds the dashboard.
 */
export const faresRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    API.fareDrills,
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['fares'], summary: 'Start a drill session of ten (no answers in it)', body: startDrillSchema, response: { 201: drillSessionResponse } },
    },
    async (request, reply) => {
      const userId = auth.user(request).id;
      await consume(db, limitKeys.faresUser(auth.limitSubject(request)), FARES_LIMIT);
      const id = randomUUID();
      await insertDrillSession(db, userId, id, planSession(request.body.answerStyle));
      return reply.code(201).send(sessionView(id, await findDrillSession(db, userId, id)));
    },
  );

  app.get(
    API_PATTERNS.fareDrill,
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['fares'], summary: 'A drill session: the answered drills with their marks', params: drillParams, response: { 200: drillSessionResponse } },
    },
    async (request) => {
      const userId = auth.user(request).id;
      await consume(db, limitKeys.faresUser(auth.limitSubject(request)), FARES_LIMIT);
      const rows = await findDrillSession(db, userId, request.params.id);
      if (rows.length === 0) throw new NotFoundError('No such drill session.');
      return sessionView(request.params.id, rows);
    },
  );

  app.put(
    API_PATTERNS.fareDrillAnswer,
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['fares'], summary: 'Answer one drill: marked here, with the worked answer', params: drillAnswerParams, body: drillAnswerSchema, response: { 200: drillAnswerResponse } },
    },
    async (request) => {
      const userId = auth.user(request).id;
      const { id, position } = request.params;
      await consume(db, limitKeys.faresUser(auth.limitSubject(request)), FARES_LIMIT);
      const rows = await findDrillSession(db, userId, id);
      const row = rows.find((r) => r.position === position);
      if (!row) throw new NotFoundError('No such drill.');
      if (row.answeredAt !== null) throw new ConflictError('This drill is already answered: go on to the next one.');
      const mark = markAnswer(generateDrill(row.kind, row.answerStyle, row.seed), request.body);
      if (!(await markDrill(db, { userId, sessionId: id, position, given: mark.given, correct: mark.correct }))) {
        throw new ConflictError('This drill is already answered: go on to the next one.');
      }
      const after = rows.map((r) => (r.position === position ? { answeredAt: new Date(), correct: mark.correct } : r));
      return { ...mark, ...score(after) };
    },
  );

  app.get(
    API.fareDrillSummary,
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['fares'], summary: "The learner's fare drill record", response: { 200: drillSummaryResponse } },
    },
    async (request) => {
      const userId = auth.user(request).id;
      await consume(db, limitKeys.faresUser(auth.limitSubject(request)), FARES_LIMIT);
      const summary = await drillSummary(db, userId);
      return { ...summary, last: summary.last ? { ...summary.last, at: summary.last.at.toISOString() } : null };
    },
  );
};
