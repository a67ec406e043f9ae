// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncAnswers } from '#client/lib/offline/send-queued.ts';
import { renderAt, stubApi, type ApiAnswer } from '../../../../tests/support/render-component.tsx';
import { ReviewPage } from './review-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const QUEUE = 'spsv-answer-queue';
const learner = { username: 'aoife', vehicleType: 'taxi' as const, hasPurchased: true, isAdmin: false };
const question = { questionId: 'm01-001', module: 1, text: 'Question 1?', options: ['Q1 A one', 'Q1 B two', 'Q1 C three', 'Q1 D four'], due: '2025-06-01T10:00:00.000Z' };
const queued = () => JSON.parse(localStorage.getItem(QUEUE) ?? '[]') as { kind: string; questionId: string; selected: number; user: string }[];

/**
 * One question due; `answer` decides what the server says to a review answer. While `net.up` is
 * false every request fails as a dropped connection does (a TypeError from fetch).
 */
function reviewServer(answer: () => ApiAnswer) {
  const net = { up: true };
  const calls = stubApi((method, path) => {
    if (method === 'GET' && path === '/api/review/due') return { body: { questions: [question], count: 1, nextDue: null } };
    if (method === 'POST' && path === '/api/review/m01-001/answer') return answer();
    return undefined;
  });
  const served = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => (net.up ? served(input, init) : Promise.reject(new TypeError('Failed to fetch'))));
  return { net, posts: () => calls.filter((c) => c.method === 'POST') };
}

/** The signal drops mid-review: the browser says so, and requests fail from then on. */
function dropSignal(net: { up: boolean }) {
  net.up = false;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function restoreSignal(net: { up: boolean }) {
  net.up = true;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

async function answerFirstOption() {
  expect(await screen.findByText('Question 1 of 1')).toBeTruthy();
  await userEvent.click(screen.getByRole('radio', { name: /Q1 A one/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Check answer' }));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  onlineManager.setOnline(true);
});

describe('a review answer given after the signal drops (issue 32 §3)', () => {
  it('is kept on the phone at once, and marked on screen when the queue sends it', async () => {
    const server = reviewServer(() => ({ body: { correct: false, correctAnswer: 2, explanation: 'Because of rule one.', due: '2025-06-02T10:00:00.000Z', counted: true } }));
    renderAt(<ReviewPage />, { path: '/review', user: learner });
    expect(await screen.findByText('Question 1 of 1')).toBeTruthy();
    dropSignal(server.net);

    await answerFirstOption();
    // Not "Checking..." for ever: saved, and said so, with no key to show yet.
    expect(await screen.findByText('Saved on this phone, will send when online')).toBeTruthy();
    expect(screen.queryByText('Checking...')).toBeNull();
    expect(screen.queryByText(/The right answer is/)).toBeNull();
    expect(queued()).toMatchObject([{ kind: 'review', questionId: 'm01-001', selected: 0, user: 'aoife' }]);
    expect(server.posts()).toEqual([]);

    // The connection returns and the app's sender runs: the verdict replaces the notice.
    restoreSignal(server.net);
    await act(async () => void (await syncAnswers('aoife')));
    expect(await screen.findByText('Incorrect')).toBeTruthy();
    expect(screen.getByText('The right answer is: Q1 C three')).toBeTruthy();
    expect(screen.queryByText('Saved on this phone, will send when online')).toBeNull();
    expect(localStorage.getItem(QUEUE)).toBeNull();
    expect(server.posts()).toHaveLength(1);
  });

  it('online, is still stored first and sent at once', async () => {
    const server = reviewServer(() => ({ body: { correct: true, correctAnswer: 0, explanation: 'Right.', due: '2025-06-09T10:00:00.000Z', counted: true } }));
    renderAt(<ReviewPage />, { path: '/review', user: learner });
    await answerFirstOption();
    expect(await screen.findByText('Correct')).toBeTruthy();
    expect(server.posts()[0]?.body).toMatchObject({ selected: 0, answerId: expect.any(String), answeredAt: expect.any(String) });
    expect(localStorage.getItem(QUEUE)).toBeNull();
  });

  it('a refusal for good (no card, not due) leaves the queue and is said politely; a limit keeps it for later', async () => {
    let status = 429;
    reviewServer(() => ({ status, body: { message: status === 409 ? 'This question is not due for review yet.' : 'Take a break.' } }));
    renderAt(<ReviewPage />, { path: '/review', user: learner });
    await answerFirstOption();
    // 429: try later, so it stays on the phone.
    expect(await screen.findByText('Saved on this phone, will send when online')).toBeTruthy();
    expect(screen.getByText(/The server could not take it just now/)).toBeTruthy();
    expect(queued()).toHaveLength(1);

    status = 409;
    await act(async () => void (await syncAnswers('aoife')));
    expect(await screen.findByText('Not counted')).toBeTruthy();
    expect(screen.getByText(/This answer was not counted: This question is not due for review yet\./)).toBeTruthy();
    expect(localStorage.getItem(QUEUE)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Finish review' }));
    expect(await screen.findByText('1 answer was not counted, as those questions were no longer due for review.')).toBeTruthy();
  });
});
