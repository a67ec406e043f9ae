// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMessage } from '#shared/schemas/admin.ts';
import { renderAt, stubApi } from '../../../../tests/support/render-component.tsx';
import { MessagesTab } from './messages-tab.tsx';

configure({ asyncUtilTimeout: 5_000 });

const message = (id: number, subject: string, handled: boolean): AdminMessage => ({
  id,
  name: 'Visitor',
  email: `v${id}@example.ie`,
  phone: null,
  subject,
  message: 'Hello',
  source: 'contact',
  createdAt: '2026-11-20T10:00:00.000Z',
  handledAt: handled ? '2026-11-21T10:00:00.000Z' : null,
  replies: [],
});

/** Two pages under "Unhandled first" and "All"; one under "Unhandled only". */
function fakeServer() {
  const calls = stubApi((method, path) => {
    if (method !== 'GET' || path !== '/api/admin/messages') return undefined;
    const query = new URLSearchParams(calls.at(-1)?.path.split('?')[1] ?? '');
    const page = Number(query.get('page'));
    if (query.get('unhandled') === 'only') return { body: { messages: [message(1, 'Genuine question', false)], page, pageSize: 50, total: 1, pages: 1 } };
    const subject = page === 1 ? 'Genuine question' : 'Older spam';
    return { body: { messages: [message(page, subject, page === 2)], page, pageSize: 50, total: 51, pages: 2 } };
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Messages tab (issue 27 §9)', () => {
  it('pages with labelled buttons a keyboard can reach, and filters to unhandled only', async () => {
    const calls = fakeServer();
    const user = userEvent.setup();
    renderAt(<MessagesTab />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Genuine question' })).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/api/admin/messages?page=1&unhandled=first');
    const pages = screen.getByRole('navigation', { name: 'Message pages' });
    expect(pages.textContent).toContain('Page 1 of 2 (51 messages)');
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);

    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Older spam' })).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/api/admin/messages?page=2&unhandled=first');
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    await user.selectOptions(screen.getByLabelText('Show'), 'Unhandled only');
    expect(await screen.findByText('Page 1 of 1 (1 message)')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe('/api/admin/messages?page=1&unhandled=only');
    expect(screen.queryByRole('heading', { name: 'Older spam' })).toBeNull();
  });
});
