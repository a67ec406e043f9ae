// @vitest-environment jsdom
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptView } from '#shared/schemas/attempts.ts';
import { ATTEMPT_ID, fakeExamServer, fakeView, markView, type FakeExamOptions } from '../../../../tests/support/fake-attempts.ts';
import { currentLocation, renderAt } from '../../../../tests/support/render-component.tsx';
import { PracticeTestsPage } from './practice-tests-page.tsx';

// The first render of a file loads many modules; on a busy machine it can take over a second.
configure({ asyncUtilTimeout: 5_000 });

const learner = { username: 'aoife', vehicleType: 'taxi' as const, hasPurchased: true, isAdmin: false };
const RIGHT = [0, 2, 1]; // A, C, B

function show(view: AttemptView, options: Partial<FakeExamOptions> = {}, path = '/practice-tests') {
  const server = fakeExamServer(view, { rightAnswers: RIGHT, ...options });
  renderAt(<PracticeTestsPage />, { path, user: learner });
  return server;
}
const resume = (view: AttemptView, options: Partial<FakeExamOptions> = {}) => show(view, options, `/practice-tests?attempt=${ATTEMPT_ID}`);

type Calls = ReturnType<typeof show>['calls'];
const callsTo = (calls: Calls, method: string, pattern: RegExp) => calls.filter((c) => c.method === method && pattern.test(c.path));
const puts = (calls: Calls) => callsTo(calls, 'PUT', /\/answers\/\d+$/).map((c) => [Number(c.path.split('/').pop()), c.body]);
const submits = (calls: Calls) => callsTo(calls, 'POST', /\/submit$/);
const resultSaves = (calls: Calls) => callsTo(calls, 'POST', /^\/api\/practice-tests$/);
const position = () => screen.getByRole('heading', { level: 3, name: /^Question \d+ of \d+$/ }).textContent;
const choose = (label: string) => userEvent.click(screen.getByRole('radio', { name: new RegExp(label) }));
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('practice test runner on server-held attempts', () => {
  it('starts an attempt, saves each answer as it is chosen, and shows the server’s mark', async () => {
    const { calls } = show(fakeView());
    await userEvent.click(await screen.findByRole('button', { name: 'Start Test: Industry Knowledge' }));
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(callsTo(calls, 'POST', /^\/api\/attempts$/)[0]?.body).toEqual({ testId: 1 });
    expect(currentLocation()).toBe(`/practice-tests?attempt=${ATTEMPT_ID}`);
    expect(screen.getByRole('timer').textContent).toMatch(/^4[34]:\d\d$/);

    // Next without an answer does not move on (spec §5).
    await press('Next');
    expect(position()).toBe('Question 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);

    await choose('Q1 option A'); // right
    await waitFor(() => expect(puts(calls)).toEqual([[0, { selected: 0, flagged: false }]]));
    await press('Next');
    expect(position()).toBe('Question 2 of 3');
    expect(screen.getByRole('progressbar', { name: 'Test progress' }).getAttribute('aria-valuenow')).toBe('67');

    await choose('Q2 option B'); // wrong: C is right
    await press('Previous');
    expect(screen.getByRole('radio', { name: /Q1 option A/ })).toHaveProperty('checked', true);
    await press('Next');
    expect(screen.getByRole('radio', { name: /Q2 option B/ })).toHaveProperty('checked', true);
    await press('Next');
    expect(position()).toBe('Question 3 of 3');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await choose('Q3 option B'); // right
    await press('Complete Test');

    expect(await screen.findByRole('heading', { name: 'Industry Knowledge Results' })).toBeTruthy();
    expect(puts(calls).map(([p]) => p)).toEqual([0, 1, 2]);
    expect(submits(calls).map((c) => c.body)).toEqual([{}]);
    expect(screen.getByText(/^2 out of 3/).textContent).toBe('2 out of 3 (67%)');
    expect(screen.getByText('Try Again')).toBeTruthy();
    // The server's mark is the result: nothing waits on the spec's result POST (issue 28 §5).
    expect(resultSaves(calls)).toEqual([]);
    const analysis = screen.getByRole('region', { name: 'Question Analysis' });
    expect(within(analysis).getByText('Q2 option C')).toBeTruthy();
    expect(within(analysis).getByText('Because of rule 2.')).toBeTruthy();

    await press('Return to Test List');
    expect(currentLocation()).toBe('/practice-tests');
  });

  it('resumes an attempt from the URL with its answers, at the first open question, timed by the server’s clock', async () => {
    // The device's clock is three hours behind the server's: the countdown still shows the server's ten minutes.
    const server = Date.now() + 3 * 3_600_000;
    const view = fakeView({
      serverNow: new Date(server).toISOString(),
      deadline: new Date(server + 10 * 60_000).toISOString(),
      answers: [
        { position: 0, selected: 0, flagged: false },
        { position: 1, selected: 2, flagged: false },
        { position: 2, selected: null, flagged: false },
      ],
    });
    const { calls } = resume(view);
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^(10:00|09:59)$/);
    expect(callsTo(calls, 'POST', /^\/api\/attempts$/)).toEqual([]);
    await press('Previous');
    expect(screen.getByRole('radio', { name: /Q2 option C/ })).toHaveProperty('checked', true);
    await press('Next');
    await choose('Q3 option B');
    await press('Complete Test');
    expect(await screen.findByText('Passed!')).toBeTruthy();
    expect(screen.getByText(/^3 out of 3/).textContent).toBe('3 out of 3 (100%)');
  });

  it('shows a marked attempt’s results straight away, without reporting it again', async () => {
    const { calls } = resume(markView(fakeView(), RIGHT));
    expect(await screen.findByRole('heading', { name: 'Industry Knowledge Results' })).toBeTruthy();
    expect(screen.getAllByText('Not answered')).toHaveLength(3);
    expect(resultSaves(calls)).toEqual([]);
  });

  it('at zero asks the server to mark what was saved', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const now = Date.now();
    const { calls } = resume(fakeView({ deadline: new Date(now + 62_000).toISOString(), answers: [{ position: 0, selected: 0, flagged: false }, { position: 1, selected: null, flagged: false }, { position: 2, selected: null, flagged: false }] }));
    await screen.findByText('Question 2 of 3');
    expect(screen.getByRole('timer').textContent).toBe('01:02');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('One minute remaining')).toBeTruthy();
    expect(submits(calls)).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('heading', { name: 'Industry Knowledge Results' })).toBeTruthy();
    expect(submits(calls)).toHaveLength(1);
    expect(resultSaves(calls)).toEqual([]);
    expect(screen.getAllByText('Not answered')).toHaveLength(2);
  });

  it('a failed save shows Retry, keeps the learner moving, and recovers', async () => {
    const { calls } = resume(fakeView(), { put: (call) => (call === 1 ? { status: 503, body: { message: 'Service Unavailable' } } : undefined) });
    await screen.findByText('Question 1 of 3');
    await choose('Q1 option A');
    expect(await screen.findByText('Your last answer was not saved.')).toBeTruthy();
    // Not trapped: the learner carries on.
    await press('Next');
    expect(position()).toBe('Question 2 of 3');
    await press('Retry');
    await waitFor(() => expect(screen.queryByText('Your last answer was not saved.')).toBeNull());
    expect(puts(calls)).toEqual([
      [0, { selected: 0, flagged: false }],
      [0, { selected: 0, flagged: false }],
    ]);
  });

  it('sends only the latest of two quick choices, in order', async () => {
    const { calls, current } = resume(fakeView());
    await screen.findByText('Question 1 of 3');
    await choose('Q1 option A');
    await choose('Q1 option D');
    await waitFor(() => expect(current().answers[0]?.selected).toBe(3));
    expect(puts(calls).at(-1)).toEqual([0, { selected: 3, flagged: false }]);
  });

  it('a refused save (time is up) says why and shows the server’s mark', async () => {
    const server = resume(fakeView(), {
      put: () => {
        server.mark();
        return { status: 409, body: { message: 'Time is up for this part of the test: the answer was not saved.' } };
      },
    });
    await screen.findByText('Question 1 of 3');
    await choose('Q1 option A');
    expect(await screen.findByRole('heading', { name: 'Industry Knowledge Results' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Time is up for this part of the test: the answer was not saved.');
    expect(submits(server.calls)).toEqual([]);
    expect(resultSaves(server.calls)).toEqual([]);
  });

  it('keeps the test open when submitting fails; Complete Test then shows the mark as soon as the server gives it', async () => {
    const answered = fakeView({ answers: [0, 2, 1].map((selected, position) => ({ position, selected, flagged: false })) });
    const { calls } = resume(answered, { submit: (call) => (call === 1 ? { status: 500, body: { message: 'Internal Server Error' } } : undefined) });
    await screen.findByText('Question 1 of 3');
    await press('Next');
    await press('Next');
    await press('Complete Test');
    await waitFor(() => expect(submits(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Test' })).toHaveProperty('disabled', false));
    expect(screen.queryByRole('heading', { name: /Results$/ })).toBeNull();
    await press('Complete Test');
    expect(await screen.findByText('Passed!')).toBeTruthy();
    expect(submits(calls)).toHaveLength(2);
    expect(resultSaves(calls)).toEqual([]);
  });

  it('leaves a test only after a second press, keeping it on the server', async () => {
    const { calls } = resume(fakeView());
    await screen.findByText('Question 1 of 3');
    await press('Quit Test');
    await press('Keep Going');
    expect(position()).toBe('Question 1 of 3');
    await press('Quit Test');
    await press('Leave Test');
    expect(await screen.findByRole('button', { name: 'Start Test: Industry Knowledge' })).toBeTruthy();
    expect(currentLocation()).toBe('/practice-tests');
    expect(submits(calls)).toEqual([]);
  });
});
