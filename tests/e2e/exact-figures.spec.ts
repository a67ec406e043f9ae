import { rightOption, wrongOption } from '../support/course-answers.ts';
import { finishAttempt } from '../support/e2e-attempts.ts';
import { expectAccessible, gotoHydrated, newLearner, payingLearner, registerAndLogIn, storedContactMessages } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 17 §3: the figures, badges and prices a learner sees, asserted exactly. */

test('the dashboard shows its three bars and the next module exactly', async ({ page }) => {
  await payingLearner(page);
  await page.request.post('/api/training/progress', { data: { moduleId: 1, vehicleType: 'taxi', progress: 100, isCompleted: true } });
  await page.request.post('/api/training/progress', { data: { moduleId: 2, vehicleType: 'taxi', progress: 100, isCompleted: true } });
  // Results are the server's marks now (DESIGN.md §13): sit the tests through the API.
  await finishAttempt(page.request, 3, 21);
  await finishAttempt(page.request, 1, 20);
  await page.goto('/checklists');
  await page.getByRole('tabpanel').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Save Progress' }).first().click();
  await expect(page.getByText('Checklist saved')).toBeVisible();

  await page.getByRole('complementary').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('progressbar', { name: 'Training Completion' })).toHaveAttribute('aria-valuenow', '17');
  await expect(page.getByText('2 of 12 modules completed')).toBeVisible();
  // Customer Service passed at 84 %; Industry Knowledge at 50 % is not a pass.
  await expect(page.getByRole('progressbar', { name: 'Practice Tests' })).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByText('1 of 3 practice tests passed')).toBeVisible();
  const checklistDetail = (await page.getByText(/of \d+ checklist items done$/).textContent()) ?? '';
  const [, done, total] = /^(\d+) of (\d+)/.exec(checklistDetail) ?? [];
  expect(Number(done)).toBe(1);
  await expect(page.getByRole('progressbar', { name: 'Checklists Completed' })).toHaveAttribute('aria-valuenow', String(Math.round((1 / Number(total)) * 100)));
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', '/module/3?type=taxi');
  await expect(page.getByRole('region', { name: 'Continue Your Training' }).getByText(/^Module 3: /)).toBeVisible();
  await expectAccessible(page);
});

test('the pricing cards show each plan, its price and the Popular badge on Standard only', async ({ page }) => {
  await gotoHydrated(page, '/pricing');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [name, price] of [['Basic', '€9.99'], ['Standard', '€19.99'], ['Premium', '€49.99']] as const) {
    await expect(page.getByRole('article', { name })).toContainText(price);
  }
  await expect(page.getByRole('article', { name: 'Standard' }).getByText('Popular')).toBeVisible();
  await expect(page.getByText('Popular', { exact: true })).toHaveCount(1);
});

test('/payment-test offers the Standard plan at its price', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/payment-test');
  const summary = page.locator('dl').filter({ hasText: 'Price (VAT included, billed once)' });
  await expect(summary.getByText('Standard Plan', { exact: true })).toBeVisible();
  await expect(summary.getByText('60 days', { exact: true })).toBeVisible();
  await expect(summary.getByText('€19.99', { exact: true })).toBeVisible();
});

test('a wheelchair accessible taxi learner sees the reduced-fee note', async ({ page }) => {
  await registerAndLogIn(page, newLearner('wav'), undefined, 'wheelchair_accessible_taxi');
  await page.goto('/checklists');
  await page.getByRole('tab', { name: 'Vehicle Licence' }).click();
  await expect(page.getByText(/pay a reduced licence fee: 50% of the standard taxi or hackney fee/)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /Taximeter verification fee/ })).toBeVisible();
});

test('Contact Support sends and stores the message', async ({ page }) => {
  const learner = await registerAndLogIn(page, newLearner('support'));
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Contact Support' }).click();
  const subject = `Support ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('My checklist will not save.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(async () => (await storedContactMessages(subject)).length).toBe(1);
  const [stored] = await storedContactMessages(subject);
  expect(stored).toMatchObject({ name: learner.username, email: learner.email, message: 'My checklist will not save.', source: 'settings' });
});

test('the test history stays with its vehicle type after a change', async ({ page }) => {
  await payingLearner(page);
  await finishAttempt(page.request, 3, 21);
  const history = page.getByRole('table');
  await page.goto('/practice-tests');
  await expect(history.getByText('21/25 (84%)')).toBeVisible();
  await page.request.patch('/api/user', { data: { vehicleType: 'limousine' } });
  await page.reload();
  await expect(page.getByText('No attempts yet. Your Limousine test results will appear here', { exact: false })).toBeVisible();
  await expect(page.getByText(/21\/25/)).toHaveCount(0);
  await page.request.patch('/api/user', { data: { vehicleType: 'taxi' } });
  await page.reload();
  await expect(history.getByText('21/25 (84%)')).toBeVisible();
});

test('a test answered with known options gives the exact score, badge and bar', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/practice-tests');
  await page.getByRole('button', { name: 'Start Test: Customer Service' }).click();
  for (let n = 1; n <= 25; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 25` })).toBeVisible();
    // The browser holds no answers: the right ones come from the compiled course.
    const legend = (await page.getByRole('group').locator('legend').textContent()) ?? '';
    // The first 19 right, the last 6 wrong: 19/25 = 76 %, under the 80 % practice pass mark.
    const pick = n <= 19 ? rightOption(legend) : wrongOption(legend);
    await page.getByRole('group').getByRole('radio', { name: pick, exact: true }).check();
    await page.getByRole('button', { name: n === 25 ? 'Complete Test' : 'Next' }).click();
  }
  await expect(page.getByText('19 out of 25 (76%)', { exact: true })).toBeVisible();
  await expect(page.getByText('Try Again', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Your score' })).toHaveAttribute('aria-valuenow', '76');
  await expect(page.getByText('Test Completed')).toBeVisible();
  await expect(page.getByText('You scored 19 out of 25 (76%)')).toBeVisible();
});

test('history dates are shown en-IE, day first', async ({ page }) => {
  await payingLearner(page);
  await page.route('**/api/practice-tests', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          json: [{ id: '7c1e1f0e-8d1a-4c59-9d0e-3f2b8a6c5d41', testId: 3, testType: 'Customer Service', vehicleType: 'taxi', score: 22, totalQuestions: 25, dateTaken: '2026-03-25T10:00:00.000Z', passed: true }],
        })
      : route.continue(),
  );
  await page.goto('/practice-tests');
  await expect(page.getByRole('table').getByText('25/03/2026')).toBeVisible();
  await expect(page.getByRole('table').getByText('Pass', { exact: true })).toBeVisible();
});
