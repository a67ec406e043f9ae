import { expect, test } from './test.ts';
import { expectAccessible, gotoHydrated, payingLearner } from './fixtures.ts';

/** Screens and tabs not already checked by a journey: each passes axe (issue 11). */
test('every remaining tab and screen passes axe', async ({ page }) => {
  // A dozen axe scans in one journey: more than the default minute on a busy 2-core machine.
  test.setTimeout(150_000);
  await gotoHydrated(page, '/reset-password?token=a-token-that-is-long-enough-to-try');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);

  await payingLearner(page);
  await page.goto('/payment-test');
  await expect(page.getByRole('heading', { name: 'Standard Plan' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/bookings');
  await page.getByRole('tab', { name: 'SPSV Test Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'SPSV and NTA service points' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/settings');
  for (const tab of ['Account Information', 'Security', 'Subscription', 'Contact Support', 'Data and privacy']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  }

  await page.goto('/practice-tests');
  await page.getByRole('button', { name: 'Start Test: Customer Service' }).click();
  await page.getByRole('button', { name: 'Quit Test' }).click();
  await expect(page.getByRole('button', { name: 'Leave Test' })).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expectAccessible(page);
});
