import { describe, expect, it } from 'vitest';
import type { Glossary } from '#shared/schemas/glossary.ts';
import { markTerms } from './mark-terms.ts';

const glossary: Glossary = [
  { id: 'taxi', term: 'Taxi', aliases: ['taxis'], definition: 'A taxi.' },
  { id: 'taxi-rank', term: 'Taxi rank', aliases: [], definition: 'A rank.' },
  { id: 'nct', term: 'NCT', aliases: [], definition: 'A test.' },
  { id: 'ply-for-hire', term: 'Ply for hire', aliases: [], definition: 'To ply.' },
];
const button = (id: string, text: string) => `<button type="button" class="glossary-term" data-term="${id}" aria-expanded="false">${text}</button>`;

describe('marking glossary terms in module pages', () => {
  it('marks the first use of each term, keeping its case, and the longest name first', () => {
    const html = '<p>A Taxi waits at a taxi rank. Taxis may ply for hire; a taxi needs an NCT.</p>';
    expect(markTerms(html, glossary)).toBe(
      `<p>A ${button('taxi', 'Taxi')} waits at a ${button('taxi-rank', 'taxi rank')}. Taxis may ${button('ply-for-hire', 'ply for hire')}; a taxi needs an ${button('nct', 'NCT')}.</p>`,
    );
  });

  it('leaves headings, links and code alone, and marks the term in the text after them', () => {
    const html = '<h2>The NCT</h2><p><a href="https://www.ncts.ie">NCT booking</a> and <code>NCT</code> then the NCT.</p>';
    expect(markTerms(html, glossary)).toBe(`<h2>The NCT</h2><p><a href="https://www.ncts.ie">NCT booking</a> and <code>NCT</code> then the ${button('nct', 'NCT')}.</p>`);
  });

  it('matches whole words only and never touches attributes', () => {
    const html = '<p title="taxi">Taxicab and NCTS and non-taxi words.</p>';
    expect(markTerms(html, glossary)).toBe(html);
  });

  it('returns the page untouched without a glossary', () => {
    expect(markTerms('<p>Taxi</p>', [])).toBe('<p>Taxi</p>');
  });
});
