// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudyPlanResponse } from '#shared/schemas/study-plan.ts';
import { irishDay } from '#shared/study-plan.ts';
import { renderAt, stubApi } from '../../../../tests/support/render-component.tsx';
import { TodaysPlanCard } from './todays-plan-card.tsx';

configure({ asyncUtilTimeout: 5_000 });

const inDays = (n: number) => irishDay(new Date(Date.now() + n * 86_400_000));

const noDate: StudyPlanResponse = {
  testDate: null,
  county: null,
  reminders: false,
  today: { daysLeft: null, pagesLeft: 40, pagesToday: 3, reviewsDue: 0, mock: false, summary: 'Add your test date to get a plan that finishes in time.' },
};

const dated: StudyPlanResponse = {
  testDate: '2026-12-12',
  county: 'Cork',
  reminders: false,
  today: { daysLeft: 17, pagesLeft: 40, pagesToday: 3, reviewsDue: 5, mock: true, summary: '17 days to your test. Read 3 pages and clear your reviews today to finish in time.' },
};

function show(plan: StudyPlanResponse, reviewsDue?: number, entryTest = true) {
  const calls = stubApi((method, path, body) => {
    if (method === 'PUT' && path === '/api/study-plan') {
      const update = body as { testDate: string; county: string | null };
      return { body: { ...plan, ...update, today: { ...plan.today, daysLeft: 9, summary: '9 days to your test. Read 5 pages and clear your reviews today to finish in time.' } } };
    }
    return undefined;
  });
  renderAt(<TodaysPlanCard plan={plan} reviewsDue={reviewsDue} entryTest={entryTest} />, { path: '/dashboard' });
  return calls;
}

const card = () => screen.getByRole('region', { name: 'Today’s plan' });
const tasks = () => within(card()).getByRole('list', { name: 'Today’s tasks' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("today's plan", () => {
  it('asks a local area hackney learner for no test date and offers no simulator (issue 32 §4)', () => {
    show(dated, 5, false);
    expect(within(card()).getByText('Read 3 pages and clear your reviews today.')).toBeTruthy();
    expect(within(tasks()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Read 3 pages', 'Review 5 questions']);
    expect(within(card()).queryByText(/your test/)).toBeNull();
    cleanup();
    show(noDate, 0, false);
    expect(within(card()).queryByLabelText('Date of your Entry Test')).toBeNull();
    expect(within(card()).queryByText(/test date/)).toBeNull();
  });

  it('lists the tasks from the plan, each linked to where it is done', () => {
    show(dated);
    expect(within(card()).getByText(dated.today.summary)).toBeTruthy();
    const list = tasks();
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Read 3 pages', 'Review 5 questions', 'Sit an Entry Test simulator']);
    expect(within(list).getByRole('link', { name: 'Read 3 pages' }).getAttribute('href')).toBe('/training');
    expect(within(list).getByRole('link', { name: 'Review 5 questions' }).getAttribute('href')).toBe('/review');
    expect(within(list).getByRole('link', { name: 'Sit an Entry Test simulator' }).getAttribute('href')).toBe('/practice-tests');
    expect(within(card()).getByText(/Planned for your test on 12 December 2026 in Cork\./)).toBeTruthy();
    expect(within(card()).getByRole('link', { name: 'Change your test date or county' }).getAttribute('href')).toBe('/settings?tab=study-plan');
    expect(within(card()).queryByLabelText('Date of your Entry Test')).toBeNull();
  });

  it('says when no reviews are due, and offers no simulator before the learner is ready', () => {
    show({ ...dated, today: { ...dated.today, pagesToday: 1, reviewsDue: 0, mock: false } });
    expect(within(tasks()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Read 1 page', 'No reviews due']);
    expect(within(tasks()).queryByRole('link', { name: /Review/ })).toBeNull();
  });

  it("counts reviews as the sidebar badge does when the dashboard knows that count", () => {
    show({ ...dated, today: { ...dated.today, reviewsDue: 0 } }, 1);
    expect(within(tasks()).getByRole('link', { name: 'Review 1 question' }).getAttribute('href')).toBe('/review');
    expect(within(tasks()).queryByText('No reviews due')).toBeNull();
  });

  it('asks for the test date in the card when there is none, and saves it with the county', async () => {
    const calls = show(noDate);
    expect(within(card()).getByText(noDate.today.summary)).toBeTruthy();
    expect(within(card()).queryByRole('link', { name: /Change/ })).toBeNull();
    const form = within(card()).getByRole('form', { name: 'Your test date' });

    // A date is needed, and not one already past.
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter the date of your Entry Test.');
    await userEvent.type(within(form).getByLabelText('Date of your Entry Test'), inDays(-2));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('The date of your Entry Test must be today or later.');
    expect(calls).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Date of your Entry Test'));
    await userEvent.type(within(form).getByLabelText('Date of your Entry Test'), inDays(9));
    await userEvent.selectOptions(within(form).getByLabelText('County you will work in'), 'Galway');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls).toEqual([{ method: 'PUT', path: '/api/study-plan', body: { testDate: inDays(9), county: 'Galway' } }]));
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
