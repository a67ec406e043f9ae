import type { Page } from '@playwright/test';
import { API } from '../../src/shared/api-paths.ts';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import { rightOption } from '../support/course-answers.ts';
import { finishAttempt } from '../support/e2e-attempts.ts';
import { expectAccessible, payingLearner } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 20 §5: "Report a problem with this question" from the results analysis and from review. */

const CUSTOMER_SERVICE = 3;
const THANKS = 'Thank you. We will check this question and correct it if needed.';
const legend = async (page: Page) => (await page.getByRole('group').first().locator('legend').textContent()) ?? '';

test('a learner reports a problem with a question from a practice test’s results, with the keyboard alone', async ({ page }) => {
  await payingLearner(page);
  const sat = await finishAttempt(page.request, CUSTOMER_SERVICE, 20);
  await page.goto(`/practice-tests?attempt=${sat.id}`);
  const analysis = page.getByRole('region', { name: 'Question Analysis' });
  const first = analysis.getByRole('listitem').first();
  await expect(first.getByText(/^Source: \S.+/)).toBeVisible();

  const report = first.getByRole('button', { name: 'Report a problem with this question' });
  await report.focus();
  await page.keyboard.press('Enter');
  await expect(report).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(first.getByRole('radio', { name: 'The marked answer is wrong' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first.getByRole('radio', { name: 'A fact or figure is out of date' })).toBeChecked();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await page.keyboard.type('The fee in this question changed.');
  await expect(first.getByText('33 of 1000 characters')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(first.getByRole('status')).toHaveText(THANKS);
  await expect(first.getByRole('status')).toBeFocused();
  await expectAccessible(page);
  // The other questions keep their own button.
  await expect(analysis.getByRole('button', { name: 'Report a problem with this question' })).toHaveCount(sat.total - 1);
});

test('a learner reports a question after answering it in review', async ({ page }) => {
  await payingLearner(page);
  const sat = await finishAttempt(page.request, CUSTOMER_SERVICE, 24);
  const marked = (await (await page.request.get(API.attempt(sat.id))).json()) as AttemptView;
  if (!marked.result?.items.some((i) => !i.correct)) throw new Error('no missed question');

  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  // Nothing to report before the answer is checked.
  await expect(page.getByRole('button', { name: 'Report a problem with this question' })).toHaveCount(0);
  await page.getByRole('radio', { name: rightOption(await legend(page)), exact: true }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText('Correct', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Report a problem with this question' }).click();
  const form = page.getByRole('form', { name: 'What is wrong?' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose what is wrong with the question.');
  await form.getByRole('radio', { name: 'The question or options are unclear' }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: THANKS })).toBeVisible();
});
