import type { FastifyInstance } from 'fastify';
import { loadCompiledCourse } from '../../src/server/content/course-store.ts';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import type { TestContext } from './test-app.ts';
import { grantPlan, signUp } from './users.ts';

/** The compiled bank, with answers: the API never sends them before marking, so tests look them up. */
export const course = loadCompiledCourse({ production: true });
export const bank = new Map(course.questions.map((q) => [q.id, q]));
const byText = new Map(course.questions.map((q) => [q.text, q]));

/**
 * The bank question behind a question of a live attempt. Its id there is an opaque reference
 * (issue 27 §2), so tests find it by its text, which the content check keeps unique.
 */
export function shown(q: { text: string }) {
  return byText.get(q.text);
}

/** Where the right option of a shown question sits. */
export function rightChoice(q: AttemptView['questions'][number]): number {
  const b = shown(q);
  return b ? q.options.indexOf(b.options[b.answer] ?? '') : -1;
}

export function caller(app: () => FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    app().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

export async function payingLearner(ctx: TestContext) {
  const learner = await signUp(ctx.app);
  await grantPlan(ctx.database.db, learner.user.username);
  return learner;
}
