import { describe, expect, it } from 'vitest';
import { API, API_PATTERNS } from '../../src/shared/api-paths.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * The shared path module and the server's route table describe the same API (issue 15): every
 * documented route has an entry, and every entry is a route. The OpenAPI document is the
 * server's own list, so this holds however the routes spell their paths.
 */
describe('the shared API paths', () => {
  const ctx = useTestApp();

  it('match the routes the server documents, both ways', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: API.openApi })).json<{ paths: Record<string, unknown> }>();
    const routes = Object.keys(doc.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
    const known: string[] = [...Object.values(API).filter((v) => typeof v === 'string'), ...Object.values(API_PATTERNS)];
    expect(routes.filter((r) => !known.includes(r))).toEqual([]);
    // The OpenAPI document does not list itself.
    expect(known.filter((p) => p !== API.openApi && !routes.includes(p))).toEqual([]);
  });
});
