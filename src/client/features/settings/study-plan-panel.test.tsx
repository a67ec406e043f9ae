// @vitest-environment jsdom
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudyPlanResponse } from '#shared/schemas/study-plan.ts';
import { renderAt, stubApi, type ApiAnswer } from '../../../../tests/support/render-component.tsx';
import { StudyPlanPanel } from './study-plan-panel.tsx';

configure({ asyncUtilTimeout: 5_000 });

const saved: StudyPlanResponse = {
  testDate: '2099-03-14',
  county: 'Kerry',
  reminders: true,
  today: { daysLeft: 30, pagesLeft: 40, pagesToday: 2, reviewsDue: 0, mock: false, summary: '30 days to your test. Read 2 pages and clear your reviews today to finish in time.' },
};

/** A study-plan server holding one plan; `put` overrides its answer to a save. */
function show(plan: StudyPlanResponse, put?: ApiAnswer, vehicleType?: 'local_area_hackney') {
  let current = plan;
  const calls = stubApi((method, path, body) => {
    if (path !== '/api/study-plan') return undefined;
    if (method === 'PUT') {
      if (put) return put;
      current = { ...current, ...(body as Partial<StudyPlanResponse>) };
    }
    return { body: current };
  });
  renderAt(<StudyPlanPanel hasPurchased vehicleType={vehicleType} />, { path: '/settings' });
  return calls;
}

const puts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'PUT');
const reminderSwitch = () => screen.findByRole('switch', { name: 'Email me a daily study plan' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('study plan settings', () => {
  it('shows the saved plan, with the reminder times and the unsubscribe link explained', async () => {
    show(saved);
    expect(await reminderSwitch()).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Date of your Entry Test')).toHaveProperty('value', '2099-03-14');
    expect(screen.getByLabelText('County you will work in')).toHaveProperty('value', 'Kerry');
    expect((await reminderSwitch()).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Reminders come at 8 am .*every email has a link that turns them off/)).toBeTruthy();
    // Nothing changed yet, so nothing to save.
    expect(screen.getByRole('button', { name: 'Save Study Plan' })).toHaveProperty('disabled', true);
  });

  it('turns reminders off at once, without Save and without touching the other fields', async () => {
    const calls = show(saved);
    await userEvent.selectOptions(await screen.findByLabelText('County you will work in'), 'Clare');
    await userEvent.click(await reminderSwitch());
    await waitFor(() => expect(puts(calls)).toEqual([{ method: 'PUT', path: '/api/study-plan', body: { reminders: false } }]));
    expect(await reminderSwitch()).toHaveProperty('checked', false);
    // The unsaved county is still there to save.
    expect(screen.getByLabelText('County you will work in')).toHaveProperty('value', 'Clare');
  });

  it('puts the switch back when turning reminders off fails', async () => {
    const calls = show(saved, { status: 500, body: { message: 'Internal Server Error' } });
    await userEvent.click(await reminderSwitch());
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    await waitFor(async () => expect(await reminderSwitch()).toHaveProperty('checked', true));
  });

  it('turns reminders on only with Save, sending the date and county too', async () => {
    const calls = show({ ...saved, testDate: null, county: null, reminders: false });
    await userEvent.click(await reminderSwitch());
    expect(await reminderSwitch()).toHaveProperty('checked', true);
    expect(puts(calls)).toEqual([]);
    await userEvent.type(screen.getByLabelText('Date of your Entry Test'), '2099-05-02');
    // The 26 counties only: "Other Counties" is not offered beside them (issue 32 §9).
    const counties = [...(screen.getByLabelText('County you will work in') as HTMLSelectElement).options].map((o) => o.value);
    expect(counties).toHaveLength(27);
    expect(counties).not.toContain('Other Counties');
    await userEvent.selectOptions(screen.getByLabelText('County you will work in'), 'Wexford');
    await userEvent.click(screen.getByRole('button', { name: 'Save Study Plan' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ method: 'PUT', path: '/api/study-plan', body: { testDate: '2099-05-02', county: 'Wexford', reminders: true } }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Study Plan' })).toHaveProperty('disabled', true));
  });

  it('asks a local area hackney learner for a county but no test date (issue 32 §4)', async () => {
    show(saved, undefined, 'local_area_hackney');
    expect(await screen.findByLabelText('County you will work in')).toBeTruthy();
    expect(screen.queryByLabelText('Date of your Entry Test')).toBeNull();
    expect(screen.queryByText(/Entry Test/)).toBeNull();
  });

  it('refuses a new date in the past before asking the server', async () => {
    const calls = show({ ...saved, reminders: false });
    const date = await screen.findByLabelText('Date of your Entry Test');
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save Study Plan' }));
    expect(screen.getByRole('alert').textContent).toBe('The date of your Entry Test must be today or later.');
    expect(puts(calls)).toEqual([]);
  });

  it('offers a plan instead of the form, and fetches nothing, without a course plan', () => {
    const calls = stubApi(() => undefined);
    renderAt(<StudyPlanPanel hasPurchased={false} />, { path: '/settings' });
    expect(screen.getByRole('link', { name: 'Choose Your Plan' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(calls).toEqual([]);
  });
});
