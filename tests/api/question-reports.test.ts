import { describe, expect, it } from 'vitest';
import { REPORT_LIMIT } from '../../src/server/features/question-reports/question-reports.routes.ts';
import { caller, course, payingLearner as payingLearnerOf } from '../support/exam.ts';
import { useTestApp } from '../support/test-app.ts';
import { signUp } from '../support/users.ts';

const ctx = useTestApp({ deps: { course } });
const call = caller(() => ctx.app);
const questionId = course.questions[0]?.id ?? 'm01-001';
const url = (id: string) => `/api/questions/${id}/reports`;

describe('reporting a problem with a question', () => {
  it('stores the report with the question, the learner and the time, and thanks them', async () => {
    const { cookie, user } = await payingLearnerOf(ctx);
    const before = Date.now();
    const res = await call('POST', url(questionId), cookie, { problem: 'outdated', detail: '  The fare changed in December.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ message: string }>().message).toMatch(/^Thank you/);
    const { rows } = await ctx.database.pool.query<{ username: string; question_id: string; problem: string; detail: string; status: string; created_at: Date }>(
      'select u.username, r.question_id, r.problem, r.detail, r.status, r.created_at from question_reports r join users u on u.id = r.user_id',
    );
    expect(rows).toEqual([expect.objectContaining({ username: user.username, question_id: questionId, problem: 'outdated', detail: 'The fare changed in December.', status: 'open' })]);
    expect(rows[0]?.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The detail is optional.
    expect((await call('POST', url(questionId), cookie, { problem: 'unclear' })).statusCode).toBe(201);
  });

  it('needs a signed-in paying learner', async () => {
    expect((await call('POST', url(questionId), undefined, { problem: 'typo' })).statusCode).toBe(401);
    const { cookie } = await signUp(ctx.app);
    expect((await call('POST', url(questionId), cookie, { problem: 'typo' })).statusCode).toBe(402);
  });

  it('refuses an empty or malformed report with a 400 naming the problem, and an unknown question with a 404', async () => {
    const { cookie } = await payingLearnerOf(ctx);
    const empty = await call('POST', url(questionId), cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toMatch(/what is wrong/);
    expect((await call('POST', url(questionId), cookie, { problem: 'boring' })).statusCode).toBe(400);
    const long = await call('POST', url(questionId), cookie, { problem: 'other', detail: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ message: string }>().message).toMatch(/1000 characters/);
    const unknown = await call('POST', url('m99-999'), cookie, { problem: 'typo' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('No such question.');
  });

  it(`limits a learner to ${REPORT_LIMIT.max} reports an hour`, async () => {
    const { cookie } = await payingLearnerOf(ctx);
    for (let i = 0; i < REPORT_LIMIT.max; i += 1) expect((await call('POST', url(questionId), cookie, { problem: 'typo' })).statusCode).toBe(201);
    const refused = await call('POST', url(questionId), cookie, { problem: 'typo' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another learner is not held back by the first one's reports.
    const other = await payingLearnerOf(ctx);
    expect((await call('POST', url(questionId), other.cookie, { problem: 'typo' })).statusCode).toBe(201);
  });
});
