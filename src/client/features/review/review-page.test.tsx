// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewDue } from '#shared/schemas/review.ts';
import { renderAt, stubApi } from '../../../../tests/support/render-component.tsx';
import { ReviewPage } from './review-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const learner = { username: 'aoife', vehicleType: 'taxi' as const, hasPurchased: true, isAdmin: false };
const question = (n: number) => ({ questionId: `m01-00${n}`, module: 1, text: `Question ${n}?`, options: ['A one', 'B two', 'C three', 'D four'].map((o) => `Q${n} ${o}`), due: '2025-06-01T10:00:00.000Z' });
const RIGHT: Record<string, number> = { 'm01-001': 2, 'm01-002': 0 };

/** A review server: answering takes a question out of the due list; `extra` stay due beyond the first round. */
function fakeReviewServer(start: ReviewDue['questions'], extra: ReviewDue['questions'] = []) {
  let due = [...start];
  const later = [...extra];
  return stubApi((method, path, body) => {
    if (method === 'GET' && path === '/api/review/due') {
      const list = due.length > 0 ? due : later;
      return { body: { questions: list, count: list.length, nextDue: list.length === 0 ? '2025-07-14T09:00:00.000Z' : null } };
    }
    const answered = /^\/api\/review\/([^/]+)\/answer$/.exec(path)?.[1];
    if (method === 'POST' && answered) {
      const { selected } = body as { selected: number };
      const right = RIGHT[answered] ?? 1;
      due = due.filter((q) => q.questionId !== answered);
      return { body: { correct: selected === right, correctAnswer: right, explanation: `Because of rule ${answered}.`, due: '2025-06-05T10:00:00.000Z' } };
    }
    return undefined;
  });
}

const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const choose = (label: string) => userEvent.click(screen.getByRole('radio', { name: new RegExp(label) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('review session', () => {
  it('asks each due question once, marks it on the server and shows the right answer and why', async () => {
    const calls = fakeReviewServer([question(1), question(2)]);
    renderAt(<ReviewPage />, { path: '/review', user: learner });

    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/review/due?within=86400');
    // Checking needs a choice.
    await press('Check answer');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await choose('Q1 A one'); // wrong: C is right
    await press('Check answer');
    expect(await screen.findByText('Incorrect')).toBeTruthy();
    expect(screen.getByText('The right answer is: Q1 C three')).toBeTruthy();
    expect(screen.getByText('Because of rule m01-001.')).toBeTruthy();
    expect(screen.getByText('Right answer').closest('label')?.textContent).toContain('Q1 C three');
    expect(screen.getByText('Your answer').closest('label')?.textContent).toContain('Q1 A one');
    expect(screen.getByRole('radio', { name: /Q1 B two/ }).matches(':disabled')).toBe(true);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/review/m01-001/answer', body: { selected: 0 } });
    // The due list is fetched again (the sidebar badge), but the round carries on as it began.
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/review/due'))).toHaveLength(2));
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();

    await press('Next question');
    expect(await screen.findByText('Question 2 of 2')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Q2 A one/ })).toHaveProperty('checked', false);
    await choose('Q2 A one'); // right
    await press('Check answer');
    expect(await screen.findByText('Correct')).toBeTruthy();
    expect(screen.queryByText(/The right answer is/)).toBeNull();
    await press('Finish review');

    expect(await screen.findByRole('heading', { name: 'Review complete' })).toBeTruthy();
    expect(screen.getByText('You answered 1 of 2 right.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review more' })).toBeNull();
  });

  it('offers another round when more are due', async () => {
    fakeReviewServer([question(1)], [question(3)]);
    renderAt(<ReviewPage />, { path: '/review', user: learner });
    expect(await screen.findByText('Question 1 of 1')).toBeTruthy();
    await choose('Q1 C three');
    await press('Check answer');
    await userEvent.click(await screen.findByRole('button', { name: 'Finish review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Review more' }));
    expect(await screen.findByText('Question 1 of 1')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Question 3?' })).toBeTruthy();
  });

  it('says when the next review falls due when nothing is due', async () => {
    fakeReviewServer([]);
    renderAt(<ReviewPage />, { path: '/review', user: learner });
    expect(await screen.findByRole('heading', { name: 'Nothing to review right now' })).toBeTruthy();
    expect(screen.getByText('Your next review falls due on 14 July 2025.')).toBeTruthy();
  });

  it('asks for a plan and fetches nothing without one', async () => {
    const calls = fakeReviewServer([question(1)]);
    renderAt(<ReviewPage />, { path: '/review', user: { ...learner, hasPurchased: false } });
    expect(await screen.findByRole('heading', { name: 'Unlock Review' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
