import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { API } from '../../src/shared/api-paths.ts';
import { expectAccessible, gotoHydrated } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 32 §7: a free taster, without an account, marked on the server, never a paid question. */

const TASTER = parseYaml(fs.readFileSync(path.resolve(import.meta.dirname, '../../content/data/taster.yaml'), 'utf8')) as {
  questions: { text: string; options: string[]; answer: number; explanation: string }[];
};

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor opens the free taster from the home page, reads a course page and has ten questions marked', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Try it free' }).click();
  await expect(page).toHaveURL(/\/taster$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Try SPSV Prep free' })).toBeVisible();
  await expect(page.getByText('Sample page from Module 2: SPSV Driver Licensing')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your road to an SPSV driver licence' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Key Points to Remember' })).toBeVisible();
  const questions = page.getByRole('group', { name: /^Question \d+ of 10/ });
  await expect(questions).toHaveCount(10);
  await expectAccessible(page);

  // Seven right, two wrong, one left out. The browser never had the keys: they come from the public file.
  for (const [i, q] of TASTER.questions.entries()) {
    if (i === 9) break;
    const pick = i < 7 ? q.answer : (q.answer + 1) % 4;
    await questions.nth(i).getByRole('radio', { name: q.options[pick], exact: true }).check();
  }
  await expect(page.getByText('9 of 10 answered')).toBeVisible();
  const marked = page.waitForResponse((r) => r.url().endsWith(API.tasterAnswers) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Check my answers' }).click();
  expect((await marked).status()).toBe(200);

  await expect(page.getByRole('heading', { name: 'You scored 7 out of 10' })).toBeFocused();
  const wrong = TASTER.questions[7];
  if (!wrong) throw new Error('the taster has fewer than ten questions');
  await expect(page.getByText(wrong.explanation)).toBeVisible();
  await expect(page.getByText(`Correct answer: ${wrong.options[wrong.answer] ?? ''}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Your answer: Not answered')).toBeVisible();
  await expect(page.getByText(/^Source: .+ · Checked /).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await expectAccessible(page);

  // No horizontal scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

test('the taster page is pre-rendered for crawlers and needs no account', async ({ page }) => {
  const res = await page.request.get('/taster');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Try SPSV Prep free');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/taster"/);
  // The keys never travel before marking, not even in the page.
  expect(html).not.toContain(TASTER.questions[0]?.explanation ?? 'missing');
  expect((await page.request.get(API.user)).status()).toBe(401);
});
