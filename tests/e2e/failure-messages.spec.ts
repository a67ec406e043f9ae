import type { Page, Route } from '@playwright/test';
import { expectAccessible, gotoHydrated, newLearner, payingLearner, payWithCard, registerAndLogIn } from './fixtures.ts';
import { allowConsoleErrors, expect, test } from './test.ts';

/** Spec §8: each failure message, with the API forced to fail; and the busy labels. */

const fail = (status = 500, body = '') => (route: Route) => route.fulfill({ status, contentType: 'text/plain', body });

/** Holds a request until `release` is called, so a busy label can be seen; then answers it with `then`. */
async function hold(page: Page, url: string, then: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await gate;
    await then(route);
  });
  return () => release();
}

test.beforeEach(({ page }) => allowConsoleErrors(page, /status of 5\d\d/));

test('registration failure, and the Creating account... label', async ({ page }) => {
  const learner = newLearner('regfail');
  await gotoHydrated(page, '/register');
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByLabel(/I accept the/).check();
  const release = await hold(page, '**/api/register', fail());
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  release();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('There was an error creating your account. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the Logging in... label', async ({ page }) => {
  const learner = await registerAndLogIn(page, newLearner('busy'));
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/login');
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Password').fill(learner.password);
  const release = await hold(page, '**/api/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('progress and checklist save failures', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/module/1?type=taxi');
  const pageOf = page.getByText(/^Page \d+ of \d+$/);
  const total = Number((await pageOf.textContent())?.match(/of (\d+)/)?.[1]);
  await page.goto(`/module/1?type=taxi&page=${total}`);
  await page.route('**/api/training/progress', fail());
  await page.getByRole('button', { name: 'Complete Module' }).click();
  await expect(page.getByText('Failed to update progress. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/module\/1/);

  await page.goto('/checklists');
  await page.getByRole('tabpanel').getByRole('checkbox').first().check();
  await page.route('**/api/checklists', (route) => (route.request().method() === 'POST' ? fail()(route) : route.continue()));
  await page.getByRole('button', { name: 'Save Progress' }).first().click();
  await expect(page.getByText('Failed to save checklist. Please try again.')).toBeVisible();
  await expectAccessible(page);
});

test('a failed submit keeps the test open; the marked result then shows without waiting on the spec\'s result POST', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/practice-tests');
  await page.getByRole('button', { name: 'Start Test: Customer Service' }).click();
  for (let n = 1; n <= 25; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 25` })).toBeVisible();
    await page.getByRole('group').getByRole('radio').first().check();
    if (n < 25) await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.route('**/api/attempts/*/submit', fail());
  await page.getByRole('button', { name: 'Complete Test' }).click();
  await expect(page.getByText('Failed to save test results.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 25 of 25' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customer Service Results' })).toHaveCount(0);
  // Once the server marks it, the result shows at once (issue 28 §5): the old result POST is
  // neither sent nor waited for.
  await page.unroute('**/api/attempts/*/submit');
  let posted = 0;
  await page.route('**/api/practice-tests', (route) => {
    if (route.request().method() === 'POST') posted += 1;
    return route.continue();
  });
  await page.getByRole('button', { name: 'Complete Test' }).click();
  await expect(page.getByRole('heading', { name: 'Customer Service Results' })).toBeVisible();
  expect(posted).toBe(0);
});

test('payment setup failure with Retry, Processing..., and confirm-payment failure', async ({ page }) => {
  await registerAndLogIn(page, newLearner('payfail'), 'BASIC');
  await expect(page).toHaveURL(/\/checkout/);
  await page.route('**/api/create-payment-intent', fail());
  await page.reload();
  await expect(page.getByText('Unable to initialise payment. Please try again later.')).toBeVisible();
  await page.unroute('**/api/create-payment-intent');
  const releaseIntent = await hold(page, '**/api/create-payment-intent');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Setting up payment...')).toBeVisible();
  releaseIntent();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expectAccessible(page);

  const releaseCard = await hold(page, '**/api/sandbox/confirm-card');
  await page.route('**/api/confirm-payment', fail());
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  releaseCard();
  await expect(page.getByText('There was an issue confirming your payment. Please contact support.').first()).toBeVisible();
});

test('forgot-password failure shows the server message, or the fallback', async ({ page }) => {
  await gotoHydrated(page, '/forgot-password');
  await page.route('**/api/forgot-password', fail(503, JSON.stringify({ message: 'The service is temporarily unavailable. Please try again in a moment.' })));
  await page.getByLabel('Email').fill('someone@example.ie');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('The service is temporarily unavailable. Please try again in a moment.')).toBeVisible();
  await page.unroute('**/api/forgot-password');
  await page.route('**/api/forgot-password', fail(500, ''));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Failed to send password reset email')).toBeVisible();
});

test('logout failure says so and still goes home', async ({ page }) => {
  await registerAndLogIn(page, newLearner('outfail'));
  await page.route('**/api/logout', fail());
  await page.goto('/logout');
  await expect(page.getByText('Logout failed')).toBeVisible();
  await expect(page.getByText('There was an error logging out. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('signed-out visits to every signed-in route go to /login', async ({ page }) => {
  for (const path of ['/dashboard', '/training', '/module/1', '/practice-tests', '/checklists', '/vehicle-search', '/bookings', '/settings']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path).replace(/[/]/g, '%2F')}`));
  }
});
