// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CoverageReport } from '#shared/schemas/coverage.ts';
import { CoverageTable } from './coverage-table.tsx';

const REPORT: CoverageReport = {
  overall: { core: 62, taught: 40, asked: 20, askedTwice: 7 },
  chapters: [
    {
      code: '07',
      title: 'Fares',
      core: 43,
      taught: 40,
      asked: 20,
      askedTwice: 7,
      uncovered: [
        { id: 'IK-07.01.22', statement: 'Extra passengers: €1 for each additional adult.', taughtBy: 0, askedBy: 0 },
        { id: 'IK-07.01.25', statement: 'Soiling: up to €140, the actual cost only.', taughtBy: 2, askedBy: 1 },
      ],
    },
    { code: 'A', title: 'Appendix A: Vehicle age rules', core: 19, taught: 0, asked: 0, askedTwice: 0, uncovered: [] },
  ],
};

afterEach(cleanup);

const row = (name: RegExp) => screen.getByRole('row', { name });
const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);

describe('coverage table', () => {
  it('shows each chapter and the total: core points, then taught, asked and asked twice with their share', () => {
    render(<CoverageTable report={REPORT} />);
    expect(within(row(/^07 Fares/)).getByRole('rowheader').textContent).toBe('07 Fares');
    expect(cells(row(/^07 Fares/)).slice(0, 4)).toEqual(['43', '40 (93%)', '20 (47%)', '7 (16%)']);
    expect(cells(row(/^A Appendix A/))).toEqual(['19', '0 (0%)', '0 (0%)', '0 (0%)', 'None']);
    expect(cells(row(/^All chapters/))).toEqual(['62', '40 (65%)', '20 (32%)', '7 (11%)', '2']);
  });

  it('opens and closes a chapter’s uncovered points from the keyboard, saying why each is listed', async () => {
    render(<CoverageTable report={REPORT} />);
    const toggle = screen.getByRole('button', { name: 'Show 2 uncovered points of 07 Fares' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Uncovered points of 07 Fares' });
    expect(toggle.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'IK-07.01.22not taught, not askedExtra passengers: €1 for each additional adult.',
      'IK-07.01.25taught 2 times, asked onceSoiling: up to €140, the actual cost only.',
    ]);
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 2 uncovered points of 07 Fares' })).toBeTruthy();
  });
});
