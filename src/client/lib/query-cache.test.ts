import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedQueriesJson, queryClient, seedFromPage } from './query-cache.ts';

const page = (text: string | null) => ({ getElementById: (id: string) => (id === 'prerendered-queries' && text !== null ? ({ textContent: text } as HTMLElement) : null) });

describe('data a pre-rendered page carries', () => {
  afterEach(() => queryClient.clear());

  it('seeds the cache with it, so the page hydrates without fetching', () => {
    seedFromPage(page(prerenderedQueriesJson([[['glossary'], [{ term: 'Taximeter' }]], [['taster'], { questions: [] }]])));
    expect(queryClient.getQueryData(['glossary'])).toEqual([{ term: 'Taximeter' }]);
    expect(queryClient.getQueryData(['taster'])).toEqual({ questions: [] });
  });

  it('cannot close its script element, whatever the data says', () => {
    const json = prerenderedQueriesJson([[['glossary'], '</script><script>alert(1)</script>']]);
    expect(json).not.toContain('<');
    seedFromPage(page(json));
    expect(queryClient.getQueryData(['glossary'])).toBe('</script><script>alert(1)</script>');
  });

  it('leaves the cache empty on a page without it, or with data it cannot read', () => {
    seedFromPage(page(null));
    seedFromPage(page('{not json'));
    seedFromPage(undefined);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
