// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminQuestionStats } from '#shared/schemas/admin.ts';
import { StatsLegend } from './stats-tab.tsx';
import { StatsTable } from './stats-table.tsx';

type Stat = AdminQuestionStats['questions'][number];

const stat = (questionId: string, extra: Partial<Stat>): Stat => ({
  questionId,
  text: `Text of ${questionId}`,
  bank: 'module-01',
  answer: 0,
  answers: 20,
  facility: 0.5,
  discrimination: 0.6,
  optionCounts: [10, 10, 0, 0],
  flags: [],
  ...extra,
});

// In the server's order: flagged first.
const served: Stat[] = [
  stat('m01-009', { answer: 2, answers: 40, facility: 0.3, discrimination: -0.254, optionCounts: [14, 0, 12, 14], flags: ['mostly_missed', 'strong_miss_more', 'unused_distractor'] }),
  stat('m01-001', { answers: 3, facility: 2 / 3, discrimination: null, optionCounts: [2, 1, 0, 0] }),
  stat('m02-004', { bank: 'module-02', answer: 3, answers: 25, facility: 0.8, discrimination: 0.1, optionCounts: [2, 2, 1, 20] }),
];

afterEach(cleanup);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('question statistics table', () => {
  it('keeps the order served, with answers, % right, discrimination to 2 decimals and option shares', () => {
    render(<StatsTable questions={served} />);
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['m01-009Text of m01-009', 'm01-001Text of m01-001', 'm02-004Text of m02-004']);
    // bank, answers, % right, discrimination, A, B, C, D, flags
    expect(cells(rows()[2] as HTMLElement)).toEqual(['module-02', '25', '80%', '0.10', '8%', '8%', '4%', '80% ✓ (keyed answer)', 'None']);
    expect(cells(rows()[0] as HTMLElement).slice(0, 8)).toEqual(['module-01', '40', '30%', '-0.25', '35%', '0%', '30% ✓ (keyed answer)', '35%']);
  });

  it('shows a dash when discrimination could not be computed', () => {
    render(<StatsTable questions={served} />);
    expect(cells(rows()[1] as HTMLElement)[3]).toBe('—');
    expect(screen.getAllByText('—')).toHaveLength(1);
  });

  it('renders every flag as a readable badge, and none where there are none', () => {
    render(<StatsTable questions={served} />);
    const flagged = within(rows()[0] as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);
    expect(flagged).toEqual(['Most learners miss it', 'Strong learners miss it more', 'A distractor is never chosen']);
    expect(within(rows()[1] as HTMLElement).queryAllByRole('listitem')).toEqual([]);
    expect(screen.queryByText(/mostly_missed|strong_miss_more|unused_distractor/)).toBeNull();
  });

  it('explains the numbers, with the minimum answers before flags and the strong line', () => {
    render(<StatsLegend strongShare={0.75} minAnswers={20} />);
    expect(screen.getByText(/at least 20 different learners/)).toBeTruthy();
    expect(screen.getByText(/scoring at least 75%/)).toBeTruthy();
  });
});
