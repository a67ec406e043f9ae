import { expect, test } from './test.ts';
import { expectAccessible, gotoHydrated, newLearner, payingLearner, registerAndLogIn } from './fixtures.ts';

/** Issue 14: the test-mode banner, phone menu links, login destinations and the signed-in header. */

test('the test-mode banner shows on public and signed-in pages while the sandbox runs', async ({ page }) => {
  await gotoHydrated(page, '/');
  const banner = page.getByRole('note', { name: 'Test mode' });
  await expect(banner).toContainText('payments are simulated and no real money is taken');
  await expectAccessible(page);
  await registerAndLogIn(page);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(banner).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const section of ['Features', 'Training', 'Pricing', 'About', 'Contact']) {
    test(`the menu link to ${section} shows its heading`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: section, exact: true }).click();
      const heading = page.locator(`#${section.toLowerCase()}`).getByRole('heading', { level: 2 }).first();
      await expect(heading).toBeInViewport();
      // Not hidden under the sticky header either.
      await expect
        .poll(async () => {
          const header = await page.locator('header').first().boundingBox();
          const box = await heading.boundingBox();
          return header && box ? box.y >= header.y + header.height - 1 && box.y < 844 : false;
        })
        .toBe(true);
    });
  }

  test('the completion toast does not cover Retake Test', async ({ page }) => {
    await payingLearner(page);
    await page.goto('/practice-tests');
    await page.getByRole('button', { name: 'Start Test: Customer Service' }).click();
    for (let n = 1; n <= 25; n += 1) {
      await expect(page.getByRole('heading', { name: `Question ${n} of 25` })).toBeVisible();
      await page.getByRole('group').getByRole('radio').first().check();
      await page.getByRole('button', { name: n === 25 ? 'Complete Test' : 'Next' }).click();
    }
    const retake = page.getByRole('button', { name: 'Retake Test' });
    await retake.scrollIntoViewIfNeeded();
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const [a, b] = [await toast.boundingBox(), await retake.boundingBox()];
    expect(a && b).toBeTruthy();
    if (a && b) expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
  });
});

test('a signed-out visit to a guarded page returns there after login', async ({ page }) => {
  const learner = await registerAndLogIn(page, newLearner('dest'));
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/bookings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbookings$/);
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Password').fill(learner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
});

test('a signed-in learner on public pages sees their account and the way back', async ({ page }) => {
  const learner = await registerAndLogIn(page, newLearner('back'));
  await gotoHydrated(page, '/pricing');
  const header = page.getByRole('banner');
  await expect(header.getByText(learner.username)).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expectAccessible(page);
  await header.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
