import { API } from '../../src/shared/api-paths.ts';
import { finishAttempt } from '../support/e2e-attempts.ts';
import { expect, test } from './test.ts';
import { expectAccessible, gotoHydrated, grantAdmin, newLearner, payingLearner, payWithCard, registerAndLogIn } from './fixtures.ts';

/** Screens and tabs not already checked by a journey: each passes axe (issue 11). */
test('every remaining tab and screen passes axe', async ({ page }) => {
  // A dozen axe scans in one journey: more than the default minute on a busy 2-core machine.
  test.setTimeout(150_000);
  await gotoHydrated(page, '/reset-password?token=a-token-that-is-long-enough-to-try');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);

  // Opening the link changes nothing (issue 27 §8): the button does, and says when the link is bad.
  await gotoHydrated(page, '/unsubscribe?token=a-token-that-is-long-enough-to-try');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Turn off reminders' }).click();
  await expect(page.getByRole('heading', { name: 'This link did not work' })).toBeVisible();
  await expectAccessible(page);

  await payingLearner(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Today’s plan' }).getByLabel('Date of your Entry Test')).toBeVisible();
  await expectAccessible(page);

  const sat = await finishAttempt(page.request, 3, 20);
  await page.goto(`/practice-tests?attempt=${sat.id}`);
  await page.getByRole('button', { name: 'Report a problem with this question' }).first().click();
  await page.getByRole('form', { name: 'What is wrong?' }).getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Choose what is wrong with the question.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/payment-test');
  await expect(page.getByRole('heading', { name: 'Standard Plan' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/bookings');
  await page.getByRole('tab', { name: 'SPSV Test Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'SPSV and NTA service points' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/settings');
  for (const tab of ['Study Plan', 'Account Information', 'Security', 'Subscription', 'Contact Support', 'Data and privacy']) {
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

test('the free taster, before and after marking, and the local area hackney screens pass axe (issue 32)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/taster');
  await expect(page.getByRole('group', { name: /^Question 1 of 10/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Check my answers' }).click();
  await expect(page.getByRole('heading', { name: 'You scored 0 out of 10' })).toBeVisible();
  await expectAccessible(page);

  await registerAndLogIn(page, newLearner(), 'BASIC', 'local_area_hackney');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  for (const path of ['/dashboard', '/practice-tests']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'No Entry Test for local area hackney drivers' })).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/checklists');
  await page.getByRole('checkbox').first().check();
  await expectAccessible(page);
});

test("the owner's console passes axe on every tab, and so does its refusal", async ({ page }) => {
  test.setTimeout(150_000);
  const owner = await payingLearner(page);
  await page.goto('/admin');
  await expect(page.getByText('This page is for the owners of SPSV Prep.')).toBeVisible();
  await expectAccessible(page);

  // Something on every tab: a marked test, a reported question, a contact message.
  const { id } = await finishAttempt(page.request, 3, 20);
  const attempt = (await (await page.request.get(API.attempt(id))).json()) as { result: { items: { questionId: string }[] } };
  const reported = attempt.result.items[0]?.questionId ?? '';
  expect((await page.request.post(API.questionReports(reported), { data: { problem: 'unclear' } })).status()).toBe(201);
  const contact = { name: 'Ciara', email: 'ciara@example.ie', subject: `Axe sweep ${Date.now()}`, message: 'Is there a group rate?', source: 'home' };
  expect((await page.request.post(API.contact, { data: contact })).status()).toBe(201);
  await grantAdmin(owner.username);

  await page.goto('/admin');
  for (const name of ['Overview', 'Learners', 'Purchases', 'Messages', 'Question reports', 'Question statistics', 'Audit log']) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.getByText(/^Loading /)).toHaveCount(0);
    if (name === 'Learners') await page.getByRole('button', { name: /^Show \d+ purchases? of / }).first().click();
    await expectAccessible(page);
  }
});
