import type { Page } from '@playwright/test';
import { API } from '../../src/shared/api-paths.ts';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import { rightOption, wrongOption } from '../support/course-answers.ts';
import { finishAttempt } from '../support/e2e-attempts.ts';
import { expectAccessible, payingLearner } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 19: a missed question comes back for review, readiness moves with right answers, and each module ends with a quiz. */

const CUSTOMER_SERVICE = 3;
const DUBLIN_TEST = 201;

const legend = async (page: Page) => (await page.getByRole('group').locator('legend').textContent()) ?? '';
const sidebar = (page: Page) => page.getByRole('complementary');
const dublinChance = async (page: Page) =>
  Number(await page.getByRole('progressbar', { name: 'Area Knowledge: Dublin: chance of passing' }).getAttribute('aria-valuenow'));

test('a missed question comes back for review; readiness rises with right answers; a module quiz runs from the reader', async ({ page }) => {
  test.setTimeout(180_000);
  await payingLearner(page);

  // Customer Service with the last question missed: that question is due for review.
  const sat = await finishAttempt(page.request, CUSTOMER_SERVICE, 24);
  const marked = (await (await page.request.get(API.attempt(sat.id))).json()) as AttemptView;
  const missed = marked.result?.items.find((i) => !i.correct);
  if (!missed) throw new Error('no missed question');

  await page.goto('/dashboard');
  await expect(sidebar(page).getByRole('link', { name: 'Review, 1 due' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Your readiness' });
  await expect(card.getByText('Chance of passing a fresh test:').first()).toBeVisible();
  await expect(card.getByText(/the range shows how sure/)).toBeVisible();
  await expect(card.getByText(/likely between \d+% and \d+%, from \d+ answers/).first()).toBeVisible();
  await expect(card.getByText('Not ready to book yet', { exact: true })).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await expect(card.getByRole('button', { name: 'Practise weakest module' })).toBeVisible();
  await expectAccessible(page);
  const before = await dublinChance(page);

  // Review: the missed question, answered right this time, with the explanation.
  await sidebar(page).getByRole('link', { name: 'Review, 1 due' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  expect(await legend(page)).toBe(missed.text);
  await expectAccessible(page);
  await page.getByRole('radio', { name: rightOption(missed.text), exact: true }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText('Correct', { exact: true })).toBeVisible();
  await expect(page.getByText(missed.explanation)).toBeVisible();
  await expect(page.getByText('Right answer', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expect(sidebar(page).getByRole('link', { name: 'Review', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: /due$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish review' }).click();
  await expect(page.getByRole('heading', { name: 'Review complete' })).toBeVisible();
  await expect(page.getByText('You answered 1 of 1 right.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nothing to review right now' })).toBeVisible();
  await expect(page.getByText(/^Your next review falls due on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();

  // More right answers on Dublin's area knowledge raise its chance on the dashboard.
  for (let i = 0; i < 3; i += 1) await finishAttempt(page.request, DUBLIN_TEST, 999);
  await page.goto('/dashboard');
  await expect.poll(() => dublinChance(page)).toBeGreaterThan(before);

  // The module quiz from the reader's last page: ten questions, resumed on reload, marked with results.
  await page.goto('/module/7?type=taxi&page=99');
  await expect(page.getByRole('button', { name: 'Complete Module' })).toBeVisible();
  await page.getByRole('button', { name: 'Take the module quiz' }).click();
  await expect(page).toHaveURL(/\/practice-tests\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/answers\/0$/.test(r.url()));
  await page.getByRole('radio', { name: wrongOption(await legend(page)), exact: true }).check();
  await saved;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();
  for (let n = 2; n <= 10; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    await page.getByRole('radio', { name: rightOption(await legend(page)), exact: true }).check();
    await page.getByRole('button', { name: n === 10 ? 'Complete Test' : 'Next' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Module 7 quiz: Fares Results' })).toBeVisible();
  await expect(page.getByText('9 out of 10 (90%)', { exact: true })).toBeVisible();
  // The missed quiz question is due for review.
  await expect(sidebar(page).getByRole('link', { name: 'Review, 1 due' })).toBeVisible();
});

test('the training page offers the quiz for a completed module', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/module/1?type=taxi&page=99');
  await page.getByRole('button', { name: 'Complete Module' }).click();
  await expect(page).toHaveURL(/\/training$/);
  await page.getByRole('button', { name: 'Take the module quiz: Module 1: The SPSV Industry' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Module 1 quiz: / })).toBeVisible();
});
