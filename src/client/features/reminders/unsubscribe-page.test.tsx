// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, type ApiAnswer } from '../../../../tests/support/render-component.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA_-12';

function show(path: string, answer: ApiAnswer) {
  const calls = stubApi((method, p) => (method === 'POST' && p === '/api/reminders/unsubscribe' ? answer : undefined));
  // Strict mode runs effects twice: the link must still be used once.
  renderAt(
    <StrictMode>
      <UnsubscribePage />
    </StrictMode>,
    { path },
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unsubscribe link', () => {
  it('posts the token once and shows what the server says', async () => {
    const calls = show(`/unsubscribe?token=${TOKEN}`, { body: { message: 'Study reminders are off. You will get no more reminder emails.' } });
    expect(await screen.findByRole('heading', { name: 'Reminders turned off' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Study reminders are off. You will get no more reminder emails.');
    expect(calls).toEqual([{ method: 'POST', path: '/api/reminders/unsubscribe', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Reminder settings' }).getAttribute('href')).toBe('/settings?tab=study-plan');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('says when the link is not valid', async () => {
    const message = 'This unsubscribe link is not valid. You can turn reminders off in Settings.';
    show(`/unsubscribe?token=${TOKEN}`, { status: 404, body: { message } });
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });

  it('reads a malformed token as an invalid link, not as a field error', async () => {
    show('/unsubscribe?token=short', { status: 400, body: { message: 'token: token is not an unsubscribe token' } });
    expect((await screen.findByRole('alert')).textContent).toBe('This unsubscribe link is not valid. You can turn reminders off in Settings.');
  });

  it('asks for the whole link, and posts nothing, without a token', () => {
    const calls = show('/unsubscribe', { body: {} });
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
