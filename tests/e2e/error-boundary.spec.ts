import { expectAccessible, registerAndLogIn } from './fixtures.ts';
import { allowConsoleErrors, expect, test } from './test.ts';

/** Issue 15: a page whose code cannot be downloaded shows a way out, never a blank screen. */
test('a signed-in page whose chunk fails to load offers a Reload that recovers', async ({ page }) => {
  // The aborted download and React's report of the error it caught are the point of this test.
  allowConsoleErrors(page, /Failed to load resource: net::ERR_FAILED/, /Failed to fetch dynamically imported module/);
  await registerAndLogIn(page);
  await page.route('**/assets/settings-page-*.js', (route) => route.abort());

  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(/could not be downloaded/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeFocused();
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  await expectAccessible(page);

  // With the connection back, Reload brings the page the learner asked for.
  await page.unroute('**/assets/settings-page-*.js');
  await reload.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);
});
