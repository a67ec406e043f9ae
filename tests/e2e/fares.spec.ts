import { euro, readMeter } from '../../src/shared/fares.ts';
import { momentAt, PRESETS, tripMinutes } from '../../src/client/features/fares/meter-timeline.ts';
import { expectAccessible, payingLearner } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 33 on a phone: watch a trip on the meter, do a drill of ten, see a worked answer, find the score on the dashboard. */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a learner watches a trip, does a drill of ten and finds the score on the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await payingLearner(page);

  // From the module 7 reader and from the phone menu.
  await page.goto('/module/7?type=taxi');
  await expect(page.getByRole('link', { name: 'Fares Trainer' }).first()).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Fare drills' }).getByText('No fare drills yet')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Fares Trainer' }).click();
  await expect(page.getByRole('heading', { name: 'Fares Trainer', level: 1 })).toBeVisible();

  // Watch the airport run on a Wednesday morning: standard rate, through Tariff A into Tariff B.
  await page.getByLabel('Start date and time').fill('2026-03-18T10:00');
  await page.getByLabel('Trip', { exact: true }).selectOption('airport');
  await expect(page.getByText('Standard rate (1 on the meter).')).toBeVisible();
  await expectAccessible(page);
  const meter = page.getByRole('group', { name: 'Taximeter' });
  await expect(meter.getByText('€4.40')).toBeVisible();
  await page.getByRole('button', { name: 'Start the meter' }).click();
  await expect(meter.getByRole('listitem').filter({ hasText: 'Tariff A' })).toHaveAttribute('aria-current', 'step', { timeout: 10_000 });
  await expect(meter.getByText('Trip finished')).toBeVisible({ timeout: 20_000 });
  await expect(meter.getByRole('listitem').filter({ hasText: 'Tariff B' })).toHaveAttribute('aria-current', 'step');
  const airport = PRESETS.find((p) => p.id === 'airport');
  if (!airport) throw new Error('no airport trip');
  const fare = euro(readMeter('standard', momentAt(airport.legs, tripMinutes(airport.legs)).segments).meteredCents);
  await expect(meter.getByText(fare)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the meter worked it out' })).toBeVisible();
  await expect(page.getByText(/^Tariff B by distance: [\d.]+ km × €1\.72 = €/)).toBeVisible();
  await expectAccessible(page);

  // A drill of ten, fares typed: the first fare is answered €1.00, below any initial charge, so it is wrong.
  await page.getByRole('tab', { name: 'Drills' }).click();
  await page.getByLabel('Type fare answers in euro instead of choosing from four').check();
  await page.getByRole('button', { name: 'Start a drill of 10' }).click();
  let sawWorkedAnswer = false;
  for (let n = 1; n <= 10; n += 1) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    const amount = page.getByLabel('Your answer in euro');
    if (await amount.isVisible()) await amount.fill('1.00');
    else await page.getByRole('radio').first().check();
    if (n === 1) await expectAccessible(page);
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByText(/^(Correct|Incorrect)$/)).toBeVisible();
    if (!sawWorkedAnswer && (await page.getByText('You answered: €1.00').isVisible())) {
      await expect(page.getByText('Incorrect', { exact: true })).toBeVisible();
      await expect(page.getByText(/^The right answer is: €\d+\.\d\d$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How to work it out' })).toBeVisible();
      await expect(page.getByText(/^Initial charge: €\d\.\d\d\./)).toBeVisible();
      await expect(page.getByText(/^Most the driver may charge: €/)).toBeVisible();
      await expect(page.getByText(/^Where to read it: Manual ed\. 8 \(NTA 2025\), ch\. 7/)).toBeVisible();
      await expectAccessible(page);
      sawWorkedAnswer = true;
    }
    await page.getByRole('button', { name: n === 10 ? 'See your score' : 'Next question' }).click();
  }
  expect(sawWorkedAnswer).toBe(true);
  await expect(page.getByRole('heading', { name: 'Drill complete' })).toBeVisible();
  const scoreText = (await page.getByText(/^You answered \d+ of 10 right\.$/).textContent()) ?? '';
  const right = Number(/(\d+) of 10/.exec(scoreText)?.[1]);
  expect(right).toBeLessThanOrEqual(6);
  await expectAccessible(page);

  // The receipt practice checks what was filled in.
  await page.getByRole('tab', { name: 'Receipts' }).click();
  await page.getByLabel('Printed from the taximeter').check();
  await page.getByRole('button', { name: 'Check the receipt' }).click();
  await expect(page.getByText(/^\d of 6 right$/)).toBeVisible();
  await expect(page.getByText('How it is made: right. The answer is Printed from the taximeter.')).toBeVisible();
  await expectAccessible(page);

  // The score is on the dashboard.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Fare drills' });
  await expect(card.getByText(`Last drill: ${right} of 10 right`)).toBeVisible();
  await expect(card.getByText(/^1 drill finished, best \d+ of 10;/)).toBeVisible();
  await expectAccessible(page);
});
