import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '../../src/shared/api-paths.ts';
import type { AttemptView } from '../../src/shared/schemas/attempts.ts';
import type { Readiness } from '../../src/shared/schemas/review.ts';
import { courseQuestion, rightOption } from '../support/course-answers.ts';
import { finishAttempt } from '../support/e2e-attempts.ts';
import { expectAccessible, payingLearner } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 32 §5 and §6, on a phone: practice that leads with the real test, and drilling what the learner gets wrong. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const legend = async (page: Page) => (await page.getByRole('group').locator('legend').textContent()) ?? '';

/** Sits Area Knowledge alone in the simulator through the API: the first `right` questions right, the rest wrong. */
async function sitAreaOnly(request: APIRequestContext, right: number): Promise<AttemptView> {
  const view = (await (await request.post(API.attempts, { data: { testId: 100, county: 'Dublin', part: 'area' } })).json()) as AttemptView;
  for (const q of view.questions) {
    const bank = courseQuestion(q.text);
    const key = q.options.indexOf(bank.options[bank.answer] ?? '');
    expect((await request.put(API.attemptAnswer(view.id, q.position), { data: { selected: q.position < right ? key : (key + 1) % 4 } })).status()).toBe(200);
  }
  return (await (await request.post(API.attemptSubmit(view.id), { data: {} })).json()) as AttemptView;
}

test('the practice page leads with the Entry Test and each part at 75%, and charts each test against its own mark', async ({ page }) => {
  test.setTimeout(120_000);
  await payingLearner(page);
  await page.goto('/practice-tests');
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections.first()).toBeVisible();
  const titles = await sections.allTextContents();
  expect(titles.indexOf('The real Entry Test')).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf('The real Entry Test')).toBeLessThan(titles.indexOf('Practice sets'));
  const simulator = page.getByRole('region', { name: 'SPSV Entry Test simulation' });
  await expect(simulator.getByText('Industry Knowledge only (54 in 54 minutes, 75%)')).toBeVisible();
  await expect(simulator.getByText('Area Knowledge only (36 in 36 minutes for your county, 75%)')).toBeVisible();
  await expect(page.getByText('The real pass mark is 75% per module. Practice sets ask 80%, for a margin on the day.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Practice set: modules 1–3' }).getByRole('button', { name: 'Start Test: Industry Knowledge' })).toBeVisible();
  await expectAccessible(page);

  // 28 of 36 (78 %) passes the Entry Test's 75 % though not the practice 80 %; a practice set at 84 %.
  const area = await sitAreaOnly(page.request, 28);
  expect(area.result?.passed).toBe(true);
  await finishAttempt(page.request, 3, 21);
  await page.reload();
  const history = page.getByRole('table');
  await expect(history.getByRole('row').nth(2)).toContainText('SPSV Entry Test simulation');
  await expect(history.getByRole('row').nth(2)).toContainText('Pass');
  const chart = page.getByRole('region', { name: 'Your Scores Over Time' });
  await expect(chart.getByText(/The dashed line is this test's pass mark, 80%\./)).toBeVisible();
  await chart.getByLabel('Show scores for').selectOption({ label: 'SPSV Entry Test simulation' });
  await expect(chart.getByText(/Latest: 78% in SPSV Entry Test simulation.*pass mark, 75%\./)).toBeVisible();
  // The chart's own line moves with it (the chart is drawn for sighted learners; the caption says the same).
  await expect(chart.getByText('75% to Pass')).toBeAttached();
  await expect(chart.getByText('80% to Pass')).toHaveCount(0);
  await expectAccessible(page);

  // Each part alone, timed as on the day.
  await simulator.getByRole('button', { name: 'Sit Industry Knowledge only' }).click();
  await expect(page.getByText('This sitting: Industry Knowledge', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Start part 1' }).click();
  await expect(page.getByRole('heading', { name: 'Part 1 of 1: Industry Knowledge' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^5[34]:\d\d$/);
});

test('a past sitting opens from the history; Wrong only, Retry my mistakes and Drill my weakest module', async ({ page }) => {
  test.setTimeout(150_000);
  await payingLearner(page);
  const sat = await finishAttempt(page.request, 3, 22);
  const marked = (await (await page.request.get(API.attempt(sat.id))).json()) as AttemptView;
  const missed = (marked.result?.items ?? []).filter((i) => !i.correct).map((i) => i.text);
  expect(missed).toHaveLength(3);

  await page.goto('/practice-tests');
  await page.getByRole('table').getByRole('link', { name: 'Customer Service' }).click();
  await expect(page).toHaveURL(new RegExp(`attempt=${sat.id}`));
  await expect(page.getByRole('heading', { name: 'Customer Service Results' })).toBeVisible();
  const analysis = page.getByRole('region', { name: 'Question Analysis' });
  await expect(analysis.getByRole('listitem')).toHaveCount(25);
  await analysis.getByRole('checkbox', { name: 'Wrong only' }).check();
  await expect(analysis.getByRole('listitem')).toHaveCount(3);
  await expect(analysis.getByText('Showing the 3 you got wrong or left out, of 25.')).toBeVisible();
  await expect(analysis.getByRole('listitem').first()).toContainText('23.');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Retry my mistakes (3)' }).click();
  await expect(page.getByRole('heading', { name: 'Retry my mistakes', level: 2 })).toBeVisible();
  const asked: string[] = [];
  for (let n = 1; n <= 3; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 3` })).toBeVisible();
    const text = await legend(page);
    asked.push(text);
    await page.getByRole('radio', { name: rightOption(text), exact: true }).check();
    await page.getByRole('button', { name: n === 3 ? 'Complete Test' : 'Next' }).click();
  }
  expect(asked.sort()).toEqual([...missed].sort());
  await expect(page.getByRole('heading', { name: 'Retry my mistakes Results' })).toBeVisible();
  await expect(page.getByText(/^3 out of 3/)).toBeVisible();
  // Nothing left to retry, and no "retake" of a retry.
  await expect(page.getByRole('button', { name: /Retry my mistakes/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retake Test' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Return to Test List' }).click();
  const readiness = (await (await page.request.get(`${API.readiness}?county=Dublin`)).json()) as Readiness;
  const weakest = readiness.modules[0]?.moduleId;
  const drill = page.getByRole('region', { name: 'Drill what you get wrong' });
  await expect(drill.getByText(`Module ${weakest},`, { exact: false })).toBeVisible();
  await expectAccessible(page);
  await drill.getByRole('button', { name: 'Drill my weakest module' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Module ${weakest} quiz`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
});
