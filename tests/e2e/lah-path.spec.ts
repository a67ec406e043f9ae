import { expectAccessible, gotoHydrated, newLearner, payWithCard } from './fixtures.ts';
import { expect, test } from './test.ts';

/**
 * Issue 32 §4: local area hackney drivers do not sit the Entry Test (manual, appendix B). They
 * are told so before they buy, and once in they get the course, checklists and their rules,
 * with no test date, readiness, simulator, county test or tracker.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a local area hackney learner is told before buying, and gets the course without the test machinery', async ({ page }) => {
  test.setTimeout(120_000);
  await gotoHydrated(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Applying for a local area hackney licence?' })).toBeVisible();
  await expect(page.getByText('Local area hackney drivers do not sit the SPSV Entry Test.', { exact: false })).toBeVisible();

  const learner = newLearner('lah');
  await gotoHydrated(page, '/register?plan=BASIC');
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByLabel('Vehicle type').selectOption('local_area_hackney');
  await expect(page.getByText('Local area hackney drivers do not sit the Entry Test', { exact: false })).toBeVisible();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=BASIC$/);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'No Entry Test for local area hackney drivers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entry Test tracker' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your readiness' })).toHaveCount(0);
  const plan = page.getByRole('region', { name: 'Today’s plan' });
  await expect(plan).toBeVisible();
  await expect(plan.getByLabel('Date of your Entry Test')).toHaveCount(0);
  await expect(plan).not.toContainText('test date');
  await expect(page.getByRole('link', { name: 'Sit an Entry Test simulator' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Module 2' })).toHaveAttribute('href', '/module/2?type=local_area_hackney');
  await expectAccessible(page);

  await page.goto('/practice-tests');
  await expect(page.getByRole('heading', { name: 'No Entry Test for local area hackney drivers' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SPSV Entry Test simulation' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Entry Test tracker' })).toHaveCount(0);
  await expect(page.getByLabel('County', { exact: true })).toHaveCount(0);
  // The practice sets stay, to check what the course has taught.
  await expect(page.getByRole('button', { name: 'Start Test: Customer Service' })).toBeVisible();

  await page.goto('/settings?tab=study-plan');
  await expect(page.getByLabel('County you will work in')).toBeVisible();
  await expect(page.getByLabel('Date of your Entry Test')).toHaveCount(0);

  await page.goto('/bookings');
  await expect(page.getByRole('tab', { name: 'NCT Bookings' })).toHaveAttribute('aria-selected', 'true');
});
