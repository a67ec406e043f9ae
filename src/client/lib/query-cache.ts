import { createQueryClient } from './query-client.ts';

/** The one query cache of the app (query-shell.tsx provides it to every screen that fetches data). */
export const queryClient = createQueryClient();

/** The id of the JSON a pre-rendered page carries: the query data its markup was rendered with. */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

export type PrerenderedQueries = [queryKey: readonly unknown[], data: unknown][];

/**
 * A pre-rendered public page (the glossary, the taster) was rendered with its data in the cache
 * (scripts/prerender.tsx), and carries that data as JSON: the cache starts with it, so the page
 * hydrates to the same markup at once instead of fetching first (issue 35 §3: its largest
 * contentful paint no longer waits for a request).
 */
export function seedFromPage(doc: Pick<Document, 'getElementById'> | undefined = typeof document === 'undefined' ? undefined : document): void {
  const text = doc?.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
  if (!text) return;
  try {
    for (const [key, data] of JSON.parse(text) as PrerenderedQueries) queryClient.setQueryData(key, data);
  } catch {
    // Unreadable data only means the page fetches its data like every other page.
  }
}

/** The JSON for a page: `<` escaped, so no string in it can close the script element. */
export const prerenderedQueriesJson = (queries: PrerenderedQueries) => JSON.stringify(queries).replace(/</g, '\\u003c');
