import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, API_PATTERNS } from '#shared/api-paths.ts';
import { reviewAnswerParams, reviewAnswerResponse, reviewAnswerSchema, reviewDueQuery, reviewDueResponse } from '#shared/schemas/review.ts';
import type { Course } from '../../course/course.ts';
import type { Db } from '../../db/client.ts';
import { inOpenAttempt } from '../../data/attempts.ts';
import { listDue, nextDue } from '../../data/question-memory.ts';
import { limitKeys } from '../../data/rate-limits.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { recordReveals } from '../../data/question-reveals.ts';
import { consume } from '../../lib/rate-limit.ts';
import type { Auth } from '../../plugins/session.ts';
import { markReviewAnswer } from './mark-review-answer.ts';

/** One review session: short enough for a bus stop. */
export const REVIEW_SESSION = 20;
/** Ten sessions an hour is more than anyone reviews; a script reading keys is refused (issue 27 §1). */
export const REVIEW_ANSWER_LIMIT = { max: 200, windowSeconds: 3600, message: 'You have answered 200 review questions in the last hour. Take a break: your review will be here when you come back.' };
/** Review answers questions due within a day, the window the review page asks for. */
export const REVIEW_DUE_WINDOW_MS = 86_400_000;

/**
 * Spaced review (issue 19 §2): the questions the learner's memory says are due, one at a time;
 * each answer is marked here and moves that question's schedule.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; course: Course }> = async (app, { db, auth, course }) => {

  app.get(
    API.reviewDue,
    {
      onRequest: auth.requirePlan,
      // Built here from validated content: serialised directly (the schema documents it).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      schema: { tags: ['learning'], summary: 'Questions due for review (no answers)', querystring: reviewDueQuery, response: { 200: reviewDueResponse } },
    },
    async (request) => {
      const userId = auth.user(request).id;
      const until = new Date(Date.now() + request.query.within * 1000);
      const listed = await listDue(db, userId, until, REVIEW_SESSION);
      const due = listed.due.flatMap((d) => {
        const q = course.question(d.questionId);
        return q ? [{ questionId: q.id, module: q.module, text: q.text, options: [...q.options], due: d.due.toISOString() }] : [];
      });
      const next = due.length === 0 ? await nextDue(db, userId) : null;
      return { questions: due, count: listed.count, nextDue: next ? next.toISOString() : null };
    },
  );

  app.post(
    API_PATTERNS.reviewAnswer,
    {
      onRequest: auth.requirePlan,
      schema: { tags: ['learning'], summary: 'Answer a review question: marked here, with the right answer and why', params: reviewAnswerParams, body: reviewAnswerSchema, response: { 200: reviewAnswerResponse } },
    },
    async (request) => {
      const userId = auth.user(request).id;
      const q = course.question(request.params.questionId);
      if (!q) throw new NotFoundError('No such question.');
      await consume(db, limitKeys.reviewUser(auth.limitSubject(request)), REVIEW_ANSWER_LIMIT);
      if (await inOpenAttempt(db, userId, q.id)) throw new ConflictError('This question is in a test you have not finished: finish or submit that test first.');
      const { selected, answerId, answeredAt } = request.body;
      const correct = selected === q.answer;
      // Idempotent by answerId and ordered by answeredAt: an offline queue may replay it (issue 23).
      const { counted, card } = await markReviewAnswer(db, { userId, questionId: q.id, selected, correct, answerId, answeredAt, dueBy: new Date(Date.now() + REVIEW_DUE_WINDOW_MS) });
      await recordReveals(db, userId, [q.id]);
      return { correct, correctAnswer: q.answer, explanation: q.explanation, due: card.due.toISOString(), counted };
    },
  );
};
