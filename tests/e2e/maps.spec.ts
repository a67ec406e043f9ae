import type { Page } from '@playwright/test';
import { expectAccessible, mapDrillAnswers, payingLearner } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 34 on a phone: Dublin's study map with hospitals only, a tap on one, a drill of five, and the miss in review. */

test.use({ viewport: { width: 390, height: 844 } });

// A 1 × 1 fully transparent PNG: the tile server is never reached, as when it is blocked or the phone is offline.
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4//8/AwAI/AL+p5qgoAAAAABJRU5ErkJggg==', 'base64');

async function blankTiles(page: Page): Promise<{ count: () => number }> {
  let tiles = 0;
  await page.route('https://tiles.e2e.invalid/**', (route) => {
    tiles += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
  });
  return { count: () => tiles };
}

const markers = (page: Page) => page.locator('.map-canvas path.leaflet-interactive');
const LETTERS = ['a', 'b', 'c', 'd'];

test('open Dublin’s map, filter to hospitals, tap one; a drill of five marked on the server; the place missed is in review', async ({ page }) => {
  test.setTimeout(120_000);
  const tiles = await blankTiles(page);
  await payingLearner(page, 'BASIC', 'Dublin');
  await page.goto('/maps');
  await expect(page.getByRole('heading', { name: 'Maps', level: 1 })).toBeVisible();
  await expect(page.getByLabel('County')).toHaveValue('Dublin');
  const map = page.getByRole('region', { name: /^Map of Dublin: \d+ places shown$/ });
  await expect(map).toBeVisible();
  // Towns are drawn and named even with blank tiles.
  await expect(map.getByText('Tallaght', { exact: true })).toBeVisible();
  expect(tiles.count()).toBeGreaterThan(0);

  // Hospitals only: every other group off.
  const filters = page.getByRole('group', { name: 'Show on the map' });
  for (const box of await filters.getByRole('checkbox').all()) {
    const label = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
    if (label !== 'Hospitals') await box.uncheck();
  }
  await expect(page.getByRole('region', { name: /^Map of Dublin: \d+ places shown$/ })).toHaveAccessibleName(/: (9|1\d) places shown$/);
  const shown = await page.getByRole('list', { name: 'Places on the map' }).getByRole('button').allTextContents();
  expect(shown.every((name) => /hospital|emergency|injury unit/i.test(name))).toBe(true);
  // The last marker drawn is on top of any it overlaps.
  await markers(page).last().click();
  const details = page.locator('section[aria-label]').filter({ has: page.getByRole('heading', { level: 3 }) }).last();
  await expect(details.getByText(/Hospital/).first()).toBeVisible();
  await expect(details.getByText(/^Source: /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // A drill of five on hospitals: the first answered by tapping its marker, the rest from the list.
  await page.getByRole('tab', { name: 'Map drills' }).click();
  await page.getByLabel('Places to drill').selectOption({ label: 'Hospitals' });
  await page.getByRole('button', { name: 'Start a map drill of 5' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('drill') ?? '';
  const keys = await mapDrillAnswers(sessionId);
  expect(keys).toHaveLength(5);
  let missed = 0;
  for (const { position, answer, place_id } of keys) {
    await expect(page.getByRole('heading', { name: `Question ${position + 1} of 5` })).toBeVisible();
    // Miss every drill about a place, so it comes back in review; get the others right.
    const pick = place_id ? LETTERS[(LETTERS.indexOf(answer) + 1) % 4] : answer;
    if (place_id) missed += 1;
    const radios = page.getByRole('group', { name: /Or choose the marker here|Your answer/ }).getByRole('radio');
    const prompt = await page.locator('p.text-xl').textContent();
    if (prompt?.startsWith('Tap ')) {
      // Leaflet draws the four markers in option order: tapping one chooses it.
      await markers(page).nth(LETTERS.indexOf(pick ?? 'a')).dispatchEvent('click');
      await expect(radios.nth(LETTERS.indexOf(pick ?? 'a'))).toBeChecked();
    } else {
      await radios.nth(LETTERS.indexOf(pick ?? 'a')).check();
    }
    if (position === 0) await expectAccessible(page);
    await page.getByRole('button', { name: 'Check answer' }).click();
    const verdict = page.getByRole('status').filter({ hasText: /Correct|Not quite/ });
    await expect(verdict).toContainText(place_id ? 'Not quite' : 'Correct');
    await expect(page.getByText('(right answer)')).toBeVisible();
    await verdict.getByRole('button').click();
  }
  expect(missed).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: `${5 - missed} out of 5 right` })).toBeVisible();
  await expectAccessible(page);

  // The places missed come back in review as the course's questions about them.
  await page.getByRole('link', { name: 'Review', exact: true }).last().click();
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
});

test('map reading: the lesson, and a grid-square drill answered from the list', async ({ page }) => {
  test.setTimeout(90_000);
  await blankTiles(page);
  await payingLearner(page, 'BASIC', 'Galway');
  await page.goto('/maps?tab=reading');
  await expect(page.getByRole('heading', { name: 'Reading a map' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grid references' })).toBeVisible();
  await page.getByRole('button', { name: 'Start a map-reading drill of 5' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 5' })).toBeVisible();
  const keys = await mapDrillAnswers(new URL(page.url()).searchParams.get('drill') ?? '');
  for (const { position, answer } of keys) {
    await expect(page.getByRole('heading', { name: `Question ${position + 1} of 5` })).toBeVisible();
    const prompt = (await page.locator('p.text-xl').textContent()) ?? '';
    if (prompt.startsWith('In which grid square')) await expect(page.locator('.map-grid-label').first()).toBeVisible();
    await page.getByRole('group', { name: 'Your answer' }).getByRole('radio').nth(LETTERS.indexOf(answer)).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Correct' })).toBeVisible();
    await page.getByRole('button', { name: position === 4 ? 'See your score' : 'Next question' }).click();
  }
  await expect(page.getByRole('heading', { name: '5 out of 5 right' })).toBeVisible();
  await expectAccessible(page);
});

test('the county study page opens its map on request', async ({ page }) => {
  await blankTiles(page);
  await payingLearner(page, 'BASIC', 'Cork');
  await page.goto('/module/12');
  await expect(page.getByText('Your county: Cork')).toBeVisible();
  await page.getByRole('button', { name: 'Show Cork on the map' }).click();
  await expect(page.getByRole('region', { name: /^Map of Cork: \d+ places shown$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Drill Cork on the map' })).toHaveAttribute('href', '/maps?county=Cork&tab=drills');
});
