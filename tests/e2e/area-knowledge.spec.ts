import type { Page } from '@playwright/test';
import { expectAccessible, payingLearner } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 31, on a phone: Dublin studied a page at a time, and hospitals, routes and streets drilled on their own. */

test.use({ viewport: { width: 390, height: 844 } });

/** Nothing wider than the phone: a long table or street name must wrap or scroll inside itself. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a Dublin learner studies the city guide page by page, and can open another county’s guide', async ({ page }) => {
  test.setTimeout(90_000);
  await payingLearner(page, 'BASIC', 'Dublin');
  await page.goto('/module/12');
  await expect(page.getByText('Your county: Dublin')).toBeVisible();
  await expect(page.getByLabel('County guide')).toHaveValue('Dublin');
  const contents = page.getByLabel('Go to page');
  const titles = await contents.locator('option').allTextContents();
  // Dublin's guide is several pages (streets, quays, north and south sides, the M50, hospitals, hubs, venues…).
  const dublinPages = titles.findIndex((t) => /How area knowledge is tested/.test(t));
  expect(dublinPages).toBeGreaterThanOrEqual(8);
  await expect(page.getByText(`Page 1 of ${titles.length}`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`Page 2 of ${titles.length}`)).toBeVisible();
  await expect(page.getByText('Your county: Dublin')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: (titles[1] ?? '').replace(/^\d+\. /, '') })).toBeVisible();

  // The hospitals page, straight from the contents.
  const hospitals = titles.findIndex((t) => /hospital/i.test(t));
  expect(hospitals).toBeGreaterThanOrEqual(0);
  await contents.selectOption(String(hospitals + 1));
  await expect(page.getByText(`Page ${hospitals + 1} of ${titles.length}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: (titles[hospitals] ?? '').replace(/^\d+\. /, ''), exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Another county's guide opens on its own, not marked as the learner's.
  await page.getByLabel('County guide').selectOption('Cork');
  await expect(page).toHaveURL(/county=Cork/);
  await expect(page.getByText('County guide: Cork')).toBeVisible();
  await expect(page.getByText('Your county: Dublin')).toHaveCount(0);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test('a Dublin learner drills hospitals, routes and streets separately', async ({ page }) => {
  test.setTimeout(120_000);
  await payingLearner(page, 'BASIC', 'Dublin');
  await page.goto('/practice-tests');
  const drill = page.getByLabel('Drill one kind of place');
  await expect(drill).toBeVisible();
  await expectAccessible(page);
  for (const [label, title] of [
    ['Hospitals', 'Dublin hospitals'],
    ['One-way systems and routes', 'Dublin one-way systems and routes'],
    ['Streets, quays and bridges', 'Dublin streets, quays and bridges'],
  ] as const) {
    await page.goto('/practice-tests');
    await drill.selectOption({ label: (await drill.locator('option', { hasText: label }).first().textContent()) ?? label });
    await page.getByRole('button', { name: `Start drill: ${title}` }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Question 1 of (1\d|20)$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
});
