import type { Page } from '@playwright/test';
import { oneYearAfter } from '../../src/shared/entry-test.ts';
import { rightOption, wrongOption } from '../support/course-answers.ts';
import { expectAccessible, payingLearner } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 18: the Entry Test simulator (two timed parts, navigator, flags, review) and the tracker. */

const legend = async (page: Page) => (await page.getByRole('group').locator('legend').textContent()) ?? '';
const navigator = (page: Page) => page.getByRole('navigation', { name: 'Question navigator' });
const enIe = (iso: string) => iso.split('-').reverse().join('/');

async function partSize(page: Page): Promise<number> {
  const text = (await page.getByRole('heading', { level: 3, name: /^Question \d+ of \d+$/ }).textContent()) ?? '';
  return Number(/of (\d+)$/.exec(text)?.[1]);
}

test('tutorial, navigator, flag, skip, review, two timed parts and per-part results', async ({ page }) => {
  test.setTimeout(150_000);
  await payingLearner(page);
  await page.goto('/practice-tests');
  const card = page.getByRole('region', { name: 'SPSV Entry Test simulation' });
  await card.getByLabel('Area Knowledge for').selectOption('Cork');
  await card.getByRole('button', { name: 'Start Simulation' }).click();
  await expect(page.getByRole('heading', { name: 'How the Entry Test works' })).toBeVisible();
  await expect(page.getByText(/41 of 54 and 27 of 36/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start part 1' }).click();

  await expect(page.getByRole('heading', { name: 'Part 1 of 2: Industry Knowledge' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^5[34]:\d\d$/);
  const size = await partSize(page);
  expect(size).toBeGreaterThanOrEqual(41);
  await expect(navigator(page).getByRole('button')).toHaveCount(size);
  await expect(navigator(page).getByRole('button', { name: 'Question 1, not answered' })).toHaveAttribute('aria-current', 'step');

  // Q1 right, Q2 skipped, Q3 flagged and left, then the rest right.
  await page.getByRole('radio', { name: rightOption(await legend(page)), exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
  await expect(navigator(page).getByRole('button', { name: 'Question 3, not answered, flagged' })).toHaveAttribute('aria-current', 'step');
  await expect(navigator(page).getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expectAccessible(page);
  for (let n = 4; n <= size; n += 1) {
    await navigator(page).getByRole('button', { name: new RegExp(`^Question ${n},`) }).click();
    await page.getByRole('radio', { name: rightOption(await legend(page)), exact: true }).check();
  }
  await expect(page.getByRole('button', { name: 'Review Answers' })).toBeVisible();
  await page.getByRole('button', { name: 'Review Answers' }).click();

  await expect(page.getByRole('heading', { name: 'Review Industry Knowledge' })).toBeVisible();
  await expect(page.getByText(`You have answered ${size - 2} of ${size} questions in this part.`)).toBeVisible();
  const unanswered = page.getByRole('region', { name: 'Not answered (2)' });
  await expect(unanswered.getByRole('button')).toHaveText(['Question 2', 'Question 3']);
  await expect(page.getByRole('region', { name: 'Flagged for review (1)' }).getByRole('button')).toHaveText(['Question 3']);
  await expectAccessible(page);
  await unanswered.getByRole('button', { name: 'Question 2' }).click();
  await expect(page.getByRole('heading', { name: `Question 2 of ${size}` })).toBeVisible();
  await page.getByRole('radio', { name: rightOption(await legend(page)), exact: true }).check();
  await page.getByRole('button', { name: 'Review and end part' }).click();
  await expect(page.getByRole('region', { name: 'Not answered (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'End part' }).click();

  // Part 2 has its own clock; one wrong answer and the rest left blank.
  await expect(page.getByRole('heading', { name: 'Part 2 of 2: Area Knowledge' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^3[56]:\d\d$/);
  const areaSize = await partSize(page);
  await expect(page.getByRole('heading', { name: `Question 1 of ${areaSize}` })).toBeVisible();
  await page.getByRole('radio', { name: wrongOption(await legend(page)), exact: true }).check();
  await page.getByRole('button', { name: 'Review and end part' }).click();
  await expect(page.getByText('Your test is then marked.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'End part' }).click();

  await expect(page.getByRole('heading', { name: 'SPSV Entry Test simulation Results' })).toBeVisible();
  const industry = page.getByRole('region', { name: 'Industry Knowledge', exact: true });
  await expect(industry.getByText(`${size - 1} out of ${size}`)).toBeVisible();
  await expect(industry.getByText('Passed', { exact: true })).toBeVisible();
  await expect(industry.getByText('75% to Pass')).toBeVisible();
  const area = page.getByRole('region', { name: 'Area Knowledge', exact: true });
  await expect(area.getByText(`0 out of ${areaSize}`)).toBeVisible();
  await expect(area.getByText('Not passed', { exact: true })).toBeVisible();
  await expect(area.getByText(`Pass mark: ${Math.ceil(areaSize * 0.75)} of ${areaSize} correct (75%).`)).toBeVisible();
  // One part passed is no combined "Try Again" (issue 32 §9): the retake is the part left, and each part is numbered from 1.
  await expect(page.getByText('Industry Knowledge passed', { exact: true })).toBeVisible();
  await expect(page.getByText('Try Again', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resit Area Knowledge only' })).toBeVisible();
  const areaAnalysis = page.getByRole('region', { name: 'Question Analysis: Area Knowledge' });
  await expect(areaAnalysis.getByRole('listitem')).toHaveCount(areaSize);
  await expect(areaAnalysis.getByRole('listitem').first()).toContainText(/^1\. /);
  await expect(page.getByText(/A part you pass stands for one year/)).toBeVisible();
  await expect(page.getByText(`You scored ${size - 1} out of ${size + areaSize}`, { exact: false })).toBeVisible();
  await expectAccessible(page);
});

test('a recorded sitting shows what is left and by when, and the simulator offers just that part', async ({ page }) => {
  await payingLearner(page);
  await page.goto('/practice-tests');
  const tracker = page.getByRole('region', { name: 'Entry Test tracker' });
  await expect(tracker.getByText(/No sittings recorded yet/)).toBeVisible();
  const satOn = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await tracker.getByLabel('Date of sitting').fill(satOn);
  await tracker.getByRole('group', { name: 'Industry Knowledge' }).getByRole('radio', { name: 'Passed' }).check();
  await tracker.getByRole('group', { name: 'Area Knowledge' }).getByRole('radio', { name: 'Failed' }).check();
  await tracker.getByRole('button', { name: 'Record Sitting' }).click();
  const status = `You have passed Industry Knowledge. Area Knowledge remains: pass it by ${enIe(oneYearAfter(satOn))}, one year after your first sitting on ${enIe(satOn)}.`;
  await expect(tracker.getByText(status)).toBeVisible();
  await expect(tracker.getByText(`${enIe(satOn)}: Industry Knowledge passed, Area Knowledge failed`)).toBeVisible();
  await expect(page.getByText('Sitting recorded')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sit Area Knowledge only' }).click();
  await expect(page.getByText('This sitting: Area Knowledge (Area Knowledge for Dublin).')).toBeVisible();
  await page.getByRole('button', { name: 'Start part 1' }).click();
  await expect(page.getByRole('heading', { name: 'Part 1 of 1: Area Knowledge' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^3[56]:\d\d$/);

  // The dashboard shows the same standing and the unfinished simulation.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Entry Test tracker' }).getByText(status)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Practise it in the Entry Test simulation' })).toHaveAttribute('href', '/practice-tests');
  await expect(page.getByRole('region', { name: 'Continue your test' }).getByRole('link', { name: 'Continue SPSV Entry Test simulation (Dublin)' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('region', { name: 'Entry Test tracker' }).getByRole('button', { name: `Remove the sitting on ${enIe(satOn)}` }).click();
  await expect(page.getByRole('region', { name: 'Entry Test tracker' }).getByText(/No sittings recorded yet/)).toBeVisible();
});
