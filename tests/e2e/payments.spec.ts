import { expect, test } from './test.ts';
import { currentUser, expectAccessible, payWithCard, registerAndLogIn } from './fixtures.ts';

test('sign up with a plan, pay with 4242 and get access', async ({ page }) => {
  await registerAndLogIn(page, undefined, 'STANDARD');
  await expect(page).toHaveURL(/\/checkout\?plan=STANDARD$/);
  await expect(page.getByText('Standard Plan')).toBeVisible();
  await expect(page.getByText('60 days')).toBeVisible();
  await expect(page.getByText('€19.99', { exact: true })).toBeVisible();
  await expect(page.getByText('Test mode: no real payment is taken')).toBeVisible();
  await expectAccessible(page);

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(/payment_intent=pi_sandbox_\w+&payment_intent_client_secret=\w+&redirect_status=succeeded/);
  await expect(page.getByText('Payment confirmed')).toBeVisible();
  await expect(page.getByText('Your Standard subscription has been activated.')).toBeVisible();
  expect((await currentUser(page)).hasPurchased).toBe(true);

  await page.goto('/checkout?plan=PREMIUM');
  await expect(page.getByRole('heading', { name: 'Already Subscribed' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('trainee', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Choose a plan to start your course')).toHaveCount(0);
});

test('the decline card fails with the provider message and records nothing', async ({ page }) => {
  await registerAndLogIn(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A learner who simply has no plan yet is invited, not refused (issue 32 §9).
  await expect(page.getByRole('heading', { name: 'Choose a plan to start your course' })).toBeVisible();
  await expect(page.getByText('Subscription Required')).toHaveCount(0);
  for (const benefit of ['Unlimited practice tests with feedback', 'Interactive checklists', 'A vehicle finder', 'County-specific area knowledge', 'Mock exams with real-time scoring']) {
    await expect(page.getByText(benefit)).toBeVisible();
  }
  await expectAccessible(page);

  await page.goto('/checkout?plan=nonsense');
  await expect(page.getByText('Basic Plan')).toBeVisible();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  expect((await currentUser(page)).hasPurchased).toBe(false);
});

test('a visitor at checkout is sent to log in with the plan kept', async ({ page }) => {
  await page.goto('/checkout?plan=PREMIUM');
  await expect(page).toHaveURL(/\/login\?redirectTo=\/checkout&plan=PREMIUM$/);
});
