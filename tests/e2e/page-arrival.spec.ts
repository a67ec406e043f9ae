import type { Page } from '@playwright/test';
import { expectAccessible, gotoHydrated, newLearner, registerAndLogIn } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 32 §1: on a phone, every page opens at its top with focus on its heading; back returns to where the learner was. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The new page is drawn, at its top, its main heading holding focus (so a screen reader starts there). */
async function arrivedAtTop(page: Page, heading: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  await expect(h1).toBeFocused();
  await expect(h1).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
}

test('after registering, the page it lands on opens at the top with its form in view', async ({ page }) => {
  const learner = newLearner('arrive');
  await gotoHydrated(page, '/register?plan=BASIC');
  // The first load takes no focus from the page.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByLabel(/I accept the/).check();
  const create = page.getByRole('button', { name: 'Create account' });
  await create.scrollIntoViewIfNeeded();
  // The button sits well down the page on a phone: the old page was scrolled when it was pressed.
  expect(await scrollY(page)).toBeGreaterThan(200);
  await create.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/register'));
  await create.waitFor({ state: 'detached' });

  // Registration signs the learner in and goes to the chosen plan's checkout (issue 32 §9), or to
  // the login form where it does not: either way the page opens at the top, its form in view.
  if (new URL(page.url()).pathname === '/login') {
    await arrivedAtTop(page, /log in/i);
    await expect(page.getByLabel('Username')).toBeInViewport();
  } else {
    await arrivedAtTop(page, 'Checkout');
    await expect(page.getByLabel('Card number')).toBeInViewport();
  }
  await expectAccessible(page);
});

test('choosing a plan opens the checkout at the top; back returns to the plan where it was', async ({ page }) => {
  await registerAndLogIn(page);
  await gotoHydrated(page, '/pricing');
  const choose = page.getByRole('link', { name: 'Choose Premium' });
  await choose.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(200);
  await choose.click();
  await page.waitForURL(/\/checkout\?plan=PREMIUM/);
  await arrivedAtTop(page, 'Checkout');
  await expect(page.getByLabel('Card number')).toBeInViewport();

  await page.goBack();
  await page.waitForURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeFocused();
  await expect.poll(() => scrollY(page)).toBe(before);
  await expect(page.getByRole('link', { name: 'Choose Premium' })).toBeInViewport();
});

