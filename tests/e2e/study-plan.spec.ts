import type { Page } from '@playwright/test';
import type { StudyPlanResponse } from '../../src/shared/schemas/study-plan.ts';
import { irishDay } from '../../src/shared/study-plan.ts';
import { finishAttempt } from '../support/e2e-attempts.ts';
import { expectAccessible, gotoHydrated, payingLearner, unsubscribeTokenOf } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 19 §5: a test date gives a daily plan on the dashboard; reminders are opt-in and one click turns them off. */

const CUSTOMER_SERVICE = 3;
const inDays = (n: number) => irishDay(new Date(Date.now() + n * 86_400_000));
const sidebar = (page: Page) => page.getByRole('complementary');
const todaysPlan = (page: Page) => page.getByRole('region', { name: 'Today’s plan' });
const savedPlan = async (page: Page) => (await (await page.request.get('/api/study-plan')).json()) as StudyPlanResponse;

test('a learner sets the test date and county in Settings, follows today’s plan and turns reminders on and off', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/dashboard');
  await expect(todaysPlan(page).getByText('Add your test date to get a plan that finishes in time.')).toBeVisible();

  await sidebar(page).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Study Plan' }).click();
  const reminders = page.getByRole('switch', { name: 'Email me a daily study plan' });
  await expect(reminders).not.toBeChecked();
  await expect(page.getByText(/Reminders come at 8 am/)).toBeVisible();
  await page.getByLabel('Date of your Entry Test').fill(inDays(20));
  await page.getByLabel('County you will work in').selectOption('Cork');
  await page.getByRole('button', { name: 'Save Study Plan' }).click();
  await expect(page.getByText('Study plan saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Study Plan' })).toBeDisabled();

  // The dashboard counts down to the date, lists today's tasks and measures readiness for Cork.
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(todaysPlan(page).getByText(/^20 days to your test\. Read \d+ pages? and clear your reviews today to finish in time\.$/)).toBeVisible();
  await expect(todaysPlan(page).getByRole('link', { name: /^Read \d+ pages?$/ })).toHaveAttribute('href', '/training');
  await expect(todaysPlan(page).getByText('No reviews due')).toBeVisible();
  await expect(todaysPlan(page).getByRole('form', { name: 'Your test date' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your readiness' }).getByLabel('Area Knowledge for')).toHaveValue('Cork');
  await expectAccessible(page);

  // "Change" opens the Study Plan tab, where reminders go on with Save and off with one click.
  await todaysPlan(page).getByRole('link', { name: 'Change your test date or county' }).click();
  await expect(page.getByRole('tab', { name: 'Study Plan' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('County you will work in')).toHaveValue('Cork');
  await reminders.check();
  await page.getByRole('button', { name: 'Save Study Plan' }).click();
  await expect.poll(async () => (await savedPlan(page)).reminders).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Study Plan' }).waitFor();
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await expect(page.getByText('Study reminders are off')).toBeVisible();
  await expect.poll(async () => (await savedPlan(page)).reminders).toBe(false);
  expect(await savedPlan(page)).toMatchObject({ testDate: inDays(20), county: 'Cork' });
});

test('a learner sets the test date right in the dashboard card, and the card counts reviews as the sidebar does', async ({ page }) => {
  await payingLearner(page);
  await finishAttempt(page.request, CUSTOMER_SERVICE, 24);
  await page.goto('/dashboard');
  await expect(sidebar(page).getByRole('link', { name: 'Review, 1 due' })).toBeVisible();
  await expect(todaysPlan(page).getByRole('link', { name: 'Review 1 question' })).toHaveAttribute('href', '/review');
  const form = todaysPlan(page).getByRole('form', { name: 'Your test date' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter the date of your Entry Test.')).toBeVisible();
  await form.getByLabel('Date of your Entry Test').fill(inDays(6));
  await form.getByLabel('County you will work in').selectOption('Galway');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(todaysPlan(page).getByText(/^6 days to your test\./)).toBeVisible();
  await expect(todaysPlan(page).getByText(/Planned for your test on .+ in Galway\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your readiness' }).getByLabel('Area Knowledge for')).toHaveValue('Galway');
});

test('a reminder’s unsubscribe link changes nothing when opened, and one click on its button turns reminders off', async ({ page }) => {
  const learner = await payingLearner(page);
  expect((await page.request.put('/api/study-plan', { data: { reminders: true } })).ok()).toBe(true);
  const token = await unsubscribeTokenOf(learner.email);

  // Mail scanners open links, some running scripts: the page only asks.
  await gotoHydrated(page, `/unsubscribe?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Study reminders' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Turn off reminders' });
  await expect(button).toBeEnabled();
  await expectAccessible(page);
  expect((await savedPlan(page)).reminders).toBe(true);

  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders turned off' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Study reminders are off. You will get no more reminder emails.');
  await expectAccessible(page);
  expect((await savedPlan(page)).reminders).toBe(false);
});

test('an unsubscribe link that is not valid says so, and one without a token asks for the whole link', async ({ page }) => {
  await gotoHydrated(page, '/unsubscribe?token=not-a-real-unsubscribe-token-0000');
  await expect(page).toHaveTitle(/^Study reminders \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // From the keyboard: the button takes focus and Enter presses it.
  await page.getByRole('button', { name: 'Turn off reminders' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid. You can turn reminders off in Settings.');
  await expect(page.getByRole('link', { name: 'Reminder settings' })).toBeVisible();
  await expectAccessible(page);

  await gotoHydrated(page, '/unsubscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'This link is incomplete' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
