// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MarkedItem } from '#shared/schemas/attempts.ts';
import { renderAt, stubApi } from '../../../../tests/support/render-component.tsx';
import { QuestionAnalysis } from './question-analysis.tsx';

configure({ asyncUtilTimeout: 5_000 });

const item = (position: number, over: Partial<MarkedItem>): MarkedItem => ({
  position,
  questionId: `m02-00${position}`,
  module: 2,
  text: `Question ${position}?`,
  options: ['One', 'Two', 'Three', 'Four'],
  selected: 1,
  correctAnswer: 1,
  correct: true,
  explanation: `Because ${position}.`,
  source: 'spsv-facts: licence fees',
  verified: null,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('question analysis', () => {
  it("gives each question's source and the month it was checked, and a report button of its own", async () => {
    const calls = stubApi((method, path) =>
      method === 'POST' && path === '/api/questions/m02-002/reports' ? { status: 201, body: { id: 1, message: 'Thank you. We will check this question and correct it if needed.' } } : undefined,
    );
    renderAt(<QuestionAnalysis items={[item(1, { verified: '2026-11-03' }), item(2, { source: 'vehicles-centres-rules-tax: NCT', selected: 0, correct: false })]} />, { path: '/practice-tests' });
    const [first, second] = screen.getAllByRole('listitem');
    if (!first || !second) throw new Error('two questions expected');
    expect(within(first).getByText('Source: spsv-facts: licence fees · Checked November 2026')).toBeTruthy();
    expect(within(second).getByText('Source: vehicles-centres-rules-tax: NCT')).toBeTruthy();
    expect(within(second).queryByText(/Checked/)).toBeNull();

    await userEvent.click(within(second).getByRole('button', { name: 'Report a problem with this question' }));
    expect(within(first).queryByRole('group', { name: 'What is wrong?' })).toBeNull();
    await userEvent.click(within(second).getByRole('radio', { name: 'The marked answer is wrong' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Send' }));
    expect((await within(second).findByRole('status')).textContent).toMatch(/^Thank you/);
    expect(calls).toEqual([{ method: 'POST', path: '/api/questions/m02-002/reports', body: { problem: 'wrong_answer' } }]);
  });
});
