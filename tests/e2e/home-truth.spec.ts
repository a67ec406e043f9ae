import { expectAccessible, gotoHydrated } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 32 §7 and §10: the home page claims only what the course does, and sells what it has. */

test.use({ viewport: { width: 390, height: 844 } });

test('the home page makes no claim it cannot show and names what the course has', async ({ page }) => {
  await gotoHydrated(page, '/');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Gone: a ranking nobody measured, the old five-cities county offer, the 80-question mock as the headline, made-up quotes.
  await expect(main).not.toContainText("Ireland's leading");
  await expect(main).not.toContainText('Ireland’s leading');
  await expect(main).not.toContainText(/Dublin, Cork, Galway, Limerick and Waterford/);
  await expect(main).not.toContainText(/general test for every other county/);
  await expect(main).not.toContainText(/80-question/);
  await expect(main).not.toContainText(/Sample testimonials/i);
  await expect(main.locator('blockquote')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Rated .* out of 5/ })).toHaveCount(0);

  // What the course has, by name.
  const features = page.locator('#features');
  for (const name of ['An Entry Test simulator', 'All 26 counties', 'Spaced review', 'Readiness', 'Study offline', 'Read-aloud and plain English']) {
    await expect(features.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.locator('#testimonials').getByRole('heading', { level: 2 })).toHaveText('Made for the way you study');
  await expect(page.getByRole('link', { name: 'Try it free' })).toHaveAttribute('href', '/taster');
  await expectAccessible(page);

  // The FAQ tells the truth about installing it.
  const faq = page.locator('#faq');
  await faq.getByRole('button', { name: 'Can I study on my phone?' }).click();
  await expect(faq).toContainText('Add to Home screen');
  await expect(faq).not.toContainText(/nothing to install/i);
});

test('Help and Support says the app can be installed', async ({ page }) => {
  await gotoHydrated(page, '/support');
  await expect(page.getByRole('main')).not.toContainText(/no app to install/i);
  await expect(page.getByRole('main')).toContainText('Add to Home screen');
});

test('the footer’s Resources open the official SPSV manual at the NTA’s own address, in a new tab', async ({ page }) => {
  await gotoHydrated(page, '/');
  const manual = page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: /Official SPSV manual/ });
  await expect(manual).toHaveAttribute('href', /^https:\/\/www\.nationaltransport\.ie\//);
  await expect(manual).toHaveAttribute('target', '_blank');
  await expect(manual).toHaveAttribute('rel', 'noopener noreferrer');
});
