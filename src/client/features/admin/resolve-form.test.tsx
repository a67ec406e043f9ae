// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminReportGroup } from '#shared/schemas/admin.ts';
import { renderAt, stubApi } from '../../../../tests/support/render-component.tsx';
import { ReportsTab } from './reports-tab.tsx';

configure({ asyncUtilTimeout: 5_000 });

const report = (id: number, username: string, extra: Partial<AdminReportGroup['reports'][number]> = {}) => ({
  id,
  username,
  problem: 'A fact or figure is out of date',
  detail: id === 1 ? 'The fare changed in 2026' : null,
  status: 'open',
  resolution: null,
  resolutionNote: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  ...extra,
});

const openGroup: AdminReportGroup = {
  questionId: 'm07-004',
  question: {
    text: 'What is the minimum fare for a taxi journey?',
    options: ['€3.80', '€4.40', '€5.00', '€2.50'],
    answer: 1,
    explanation: 'The National Maximum Taxi Fare sets the initial charge.',
    source: 'NTA fare order 2026',
    verified: '2026-11-01',
    bank: 'module-07',
  },
  open: 2,
  reports: [report(1, 'aoife'), report(2, 'sean')],
};

const NOTE = 'Checked against the fare order: still right.';
const resolvedGroup: AdminReportGroup = {
  ...openGroup,
  open: 0,
  reports: openGroup.reports.map((r) => ({ ...r, status: 'resolved', resolution: 'no_change', resolutionNote: NOTE, resolvedAt: '2026-11-25T09:00:00.000Z' })),
};

/** A console server: resolving answers `resolveAnswer` and, when it succeeds, closes the group's reports. */
function fakeServer(resolveAnswer: { status?: number; body: unknown } = { body: { resolved: 2 } }) {
  let group = openGroup;
  return stubApi((method, path) => {
    if (method === 'GET' && path === '/api/admin/reports') return { body: { groups: [group] } };
    if (method === 'POST' && path === '/api/admin/reports/m07-004/resolve') {
      if ((resolveAnswer.status ?? 200) < 300) group = resolvedGroup;
      return resolveAnswer;
    }
    return undefined;
  });
}

const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === 'POST');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('question reports and the resolve form', () => {
  it('shows the question with its keyed answer, explanation and source, and each report', async () => {
    fakeServer();
    renderAt(<ReportsTab />, { path: '/admin?tab=reports' });
    const card = await screen.findByRole('article', { name: /Question m07-004/ });
    expect(within(card).getByText('What is the minimum fare for a taxi journey?')).toBeTruthy();
    const options = within(within(card).getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((o) => o.textContent)).toEqual(['A.€3.80', 'B.€4.40 Keyed answer', 'C.€5.00', 'D.€2.50']);
    expect(within(card).getByText('The National Maximum Taxi Fare sets the initial charge.')).toBeTruthy();
    expect(within(card).getByText(/Source: NTA fare order 2026 · Verified 1 November 2026/)).toBeTruthy();
    expect(within(card).getByText('2 open')).toBeTruthy();
    const rows = within(within(card).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['aoife', 'sean']);
    expect(within(rows[0] as HTMLElement).getByText('The fare changed in 2026')).toBeTruthy();
  });

  it('needs a resolution and a note before it posts anything', async () => {
    const calls = fakeServer();
    renderAt(<ReportsTab />, { path: '/admin?tab=reports' });
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Choose Fixed or No change needed.')).toBeTruthy();
    expect(screen.getByText('add a short note saying what was done')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Resolve the 2 open reports' }).getAttribute('aria-describedby')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Fixed/ }));
    await userEvent.type(screen.getByLabelText('Note (required)'), '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('add a short note saying what was done')).toBeTruthy();
    expect(screen.queryByText('Choose Fixed or No change needed.')).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('posts the resolution and note, then shows the reports closed with the note', async () => {
    const calls = fakeServer();
    renderAt(<ReportsTab />, { path: '/admin?tab=reports' });
    await userEvent.click(await screen.findByRole('radio', { name: /No change needed/ }));
    await userEvent.type(screen.getByLabelText('Note (required)'), NOTE);
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('All resolved')).toBeTruthy();
    expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/admin/reports/m07-004/resolve', body: { resolution: 'no_change', note: NOTE } }]);
    expect(screen.getAllByText(NOTE)).toHaveLength(2);
    expect(screen.getAllByText('No change needed')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
  });

  it("shows the server's refusal and keeps the form", async () => {
    fakeServer({ status: 404, body: { message: 'This question has no open reports.' } });
    renderAt(<ReportsTab />, { path: '/admin?tab=reports' });
    await userEvent.click(await screen.findByRole('radio', { name: /Fixed/ }));
    await userEvent.type(screen.getByLabelText('Note (required)'), 'Corrected the fare.');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This question has no open reports.');
    expect(screen.getByText('2 open')).toBeTruthy();
    expect(screen.getByLabelText('Note (required)')).toHaveProperty('value', 'Corrected the fare.');
  });
});
