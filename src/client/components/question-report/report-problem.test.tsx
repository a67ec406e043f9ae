// @vitest-environment jsdom
import { cleanup, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi, type ApiAnswer } from '../../../../tests/support/render-component.tsx';
import { ReportProblem } from './report-problem.tsx';

configure({ asyncUtilTimeout: 5_000 });

const THANKS = 'Thank you. We will check this question and correct it if needed.';

function show(answer: ApiAnswer = { status: 201, body: { id: 7, message: THANKS } }) {
  const calls = stubApi((method, path) => (method === 'POST' && path === '/api/questions/m03-012/reports' ? answer : undefined));
  renderAt(<ReportProblem questionId="m03-012" />, { path: '/practice-tests' });
  return calls;
}

const open = () => userEvent.click(screen.getByRole('button', { name: 'Report a problem with this question' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('report a problem with a question', () => {
  it('opens a form with the five problems and a counted, limited details box', async () => {
    show();
    const toggle = screen.getByRole('button', { name: 'Report a problem with this question' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await open();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'What is wrong?' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'The marked answer is wrong' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Something else' })).toBeTruthy();
    const details = screen.getByRole('textbox', { name: 'Details (optional)' });
    expect(details.getAttribute('maxlength')).toBe('1000');
    expect(screen.getByText('0 of 1000 characters')).toBeTruthy();
    await userEvent.type(details, 'Fare');
    expect(screen.getByText('4 of 1000 characters')).toBeTruthy();
  });

  it('asks what is wrong before sending anything', async () => {
    const calls = show();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose what is wrong with the question.');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'The marked answer is wrong' }));
    expect(calls).toEqual([]);
  });

  it('sends the problem and details, then thanks the learner in place of the form', async () => {
    const calls = show();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'A fact or figure is out of date' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'The fare changed in 2026.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe(THANKS);
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('group', { name: 'What is wrong?' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report a problem with this question' })).toBeNull();
    expect(calls).toEqual([{ method: 'POST', path: '/api/questions/m03-012/reports', body: { problem: 'outdated', detail: 'The fare changed in 2026.' } }]);
  });

  it("shows the server's refusal and keeps what the learner wrote", async () => {
    const message = 'You have sent a lot of reports in the last hour. Thank you: please wait a while before sending more.';
    show({ status: 429, body: { message } });
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Spelling or grammar mistake' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Option B');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('radio', { name: 'Spelling or grammar mistake' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Details (optional)' })).toHaveProperty('value', 'Option B');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes on Cancel or Escape, clears the form and returns focus to the button', async () => {
    show();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const toggle = screen.getByRole('button', { name: 'Report a problem with this question' });
    expect(screen.queryByRole('group', { name: 'What is wrong?' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    await open();
    expect(screen.getByRole('radio', { name: 'Something else' })).toHaveProperty('checked', false);
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'x{Escape}');
    expect(screen.queryByRole('group', { name: 'What is wrong?' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
