import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every e2e test fails on a browser console error or an uncaught page error (issue 17), not
 * only the home page. Refusals the journeys provoke on purpose (401 for a visitor, 409 for a
 * taken name) are 4xx "Failed to load resource" lines and are expected; a test that forces a
 * server failure says which errors it expects with `allowConsoleErrors`.
 */
const allowed = new WeakMap<Page, RegExp[]>();

export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  allowed.set(page, [...(allowed.get(page) ?? []), ...patterns]);
}

const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Playwright's type for a fixture that provides no value
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
      await use();
      const patterns = allowed.get(page) ?? [];
      const unexpected = errors.filter((e) => !EXPECTED_REFUSAL.test(e) && !patterns.some((p) => p.test(e)));
      expect(unexpected, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
