import type { Page } from '@playwright/test';
import { expireAttempt } from '../support/attempt-deadline.ts';
import { rightOption, wrongOption } from '../support/course-answers.ts';
import { expectAccessible, payingLearner } from './fixtures.ts';
import { allowConsoleErrors, expect, test } from './test.ts';

/** Issue 18: tests held and marked on the server; answers saved as chosen; the server's clock rules. */

const legend = async (page: Page) => (await page.getByRole('group').locator('legend').textContent()) ?? '';
const heading = (page: Page, n: number, total: number) => page.getByRole('heading', { name: `Question ${n} of ${total}` });

/** Picks an option by its text and waits until the server has saved it. */
async function pick(page: Page, option: string) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/attempts\/[^/]+\/answers\/\d+$/.test(r.url()));
  await page.getByRole('group').getByRole('radio', { name: option, exact: true }).check();
  expect((await saved).status()).toBe(200);
}

const seconds = (mmss: string) => {
  const [m, s] = mmss.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

test('answers are saved as chosen; a reload, a second tab and the dashboard resume the same attempt', async ({ page, context }) => {
  test.setTimeout(120_000);
  await payingLearner(page);
  await page.goto('/practice-tests');
  await page.getByRole('button', { name: 'Start Test: Industry Knowledge' }).click();
  await expect(heading(page, 1, 40)).toBeVisible();
  await expect(page).toHaveURL(/\/practice-tests\?attempt=[0-9a-f-]{36}$/);

  const first = await legend(page);
  await pick(page, rightOption(first));
  await page.getByRole('button', { name: 'Next' }).click();
  await pick(page, wrongOption(await legend(page)));
  await page.getByRole('button', { name: 'Next' }).click();
  await pick(page, rightOption(await legend(page)));
  const before = seconds((await page.getByRole('timer').textContent()) ?? '');

  // A reload opens the first open question with the server's deadline, not a fresh 45 minutes.
  await page.reload();
  await expect(heading(page, 4, 40)).toBeVisible();
  const after = seconds((await page.getByRole('timer').textContent()) ?? '');
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 30);
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Previous' }).click();
  expect(await legend(page)).toBe(first);
  await expect(page.getByRole('radio', { name: rightOption(first), exact: true })).toBeChecked();

  // Another tab finds it on the dashboard and continues it.
  const other = await context.newPage();
  await other.goto('/dashboard');
  const card = other.getByRole('region', { name: 'Continue your test' });
  await expect(card.getByText('3 of 40 answered')).toBeVisible();
  await expect(card.getByText(/^\d+ minutes left$/)).toBeVisible();
  await expectAccessible(other);
  await card.getByRole('link', { name: 'Continue Industry Knowledge' }).click();
  await expect(heading(other, 4, 40)).toBeVisible();
  await other.close();

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  for (let n = 4; n <= 40; n += 1) {
    await expect(heading(page, n, 40)).toBeVisible();
    await page.getByRole('group').getByRole('radio', { name: rightOption(await legend(page)), exact: true }).check();
    await page.getByRole('button', { name: n === 40 ? 'Complete Test' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Industry Knowledge Results' })).toBeVisible();
  await expect(page.getByText('39 out of 40 (98%)', { exact: true })).toBeVisible();
  await expect(page.getByText('Passed!', { exact: true })).toBeVisible();
  await expect(page.getByText('Test Passed!')).toBeVisible();
  const analysis = page.getByRole('region', { name: 'Question Analysis' });
  await expect(analysis.getByText(/^Correct answer:/)).toHaveCount(1);
  await expect(analysis.getByText(/^Explanation:/)).toHaveCount(40);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Return to Test List' }).click();
  await expect(page.getByRole('table').getByRole('cell', { name: '39/40 (98%)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Continue your test' })).toHaveCount(0);
});

test('a device clock five hours out still counts down the server’s time and saves the result', async ({ page }) => {
  await payingLearner(page);
  await page.clock.install({ time: new Date(Date.now() + 5 * 3_600_000) });
  await page.goto('/practice-tests');
  await page.getByRole('button', { name: 'Start Test: Customer Service' }).click();
  await expect(heading(page, 1, 25)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:5\d)$/);
  for (let n = 1; n <= 25; n += 1) {
    await expect(heading(page, n, 25)).toBeVisible();
    await page.getByRole('group').getByRole('radio').first().check();
    await page.getByRole('button', { name: n === 25 ? 'Complete Test' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Customer Service Results' })).toBeVisible();
  await expect(page.getByText(/You scored \d+ out of 25/)).toBeVisible();
  await page.getByRole('button', { name: 'Return to Test List' }).click();
  await expect(page.getByRole('table').getByRole('cell', { name: 'Customer Service' })).toBeVisible();
});

test('a failed save shows Retry and recovers; the saved answer survives a reload', async ({ page }) => {
  allowConsoleErrors(page, /status of 503/);
  await payingLearner(page);
  await page.goto('/practice-tests');
  await page.getByRole('button', { name: 'Start Test: Customer Service' }).click();
  await expect(heading(page, 1, 25)).toBeVisible();
  await page.route('**/api/attempts/*/answers/*', (route) => route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }), { times: 1 });
  const option = page.getByRole('group').getByRole('radio').nth(2);
  await option.check();
  const alert = page.getByRole('alert').filter({ hasText: 'Your last answer was not saved.' });
  await expect(alert).toBeVisible();
  await expectAccessible(page);
  // Not trapped: Next still works.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 2, 25)).toBeVisible();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/answers/0'));
  await alert.getByRole('button', { name: 'Retry' }).click();
  expect((await saved).status()).toBe(200);
  await expect(alert).toHaveCount(0);
  await page.reload();
  await expect(heading(page, 2, 25)).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('group').getByRole('radio').nth(2)).toBeChecked();
});

test('once the server’s deadline has passed, an answer is refused with a reason and the saved answers are marked', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/practice-tests');
  await page.getByRole('button', { name: 'Start Test: Customer Service' }).click();
  await expect(heading(page, 1, 25)).toBeVisible();
  await pick(page, rightOption(await legend(page)));
  await page.getByRole('button', { name: 'Next' }).click();
  const id = new URL(page.url()).searchParams.get('attempt') ?? '';
  await expireAttempt(id);

  const refused = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/answers/1'));
  // click, not check: the refusal replaces the question with the marked results, so the radio may
  // be gone before check() could confirm it checked (it then waited out the test: one run in 75).
  await page.getByRole('group').getByRole('radio').first().click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByRole('heading', { name: 'Customer Service Results' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /Time is up|already been submitted/ })).toBeVisible();
  await expect(page.getByText('1 out of 25 (4%)', { exact: true })).toBeVisible();
  await expect(page.getByText('Not answered')).toHaveCount(24);
  // The completion toast is in: measure its colours once it has settled.
  await expect(page.getByText('You scored 1 out of 25 (4%)')).toBeVisible();
  await expectAccessible(page);
  // A reload shows the same marked attempt.
  await page.reload();
  await expect(page.getByText('1 out of 25 (4%)', { exact: true })).toBeVisible();
});
