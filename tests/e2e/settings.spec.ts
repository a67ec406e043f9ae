import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { finishAttempt } from '../support/e2e-attempts.ts';
import { expect, test } from './test.ts';
import { expectAccessible, newLearner, payingLearner, registerAndLogIn, waitForMail } from './fixtures.ts';

async function openSettings(page: Page, tab?: string) {
  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

test('changing the vehicle type moves the checklists and the vehicle finder', async ({ page }) => {
  await registerAndLogIn(page);
  await openSettings(page);
  await expect(page.getByRole('tab', { name: 'Vehicle Type' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Selected: Taxi')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Test Accounts' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel('Choose a vehicle type').selectOption('limousine');
  await page.getByRole('button', { name: 'Change Vehicle Type' }).click();
  await expect(page.getByText('Selected: Limousine')).toBeVisible();

  await page.getByRole('complementary').getByRole('link', { name: 'Checklists' }).click();
  await page.getByRole('tab', { name: 'Vehicle Licence' }).click();
  await expect(page.getByRole('table').getByRole('row', { name: /Initial licence fee/ })).toContainText('€1000');
  await page.getByRole('complementary').getByRole('link', { name: 'Vehicle Finder' }).click();
  await expect(page.getByRole('tab', { name: 'Limousine Suitable' })).toHaveAttribute('aria-selected', 'true');
});

test('changing the password makes the old one fail', async ({ page }) => {
  const learner = await registerAndLogIn(page);
  await openSettings(page, 'Security');
  await expectAccessible(page);
  await page.getByLabel('Current password').fill(learner.password);
  await page.getByLabel('New password', { exact: true }).fill('fresh-secret-42');
  await page.getByLabel('Confirm new password').fill('fresh-secret-42');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  const old = await page.request.post('/api/login', { data: { username: learner.username, password: learner.password } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/login', { data: { username: learner.username, password: 'fresh-secret-42' } });
  expect(fresh.status()).toBe(200);
});

test('the data export holds progress, checklists, results and purchases', async ({ page }) => {
  await payingLearner(page);
  await page.request.post('/api/training/progress', { data: { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true } });
  await page.request.post('/api/checklists', { data: { checklistType: 'driver', vehicleType: 'taxi', items: [{ id: 'garda-vetting', title: '', description: '', tooltipText: '', isCompleted: true }] } });
  await finishAttempt(page.request, 3, 21);
  await page.goto('/dashboard');
  await openSettings(page, 'Data and privacy');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const data = JSON.parse(fs.readFileSync(await (await download).path(), 'utf8')) as Record<string, unknown[]>;
  expect(data.trainingProgress).toHaveLength(1);
  expect(data.checklists).toHaveLength(1);
  expect(data.attempts).toHaveLength(1);
  expect(data.purchases).toHaveLength(1);

  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByText('Current plan')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Basic' })).toBeVisible();
  await expect(page.getByText('Days left')).toBeVisible();
  await expectAccessible(page);
});

test('deleting the account signs out and the login then fails', async ({ page }) => {
  const learner = await registerAndLogIn(page, newLearner('gone'));
  await openSettings(page, 'Data and privacy');
  const button = page.getByRole('button', { name: 'Delete My Account' });
  await expect(button).toBeDisabled();
  await page.getByLabel(/Type your username/).fill(learner.username);
  await expect(button).toBeDisabled();
  await page.getByLabel('Your current password').fill(learner.password);
  await button.click();
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const login = await page.request.post('/api/login', { data: { username: learner.username, password: learner.password } });
  expect(login.status()).toBe(401);
});

test('contact support is prefilled and stored', async ({ page }) => {
  const learner = await registerAndLogIn(page);
  await openSettings(page, 'Contact Support');
  await expect(page.getByLabel('Name')).toHaveValue(learner.username);
  await expect(page.getByLabel('Email')).toHaveValue(learner.email);
});

test('Help & Support opens inside the signed-in shell', async ({ page }) => {
  await registerAndLogIn(page);
  await page.getByRole('complementary').getByRole('link', { name: 'Help & Support' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary')).toBeVisible();
  await expectAccessible(page);
});

test('changing the email needs the password and a click in the new inbox', async ({ page }) => {
  const learner = await registerAndLogIn(page, newLearner('moving'));
  const newEmail = `new-${learner.email}`;
  await openSettings(page, 'Account Information');
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.getByLabel('Current password').fill(learner.password);
  await page.getByRole('button', { name: 'Change Email' }).click();
  await expect(page.getByText(`Waiting for confirmation: ${newEmail}`)).toBeVisible();
  await expectAccessible(page);

  const link = /http:\/\/[^\s]+\/confirm-email\?token=[\w-]+/.exec(await waitForMail(newEmail))?.[0];
  expect(link).toBeTruthy();
  expect(await waitForMail(learner.email)).toContain('/undo-email-change?token=');
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(page.getByRole('heading', { name: 'Email address confirmed' })).toBeVisible();
  await expectAccessible(page);
  const account = await (await page.request.get('/api/user/account')).json();
  expect(account).toMatchObject({ email: newEmail, pendingEmail: null });
});
