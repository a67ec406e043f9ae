// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, type ApiAnswer } from '../../../../tests/support/render-component.tsx';
import { UnsubscribePage } from './unsubscribe-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eA_-12';
const INVALID = 'This unsubscribe link is not valid. You can turn reminders off in Settings.';

function show(path: string, ...answers: ApiAnswer[]) {
  const queue = [...answers];
  const calls = stubApi((method, p) => (method === 'POST' && p === '/api/reminders/unsubscribe' ? (queue.length > 1 ? queue.shift() : queue[0]) : undefined));
  // Strict mode runs effects twice: opening the page must still post nothing.
  renderAt(
    <StrictMode>
      <UnsubscribePage />
    </StrictMode>,
    { path },
  );
  return calls;
}

const turnOff = () => userEvent.click(screen.getByRole('button', { name: 'Turn off reminders' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unsubscribe link', () => {
  it('posts nothing on opening: it asks for a click, then posts the token once and shows what the server says', async () => {
    const calls = show(`/unsubscribe?token=${TOKEN}`, { body: { message: 'Study reminders are off. You will get no more reminder emails.' } });
    expect(screen.getByRole('heading', { name: 'Study reminders' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);

    await turnOff();
    expect(await screen.findByRole('heading', { name: 'Reminders turned off' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Study reminders are off. You will get no more reminder emails.');
    expect(calls).toEqual([{ method: 'POST', path: '/api/reminders/unsubscribe', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: 'Reminder settings' }).getAttribute('href')).toBe('/settings?tab=study-plan');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('works from the keyboard: the button is the first stop, and Enter presses it', async () => {
    const calls = show(`/unsubscribe?token=${TOKEN}`, { body: { message: 'Study reminders are off. You will get no more reminder emails.' } });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Turn off reminders' }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Reminders turned off' })).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('says when the link is not valid', async () => {
    show(`/unsubscribe?token=${TOKEN}`, { status: 404, body: { message: INVALID } });
    await turnOff();
    expect(await screen.findByRole('heading', { name: 'This link did not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(INVALID);
  });

  it('reads a malformed token as an invalid link, not as a field error', async () => {
    show('/unsubscribe?token=short', { status: 400, body: { message: 'token: token is not an unsubscribe token' } });
    await turnOff();
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
  });

  it('keeps the button after a failure that may pass, with the server’s words', async () => {
    const calls = show(
      `/unsubscribe?token=${TOKEN}`,
      { status: 429, body: { message: 'Too many attempts. Please wait a few minutes and try the link again.' } },
      { body: { message: 'Study reminders are off. You will get no more reminder emails.' } },
    );
    await turnOff();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a few minutes and try the link again.');
    await turnOff();
    expect(await screen.findByRole('heading', { name: 'Reminders turned off' })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it('asks for the whole link, and posts nothing, without a token', () => {
    const calls = show('/unsubscribe', { body: {} });
    expect(screen.getByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toEqual([]);
  });
});
