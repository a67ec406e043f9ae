import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, gotoHydrated, newLearner, waitForMail } from './fixtures.ts';

async function register(page: Page, learner: ReturnType<typeof newLearner>, url = '/register') {
  await gotoHydrated(page, url);
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function logIn(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('register (which signs in), see the sidebar, sign out, sign back in, and be kept out', async ({ page }) => {
  const learner = newLearner();
  await register(page, learner);
  await expect(page.getByText('Registration successful')).toBeVisible();
  // Issue 32 §9: no second form asking for what was just typed.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectAccessible(page);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText(learner.username)).toBeVisible();
  await expect(sidebar.getByText('user', { exact: true })).toBeVisible();
  for (const label of ['Dashboard', 'Training Modules', 'Practice Tests', 'Vehicle Finder', 'Checklists', 'Bookings', 'Settings', 'Help & Support', 'Sign Out']) {
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
  }
  await expectAccessible(page);

  await sidebar.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  await logIn(page, learner.username, learner.password);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('login with redirectTo and plan lands on redirectTo?plan=', async ({ page }) => {
  const learner = newLearner();
  await register(page, learner, '/register?plan=PREMIUM');
  // Signed in by registering: straight to the plan's checkout (issue 32 §9).
  await expect(page).toHaveURL(/\/checkout\?plan=PREMIUM$/);
  await expect(page.getByText('Premium Plan')).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/login?redirectTo=/training&plan=STANDARD');
  await logIn(page, learner.username, learner.password);
  await expect(page).toHaveURL(/\/training\?plan=STANDARD$/);
});

test('every validation message appears beside its field', async ({ page }) => {
  await gotoHydrated(page, '/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password').fill('1234567');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await gotoHydrated(page, '/login');
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await gotoHydrated(page, '/forgot-password');
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
});

test('a wrong password shows the login failure toast', async ({ page }) => {
  await gotoHydrated(page, '/login');
  await logIn(page, 'nobody-at-all', 'wrong-password');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Please check your username and password.')).toBeVisible();
});

test('forgot password: the emailed link resets the password', async ({ page }) => {
  const learner = newLearner();
  await register(page, learner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/login');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();

  const mail = await waitForMail(learner.email);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, learner.username, learner.password);
  await expect(page.getByText('Login failed')).toBeVisible();
  await logIn(page, learner.username, 'brand-new-pass');
  await expect(page).toHaveURL(/\/dashboard$/);
});
