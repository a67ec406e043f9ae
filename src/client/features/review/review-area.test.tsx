// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../../tests/support/render-component.tsx';
import { ReviewArea } from './review-area.tsx';

configure({ asyncUtilTimeout: 5_000 });

const learner = { username: 'aoife', vehicleType: 'taxi' as const, hasPurchased: true, isAdmin: false };
const question = (n: number) => ({ questionId: `m01-${String(n).padStart(3, '0')}`, module: 1, text: `Question ${n}?`, options: ['A', 'B', 'C', 'D'].map((o) => `Q${n} ${o}`), due: '2025-06-01T10:00:00.000Z' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Today's plan and the sidebar say "Review 35 questions": the review page counts the same 35 (issue 32 §9). */
describe('the review page’s count', () => {
  it('names every question due today, as the plan does, not only the round of 20', async () => {
    stubApi((method, path) => (method === 'GET' && path === '/api/review/due' ? { body: { questions: Array.from({ length: 20 }, (_, i) => question(i + 1)), count: 35, nextDue: null } } : undefined));
    renderAt(<ReviewArea />, { path: '/review', user: learner });
    expect(await screen.findByText('35 questions are due for review today: this round asks 20 of them.')).toBeTruthy();
    expect(screen.getByText('Question 1 of 20')).toBeTruthy();
  });

  it('says the count plainly when one round holds them all', async () => {
    stubApi((method, path) => (method === 'GET' && path === '/api/review/due' ? { body: { questions: [question(1), question(2)], count: 2, nextDue: null } } : undefined));
    renderAt(<ReviewArea />, { path: '/review', user: learner });
    expect(await screen.findByText('2 questions are due for review today.')).toBeTruthy();
  });
});
