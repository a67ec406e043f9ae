import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './test.ts';
import { homePageJs } from '../../bench/home-js.ts';
import { HOME_JS_BUDGET_BYTES } from '../../src/shared/page-budget.ts';

const CLIENT = path.resolve(import.meta.dirname, '..', '..', 'dist', 'client');

test('the home page JavaScript stays within the DESIGN.md §11 budget', async ({ page }) => {
  expect(homePageJs(CLIENT).total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);

  // What the browser really fetches before the page settles, gzipped as it would be sent.
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const sizes = [...scripts].map((s) => gzipSync(fs.readFileSync(path.join(CLIENT, s))).length);
  expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
});
