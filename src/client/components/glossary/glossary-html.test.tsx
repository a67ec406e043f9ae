// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Glossary } from '#shared/schemas/glossary.ts';
import { GlossaryHtml } from './glossary-html.tsx';

const glossary: Glossary = [{ id: 'hackney', term: 'Hackney', aliases: ['hackneys'], definition: 'An SPSV that can only be hired by booking in advance.' }];

afterEach(cleanup);

describe('glossary terms in module pages (issue 23)', () => {
  it('shows a term’s definition on tap, right after it, and hides it again', async () => {
    render(<GlossaryHtml html="<p>A hackney must be booked. Hackneys never ply.</p>" glossary={glossary} />);
    const term = screen.getByRole('button', { name: 'hackney' });
    expect(term.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(term);
    expect(term.getAttribute('aria-expanded')).toBe('true');
    const note = screen.getByRole('note', { name: 'Hackney: definition' });
    expect(note.textContent).toBe('Hackney: An SPSV that can only be hired by booking in advance.');
    expect(term.getAttribute('aria-controls')).toBe(note.id);
    expect(term.nextElementSibling).toBe(note);
    await userEvent.click(term);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('opens with the keyboard and closes with Escape', async () => {
    render(<GlossaryHtml html="<p>A hackney.</p>" glossary={glossary} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('note')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'hackney' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the page unmarked until the glossary arrives', () => {
    render(<GlossaryHtml html="<p>A hackney.</p>" glossary={undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('A hackney.')).toBeTruthy();
  });
});
