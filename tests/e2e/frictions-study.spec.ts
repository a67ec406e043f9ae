import type { Page } from '@playwright/test';
import { API } from '../../src/shared/api-paths.ts';
import { expectAccessible, payingLearner } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 32 §9, on a phone: studying without the page jumping, losing work or hiding the clock. */

test.use({ viewport: { width: 390, height: 844 } });

/** Sums every layout shift not caused by input, from the first paint on (the CLS a learner feels). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

test('the dashboard does not jump when the "Continue your test" card arrives (CLS under 0.1)', async ({ page }) => {
  await payingLearner(page);
  expect((await page.request.post(API.attempts, { data: { testId: 3 } })).status()).toBe(201);
  const shift = await watchLayoutShifts(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Continue your test' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your readiness' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  // Let anything still on its way arrive.
  await page.waitForTimeout(1_500);
  expect(await shift()).toBeLessThan(0.1);
});

test('the simulator’s clock stays in sight while the learner scrolls a part on a phone', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/practice-tests');
  await page.getByRole('region', { name: 'SPSV Entry Test simulation' }).getByRole('button', { name: 'Start Simulation' }).click();
  await page.getByRole('button', { name: 'Start part 1' }).click();
  await expect(page.getByRole('heading', { name: 'Part 1 of 2: Industry Knowledge' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Review and end part' })).toBeInViewport();
  await expect(page.getByRole('timer')).toBeInViewport();
});

test('reading counts toward module progress, and module 12 completes on the learner’s own county', async ({ page }) => {
  test.setTimeout(90_000);
  await payingLearner(page, 'BASIC', 'Kerry');
  await page.goto('/module/1');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith(API.trainingProgress) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Next' }).click();
  await saved;
  await page.goto('/training');
  const bar = page.getByRole('progressbar', { name: 'Module 1: The SPSV Industry progress' });
  await expect(bar).not.toHaveAttribute('aria-valuenow', '0');

  // Module 12: the learner's own county guide, then the general pages; other guides open one at a time.
  await page.goto('/module/12');
  await expect(page.getByText('Your county: Kerry')).toBeVisible();
  const titles = await page.getByLabel('Go to page').locator('option').allTextContents();
  expect(titles.length).toBeGreaterThan(3);
  await page.getByLabel('Go to page').selectOption(String(titles.length));
  await expect(page.getByText(`Page ${titles.length} of ${titles.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Complete Module' }).click();
  await expect(page).toHaveURL(/\/training$/);
  const module12 = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Module 12: County Area Knowledge' }) });
  await expect(module12.getByText('Completed')).toBeVisible();
});

test('checklist ticks warn before they are lost, and survive switching tabs', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/checklists');
  const first = page.getByRole('tabpanel').getByRole('checkbox').first();
  await first.check();
  await page.getByRole('tab', { name: 'Vehicle Licence' }).click();
  await page.getByRole('tab', { name: 'Driver Licence' }).click();
  await expect(page.getByRole('tabpanel').getByRole('checkbox').first()).toBeChecked();

  // Leaving by a link asks first; staying keeps the tick.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Bookings' }).click();
  await expect.poll(() => asked).toEqual(['You have ticked items that are not saved yet. Leave without saving them?']);
  await expect(page).toHaveURL(/\/checklists$/);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('tabpanel').getByRole('checkbox').first()).toBeChecked();
  // Closing or reloading the tab gets the browser's own prompt.
  expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);
  await expectAccessible(page);

  // Saved: nothing to lose, nothing asked.
  await page.getByRole('tabpanel').getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText('Checklist saved')).toBeVisible();
  expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(false);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
});

test('no page scrolls sideways with text at 200 % on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await payingLearner(page);
  // Browser text zoom scales the rem-based type: set the root size the way a 200 % setting does.
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '200%')));
  const wide: string[] = [];
  for (const path of ['/', '/pricing', '/taster', '/support', '/dashboard', '/training', '/module/1', '/practice-tests', '/review', '/checklists', '/bookings', '/vehicle-search', '/settings', '/glossary']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow}px`);
  }
  expect(wide).toEqual([]);
});
