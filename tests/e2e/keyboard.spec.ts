import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { gotoHydrated, newLearner } from './fixtures.ts';

/** Presses Tab until the focused element's accessible text matches, as a keyboard user would. */
async function tabTo(page: Page, name: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '';
      const text = ['A', 'BUTTON'].includes(el.tagName) ? (el.textContent ?? '') : '';
      return `${el.getAttribute('aria-label') ?? ''} ${labelled ?? ''} ${text}`.trim();
    });
    if (name.test(label)) return;
  }
  throw new Error(`could not reach ${name} with the keyboard`);
}

test('a learner signs up, signs in and saves a checklist with the keyboard alone', async ({ page }) => {
  const learner = newLearner('keys');
  await gotoHydrated(page, '/register');
  await tabTo(page, /^Username/);
  await page.keyboard.type(learner.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(learner.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(learner.password);
  await page.keyboard.press('Tab');
  await page.keyboard.type(learner.password);
  await tabTo(page, /I accept the/);
  await page.keyboard.press('Space');
  await tabTo(page, /^Create account$/);
  await page.keyboard.press('Enter');
  // Registration signs the learner in (issue 32 §9).
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await tabTo(page, /^Checklists$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Checklists' })).toBeVisible();
  await tabTo(page, /^Garda vetting$/);
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Garda vetting', { exact: true })).toBeChecked();
  await tabTo(page, /Save Progress/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Checklist saved')).toBeVisible();

  // Tabs move with the arrow keys.
  await page.getByRole('tab', { name: 'Driver Licence' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Vehicle Licence' })).toHaveAttribute('aria-selected', 'true');
});
