import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, gotoHydrated, storedContactMessages } from './fixtures.ts';

const SECTION_ORDER = ['features', 'training', 'pricing', 'about', 'contact'];

/** Fails the test on any console error, such as a hydration mismatch. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test('the home page has every section in order and hydrates without errors', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
  const positions = SECTION_ORDER.map((id) => ids.indexOf(id));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  // The spec's testimonials slot says what the course offers; no made-up quotes (issue 32 §7).
  await expect(page.locator('#testimonials').getByRole('heading', { level: 2, name: 'Made for the way you study' })).toBeVisible();
  await expect(page.getByText('Module 5: Working as an SPSV Operator')).toBeVisible();
  for (const [title, count] of [['Taxi', 12], ['Hackney', 10], ['Limousine', 8], ['Wheelchair Accessible', 14], ['Vehicle Requirements', 6], ['Test Preparation', 15]] as const) {
    await expect(page.locator('#training').getByText(`${count} modules`).first(), title).toBeVisible();
  }
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('pricing highlights STANDARD first and a click goes to checkout', async ({ page }) => {
  await gotoHydrated(page, '/#pricing');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByRole('button', { pressed: true })).toContainText('Standard');
  await pricing.getByRole('button', { name: /Premium/ }).click();
  await expect(page).toHaveURL(/\/checkout\?plan=PREMIUM$/);
});

test('the closing call to action scrolls to pricing', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('header links scroll on / and work from another route; the mobile menu closes on choice', async ({ page }) => {
  await gotoHydrated(page, '/pricing');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page.locator('#about')).toBeInViewport();
});

test('the contact form validates, confirms, stores and resets', async ({ page }) => {
  await gotoHydrated(page, '/#contact');
  const contact = page.locator('#contact');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText('Name is required')).toBeVisible();
  await expect(contact.getByText('Subject is required')).toBeVisible();
  await expect(contact.getByText('Message is required')).toBeVisible();

  const subject = `Group rates ${Date.now()}`;
  await contact.getByLabel('Name').fill('Aoife Byrne');
  await contact.getByLabel('Email').fill('aoife@example.ie');
  await contact.getByLabel('Subject').fill(subject);
  await contact.getByLabel('Message').fill('Do you offer a discount for a taxi company training five drivers?');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText(/thank you/i).first()).toBeVisible();
  expect(await storedContactMessages(subject)).toEqual([
    { name: 'Aoife Byrne', email: 'aoife@example.ie', message: 'Do you offer a discount for a taxi company training five drivers?', source: 'home' },
  ]);
  await contact.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(contact.getByLabel('Name')).toHaveValue('');
  await expect(contact.getByLabel('Subject')).toHaveValue('');
});

test('the FAQ opens one item at a time and collapses', async ({ page }) => {
  await gotoHydrated(page, '/');
  const faq = page.locator('#faq');
  const items = faq.getByRole('button');
  await items.nth(0).click();
  await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await items.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(items.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await items.nth(1).click();
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
});

test('every public page passes axe and has its own title and canonical link', async ({ page }) => {
  for (const path of ['/pricing', '/privacy', '/terms', '/cookies', '/support', '/login', '/register', '/forgot-password', '/taster']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expectAccessible(page);
  }
});

test('footer resources open in a new tab without an opener', async ({ page }) => {
  await page.goto('/');
  const resources = page.getByRole('navigation', { name: 'Resources' }).getByRole('link');
  await expect(resources).toHaveCount(5);
  for (const link of await resources.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

// Issue 35 §3: a visitor's load of any public page breaks no content-security rule (zod's eval
// probe did on the form pages) and logs no error, not even an expected 401 (the user call on
// /support and /glossary did): Lighthouse's best-practices score counts both.
test('no public page breaks the content-security policy or logs an error for a visitor', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    // The violations are kept on window for page.evaluate to read back; Window has no such field, hence the cast.
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const errors = watchConsole(page);
  for (const path of ['/', '/pricing', '/login', '/register', '/forgot-password', '/glossary', '/support', '/privacy', '/terms', '/cookies', '/taster']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The forms validate with zod: give one an input so its schema runs.
    if (path === '/login') {
      await page.getByLabel('Username').fill('someone');
      await page.getByRole('button', { name: /sign in|log in/i }).first().click();
      await page.waitForLoadState('networkidle');
    }
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), path).toEqual([]);
    expect(errors, path).toEqual([]);
  }
});
