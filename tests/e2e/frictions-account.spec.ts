import { currentUser, expectAccessible, gotoHydrated, newLearner, registerAndLogIn } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 32 §9, on a phone: signing up, signing in and paying without the old stumbles. */

test.use({ viewport: { width: 390, height: 844 } });

test('registering signs the learner in, and a learner with no plan yet is invited, not refused', async ({ page }) => {
  const learner = newLearner('signup');
  await gotoHydrated(page, '/register');
  // The 26 counties only: Other Counties is not offered beside them.
  const county = page.getByLabel('County you will work in (optional)');
  await expect(county.locator('option')).toHaveCount(27);
  await expect(county.locator('option', { hasText: 'Other Counties' })).toHaveCount(0);
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // No second form asking for what was just typed.
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await currentUser(page)).username).toBe(learner.username);
  await expect(page.getByRole('heading', { name: 'Choose a plan to start your course' })).toBeVisible();
  await expect(page.getByText('Subscription Required')).toHaveCount(0);
  await expectAccessible(page);
});

test('a "Login failed" toast does not outlive the successful login that follows it', async ({ page }) => {
  const learner = await registerAndLogIn(page, newLearner('toast'));
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/login');
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();

  await page.getByLabel('Password').fill(learner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  // Gone at once, not five seconds later behind the success.
  await expect(page.getByText('Login failed')).toHaveCount(0, { timeout: 1_000 });
});

test('the card expiry takes digits from a number pad and writes MM/YY', async ({ page }) => {
  await registerAndLogIn(page, newLearner('expiry'), 'BASIC');
  await expect(page).toHaveURL(/\/checkout\?plan=BASIC$/);
  const expiry = page.getByLabel('Expiry (MM/YY)');
  await expect(expiry).toHaveAttribute('inputmode', 'numeric');
  await expiry.pressSequentially('1229');
  await expect(expiry).toHaveValue('12/29');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
});
