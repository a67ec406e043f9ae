// @vitest-environment jsdom
import { act, cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT_ID, fakeExamServer, fakeSimulatorView } from '../../../../tests/support/fake-attempts.ts';
import { currentLocation, renderAt } from '../../../../tests/support/render-component.tsx';
import { PracticeTestsPage } from './practice-tests-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const learner = { username: 'aoife', vehicleType: 'taxi' as const, hasPurchased: true, isAdmin: false };
// Part 1: positions 0–2; part 2: positions 3–4. Option A is right everywhere.
const RIGHT = [0, 0, 0, 0, 0];

function show(path = '/practice-tests', tracker?: unknown) {
  const server = fakeExamServer(fakeSimulatorView(), { rightAnswers: RIGHT, tracker });
  renderAt(<PracticeTestsPage />, { path, user: learner });
  return server;
}

type Calls = ReturnType<typeof show>['calls'];
const puts = (calls: Calls) => calls.filter((c) => c.method === 'PUT').map((c) => [Number(c.path.split('/').pop()), c.body]);
const submits = (calls: Calls) => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/submit')).map((c) => c.body);
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const navigator = () => within(screen.getByRole('navigation', { name: 'Question navigator' }));
const position = () => screen.getByRole('heading', { level: 3, name: /^Question \d+ of \d+$/ }).textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Entry Test simulator', () => {
  it('shows the tutorial, then starts part 1 for the chosen county', async () => {
    const { calls } = show();
    const card = within(await screen.findByRole('region', { name: 'SPSV Entry Test simulation' }));
    await userEvent.selectOptions(card.getByLabelText('Area Knowledge for'), 'Kerry');
    await userEvent.click(card.getByRole('button', { name: 'Start Simulation' }));
    expect(await screen.findByRole('heading', { name: 'How the Entry Test works' })).toBeTruthy();
    expect(screen.getByText(/54 questions in 54 minutes, then Area Knowledge for your county, 36 questions in 36 minutes/)).toBeTruthy();
    expect(screen.getByText(/41 of 54 and 27 of 36/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await press('Start part 1');
    expect(await screen.findByRole('heading', { name: 'Part 1 of 2: Industry Knowledge' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ testId: 100, county: 'Kerry' });
    expect(currentLocation()).toBe(`/practice-tests?attempt=${ATTEMPT_ID}`);
  });

  it('navigates, skips, flags, reviews, ends each part and shows each part against 75%', async () => {
    const { calls } = show(`/practice-tests?attempt=${ATTEMPT_ID}`);
    await screen.findByText('Question 1 of 3');
    expect(navigator().getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Question 1, not answered',
      'Question 2, not answered',
      'Question 3, not answered',
    ]);
    expect(navigator().getByRole('button', { name: /^Question 1,/ }).getAttribute('aria-current')).toBe('step');

    await userEvent.click(screen.getByRole('radio', { name: /Q1 option A/ }));
    // Skip: Next works without an answer in the simulator.
    await press('Next');
    await press('Next');
    expect(position()).toBe('Question 3 of 3');
    await press('Flag for review');
    expect(screen.getByRole('button', { name: 'Flag for review' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(puts(calls)).toEqual([
      [0, { selected: 0, flagged: false }],
      [2, { selected: null, flagged: true }],
    ]));
    expect(navigator().getByRole('button', { name: 'Question 3, not answered, flagged' }).getAttribute('aria-current')).toBe('step');
    expect(navigator().getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();

    // The last question leads to the review screen, which links back to what is open.
    await press('Review Answers');
    expect(await screen.findByRole('heading', { name: 'Review Industry Knowledge' })).toBeTruthy();
    expect(screen.getByText('You have answered 1 of 3 questions in this part.')).toBeTruthy();
    const unanswered = within(screen.getByRole('region', { name: 'Not answered (2)' }));
    const flagged = within(screen.getByRole('region', { name: 'Flagged for review (1)' }));
    expect(flagged.getByRole('button', { name: 'Question 3' })).toBeTruthy();
    await userEvent.click(unanswered.getByRole('button', { name: 'Question 2' }));
    expect(position()).toBe('Question 2 of 3');
    await userEvent.click(screen.getByRole('radio', { name: /Q2 option B/ }));
    await press('Review and end part');
    expect(within(screen.getByRole('region', { name: 'Not answered (1)' })).getByRole('button', { name: 'Question 3' })).toBeTruthy();
    await press('End part');

    // Part 2, with its own clock and grid.
    expect(await screen.findByRole('heading', { name: 'Part 2 of 2: Area Knowledge' })).toBeTruthy();
    expect(submits(calls)).toEqual([{ part: 0 }]);
    expect(screen.getByRole('timer').textContent).toMatch(/^3[56]:\d\d$/);
    expect(navigator().getAllByRole('button')).toHaveLength(2);
    expect(position()).toBe('Question 1 of 2');
    await userEvent.click(screen.getByRole('radio', { name: /Q4 option A/ }));
    await press('Next');
    await userEvent.click(screen.getByRole('radio', { name: /Q5 option A/ }));
    await press('Review Answers');
    expect(screen.getByText('None: every question has an answer.')).toBeTruthy();
    await press('End part');

    expect(await screen.findByRole('heading', { name: 'SPSV Entry Test simulation Results' })).toBeTruthy();
    expect(submits(calls)).toEqual([{ part: 0 }, { part: 1 }]);
    const industry = within(screen.getByRole('region', { name: 'Industry Knowledge' }));
    expect(industry.getByText('Not passed')).toBeTruthy();
    expect(industry.getByText('Pass mark: 3 of 3 correct (75%).')).toBeTruthy();
    expect(industry.getByText('75% to Pass')).toBeTruthy();
    const area = within(screen.getByRole('region', { name: 'Area Knowledge' }));
    expect(area.getByText('Passed')).toBeTruthy();
    expect(area.getByRole('progressbar', { name: 'Area Knowledge score' }).getAttribute('aria-valuenow')).toBe('100');
    // One part passed: no combined "Try Again"; the retake is the other part alone (issue 32 §9).
    expect(screen.getByText('Area Knowledge passed')).toBeTruthy();
    expect(screen.queryByText('Try Again')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resit Industry Knowledge only' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retake Test' })).toBeNull();
    expect(screen.getByText(/A part you pass stands for one year/)).toBeTruthy();
    // Each part's questions numbered from 1.
    const areaAnalysis = within(screen.getByRole('region', { name: 'Question Analysis: Area Knowledge' }));
    expect(areaAnalysis.getAllByRole('listitem')).toHaveLength(2);
    expect(areaAnalysis.getByText(/^1\. /)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Question Analysis: Industry Knowledge' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('ends a part when its own clock reaches zero and starts the next with a fresh clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const view = fakeSimulatorView();
    const soon = new Date(Date.now() + 5_000).toISOString();
    const server = fakeExamServer({ ...view, deadline: soon, parts: view.parts?.map((p, i) => (i === 0 ? { ...p, deadline: soon } : p)) ?? null }, { rightAnswers: RIGHT });
    renderAt(<PracticeTestsPage />, { path: `/practice-tests?attempt=${ATTEMPT_ID}`, user: learner });
    await screen.findByText('Question 1 of 3');
    expect(screen.getByRole('timer').textContent).toBe('00:05');
    await act(() => vi.advanceTimersByTimeAsync(5_500));
    expect(await screen.findByRole('heading', { name: 'Part 2 of 2: Area Knowledge' })).toBeTruthy();
    expect(submits(server.calls)).toEqual([{ part: 0 }]);
    expect(screen.getByRole('timer').textContent).toBe('36:00');
  });

  it('offers the module left to pass on its own, from the tracker', async () => {
    const tracker = {
      sittings: [{ id: 1, satOn: '2026-02-10', industryPassed: true, areaPassed: false }],
      status: { state: 'remaining', remaining: 'area', passBy: '2027-02-10', firstSatOn: '2026-02-10' },
    };
    const { calls } = show('/practice-tests', tracker);
    expect(await screen.findByText('You have passed Industry Knowledge. Area Knowledge remains: pass it by 10/02/2027, one year after your first sitting on 10/02/2026.')).toBeTruthy();
    // Either part can be sat alone (issue 32 §5); the one left to pass is marked so.
    expect(screen.getByText('Left to pass').closest('li')?.textContent).toMatch(/^Area Knowledge only/);
    await press('Sit Area Knowledge only');
    expect(await screen.findByText(/This sitting: Area Knowledge \(Area Knowledge for Dublin\)/)).toBeTruthy();
    await press('Start part 1');
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ testId: 100, county: 'Dublin', part: 'area' }));
  });

  it('records a real sitting and shows the module left with its date', async () => {
    const { calls } = show();
    const tracker = within(await screen.findByRole('region', { name: 'Entry Test tracker' }));
    expect(await tracker.findByText(/No sittings recorded yet/)).toBeTruthy();
    await userEvent.click(tracker.getByRole('button', { name: 'Record Sitting' }));
    expect(tracker.getByRole('alert').textContent).toBe('Enter the date of the sitting.');
    await userEvent.type(tracker.getByLabelText('Date of sitting'), '2026-02-10');
    await userEvent.click(within(tracker.getByRole('group', { name: 'Industry Knowledge' })).getByRole('radio', { name: 'Passed' }));
    await userEvent.click(within(tracker.getByRole('group', { name: 'Area Knowledge' })).getByRole('radio', { name: 'Failed' }));
    await userEvent.click(tracker.getByRole('button', { name: 'Record Sitting' }));
    expect(await tracker.findByText(/Area Knowledge remains: pass it by 10\/02\/2027/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/entry-test/sittings' && c.method === 'POST')?.body).toEqual({ satOn: '2026-02-10', industryPassed: true, areaPassed: false });
    expect(tracker.getByText('10/02/2026: Industry Knowledge passed, Area Knowledge failed')).toBeTruthy();
    expect(screen.getByText('Left to pass').closest('li')?.textContent).toMatch(/^Area Knowledge only/);
  });
});
