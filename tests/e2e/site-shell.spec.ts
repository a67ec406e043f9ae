import { expect, test } from './test.ts';
import { expectAccessible, gotoHydrated } from './fixtures.ts';

test('home page, a header link and the not-found screen', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Pass the SPSV Entry Test, studying on your phone' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectAccessible(page);

  // From another route a section link goes to the landing page at that section.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.locator('#about')).toBeInViewport();
});
