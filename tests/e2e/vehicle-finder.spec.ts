import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectAccessible, registerAndLogIn } from './fixtures.ts';

const cardNames = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 });

test('vehicle finder: text, manufacturer, tabs, empty state and shareable URL', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/vehicle-search');
  await expect(page.getByRole('heading', { name: 'NTA Approved Vehicles' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Taxi Suitable' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  // The Taxi tab leaves out a limousine-only model and a hackney-only one.
  await page.getByLabel('Search by manufacturer or model').fill('town car');
  await expect(page).toHaveURL(/q=town\+car/);
  await expect(page.getByText('No vehicles match your search criteria.')).toBeVisible();
  await page.getByLabel('Search by manufacturer or model').fill('v-class');
  await expect(page).toHaveURL(/q=v-class/);
  await expect(page.getByText('No vehicles match your search criteria.')).toBeVisible();
  await page.getByRole('tab', { name: 'Hackney Suitable' }).click();
  await expect(page).toHaveURL(/tab=hackney/);
  await expect(page.getByRole('heading', { name: 'Mercedes-Benz V-Class', exact: true })).toBeVisible();
  await page.getByLabel('Search by manufacturer or model').fill('town car');
  await expect(page).toHaveURL(/q=town\+car/);
  await expect(page.getByText('No vehicles match your search criteria.')).toBeVisible();
  await page.getByRole('tab', { name: 'Limousine Suitable' }).click();
  await expect(page).toHaveURL(/tab=limousine/);
  await expect(page.getByRole('heading', { name: 'Lincoln Town Car', exact: true })).toBeVisible();

  // Two changes in a row both stick (the race of issue 17).
  await page.getByRole('tab', { name: 'Taxi Suitable' }).click();
  await page.getByLabel('Search by manufacturer or model').fill('corolla');
  await page.getByLabel('Manufacturer', { exact: true }).selectOption('Toyota');
  await expect(page).toHaveURL(/q=corolla/);
  await expect(page).toHaveURL(/make=Toyota/);
  await expect(page.getByLabel('Search by manufacturer or model')).toHaveValue('corolla');
  await expect(cardNames(page)).toHaveText(['Toyota Corolla', 'Toyota Corolla Touring Sports']);

  await page.reload();
  await expect(page.getByLabel('Search by manufacturer or model')).toHaveValue('corolla');
  await expect(page.getByLabel('Manufacturer', { exact: true })).toHaveValue('Toyota');
  await expect(page.getByRole('heading', { name: 'Toyota Corolla', exact: true })).toBeVisible();

  await page.getByLabel('Search by manufacturer or model').fill('');
  await expect(page).not.toHaveURL(/q=/);
  await expect(cardNames(page).first()).toContainText('Toyota');
  await expect.poll(async () => (await cardNames(page).allTextContents()).every((n) => n.startsWith('Toyota '))).toBe(true);

  await page.getByRole('tab', { name: 'Limousine Suitable' }).click();
  await page.getByLabel('Manufacturer', { exact: true }).selectOption('');
  await expect(page).not.toHaveURL(/make=/);
  await expect(page.getByRole('tabpanel').getByText('Limo: suitable').first()).toBeVisible();
  await page.getByLabel('Search by manufacturer or model').fill('zzzz-no-such-car');
  await expect(page.getByText('No vehicles match your search criteria.')).toBeVisible();
});
