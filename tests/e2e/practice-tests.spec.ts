import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, payingLearner, registerAndLogIn } from './fixtures.ts';

async function questionText(page: Page) {
  return (await page.getByRole('group').locator('legend').textContent()) ?? '';
}

async function answerFirst(page: Page) {
  await page.getByRole('group').getByRole('radio').first().check();
}

test('take Industry Knowledge, review the results, retake, and see the history', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/practice-tests');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Tests' })).toBeVisible();
  await expect(page.getByText('No attempts yet.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Start Test: Industry Knowledge' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 40' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time remaining' })).toHaveText(/^4[45]:\d\d$/);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page);

  // Next with nothing chosen is refused with the spec's toast.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('No option selected')).toBeVisible();
  await expect(page.getByText('Please select an answer before continuing.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1 of 40' })).toBeVisible();

  const firstQuestion = await questionText(page);
  const secondOption = page.getByRole('group').getByRole('radio').nth(1);
  await secondOption.check();
  const chosen = await secondOption.getAttribute('value');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 40' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 40' })).toBeVisible();
  await expect(page.getByRole('group').getByRole('radio').nth(1)).toBeChecked();
  expect(await page.getByRole('group').getByRole('radio').nth(1).getAttribute('value')).toBe(chosen);

  // An in-progress test survives a reload.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 2 of 40' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  expect(await questionText(page)).toBe(firstQuestion);
  await expect(page.getByRole('group').getByRole('radio').nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  let secondQuestion = '';
  for (let n = 2; n <= 40; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 40` })).toBeVisible();
    if (n === 2) secondQuestion = await questionText(page);
    await answerFirst(page);
    await page.getByRole('button', { name: n === 40 ? 'Complete Test' : 'Next' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Industry Knowledge Results' })).toBeVisible();
  await expect(page.getByText(/^\d+ out of 40 \(\d+%\)$/)).toBeVisible();
  await expect(page.getByText(/^(Passed!|Try Again)$/)).toBeVisible();
  await expect(page.getByText(/You scored \d+ out of 40 \(\d+%\)/)).toBeVisible();
  await expect(page.getByText('80% to Pass')).toBeVisible();
  for (const term of ['Correct', 'Incorrect', 'Accuracy', 'Time spent']) await expect(page.getByText(term, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Explanation:/).first()).toBeVisible();
  await expect(page.getByText(/^Your answer:/).first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Retake Test' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 40' })).toBeVisible();
  await expect(page.getByRole('group').getByRole('radio').first()).not.toBeChecked();
  const retakeFirst: string[] = [];
  for (let n = 1; n <= 2; n += 1) {
    retakeFirst.push(await questionText(page));
    await answerFirst(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  // A fresh draw: the chance of the same first two questions again is 1 in 1,560.
  expect(retakeFirst.join('|')).not.toBe(`${firstQuestion}|${secondQuestion}`);

  // Leaving keeps the attempt on the server: the list offers to continue it.
  await page.getByRole('button', { name: 'Quit Test' }).click();
  await page.getByRole('button', { name: 'Leave Test' }).click();
  const resume = page.getByRole('region', { name: 'Continue your test' });
  await expect(resume.getByText('2 of 40 answered')).toBeVisible();
  await expect(resume.getByRole('link', { name: 'Continue Industry Knowledge' })).toBeVisible();
  const history = page.getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('cell', { name: 'Industry Knowledge' })).toBeVisible();
  await expect(history.getByRole('cell', { name: /^\d+\/40 \(\d+%\)$/ })).toBeVisible();
  await expect(history.getByRole('cell', { name: /^\d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
  const card = page.getByRole('region', { name: 'Practice set: modules 1–3' });
  await expect(card.getByRole('progressbar', { name: /Passed|Need \d+ more correct to pass/ })).toBeVisible();
});

test('a learner who works in Kerry starts Kerry’s own test, and no selector offers Other Counties beside the 26', async ({ page }) => {
  await payingLearner(page, 'BASIC', 'Kerry');
  await page.goto('/practice-tests');
  // Chosen at registration (issue 21 §4): the card and the simulator start on Kerry.
  const county = page.getByLabel('County', { exact: true });
  await expect(county).toHaveValue('Kerry');
  await expect(page.getByLabel('Area Knowledge for')).toHaveValue('Kerry');
  await expect(page.locator('iframe[title="Map of County Kerry"]')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html\?bbox=/);
  await expect(page.getByText('County-Specific Questions Not Available')).toHaveCount(0);
  await expect(page.getByText('36 questions, 36 minutes')).toBeVisible();
  await expectAccessible(page);

  // Every county has its own test (issue 21), so the 26 are the whole choice (issue 32 §9).
  for (const select of [county, page.getByLabel('Area Knowledge for')]) {
    await expect(select.locator('option')).toHaveCount(26);
    await expect(select.locator('option', { hasText: 'Other Counties' })).toHaveCount(0);
  }
  await county.selectOption('Cork');
  await county.selectOption('Kerry');
  await expect(page.getByText('County-Specific Questions Not Available')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start County Test' }).click();
  await expect(page.getByRole('heading', { name: /Kerry Area Knowledge/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1 of 36' })).toBeVisible();
  await expect(page.getByText('County-Specific Questions Not Available')).toHaveCount(0);

  // Module 12 opens on the learner's own county guide, a page at a time, then the general pages (issue 31).
  await page.goto('/module/12');
  await expect(page.getByText('Your county: Kerry')).toBeVisible();
  await expect(page.getByLabel('County guide')).toHaveValue('Kerry');
  const contents = page.getByLabel('Go to page');
  const titles = await contents.locator('option').allTextContents();
  const general = titles.findIndex((t) => /How area knowledge is tested/.test(t));
  expect(general).toBeGreaterThanOrEqual(1);
  await expectAccessible(page);
  await contents.selectOption(String(general));
  await expect(page.getByText('Your county: Kerry')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Your county: Kerry')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'How area knowledge is tested' })).toBeVisible();
});

test('without a county chosen the selector starts on Dublin and opens Dublin’s own test, with no notice', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/practice-tests');
  await expect(page.getByLabel('County', { exact: true })).toHaveValue('Dublin');
  await page.getByRole('button', { name: 'Start County Test' }).click();
  await expect(page.getByRole('heading', { name: /Dublin Area Knowledge/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1 of 36' })).toBeVisible();
  await expect(page.getByText('County-Specific Questions Not Available')).toHaveCount(0);
});

test('the test ends when the timer runs out', async ({ page }) => {
  await payingLearner(page);
  // The page's clock is Playwright's, so the 30 minutes can pass at once.
  await page.clock.install();
  await page.goto('/practice-tests');
  await page.getByRole('button', { name: 'Start Test: Customer Service' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 25' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/answers/0'));
  await answerFirst(page);
  expect((await saved).status()).toBe(200);
  await page.clock.fastForward('30:01');
  await expect(page.getByRole('heading', { name: 'Customer Service Results' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Not answered').first()).toBeVisible();
  await expect(page.getByText(/^Your answer:/).first()).not.toHaveText('Your answer: Not answered');
  await page.getByRole('button', { name: 'Return to Test List' }).click();
  await expect(page.getByRole('table').getByRole('cell', { name: 'Customer Service' })).toBeVisible();
});

test('without a plan the practice tests are locked', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/practice-tests');
  await expect(page.getByRole('heading', { name: 'Unlock Practice Tests' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute('href', '/pricing');
  expect((await page.request.post('/api/attempts', { data: { testId: 1 } })).status()).toBe(402);
});
