// @vitest-environment jsdom
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../../../tests/support/render-component.tsx';
import { GlossaryPage } from './glossary-page.tsx';

configure({ asyncUtilTimeout: 5_000 });
afterEach(cleanup);

describe('/glossary (issue 23)', () => {
  it('lists every term and finds one by a word of its name or definition', async () => {
    renderAt(<GlossaryPage />, { path: '/glossary' });
    const count = await screen.findByText(/^\d+ terms$/);
    expect(Number(count.textContent?.split(' ')[0])).toBeGreaterThanOrEqual(80);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the glossary' }), 'ply for');
    expect(await screen.findByText(/^1 of \d+ terms match$/)).toBeTruthy();
    const list = screen.getByRole('definition');
    expect(list.textContent).toMatch(/looking for passengers who have not booked/);
    expect(within(list.parentElement as HTMLElement).getByText('Ply for hire')).toBeTruthy();
  });

  it('says so when nothing matches', async () => {
    renderAt(<GlossaryPage />, { path: '/glossary' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search the glossary' }), 'zzzz');
    expect(await screen.findByText(/No term matches/)).toBeTruthy();
  });
});
