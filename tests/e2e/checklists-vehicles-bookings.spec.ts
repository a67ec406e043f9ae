import fs from 'node:fs';
import { expect, test } from './test.ts';
import { expectAccessible, newLearner, registerAndLogIn } from './fixtures.ts';

test('checklist ticks are kept after saving and reloading, and download as [X]/[ ] lines', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/checklists');
  await expect(page.getByRole('tab', { name: 'Driver Licence' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);

  await page.getByLabel('Garda vetting', { exact: true }).check();
  await page.getByLabel('Tax clearance', { exact: true }).check();
  await expect(page.getByText(/2 of \d+ done/)).toBeVisible();
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText('Checklist saved')).toBeVisible();
  await expect(page.getByText('Your checklist progress has been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Garda vetting', { exact: true })).toBeChecked();
  await expect(page.getByLabel('Tax clearance', { exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Three identical passport photographs/ })).not.toBeChecked();

  // A tick that is not saved is lost on reload, after the browser's own warning (issue 32 §9).
  await page.getByRole('checkbox', { name: /Three identical passport photographs/ }).check();
  const warned: string[] = [];
  page.once('dialog', (dialog) => {
    warned.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(warned).toEqual(['beforeunload']);
  await expect(page.getByRole('checkbox', { name: /Three identical passport photographs/ })).not.toBeChecked();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await (await downloadPromise).path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toContain('[X] Garda vetting');
  expect(text).toContain('[X] Tax clearance');
  expect(text).toMatch(/\[ \] Three identical passport photographs/);
  expect(text.split('\n').filter((l) => l.startsWith('[')).every((l) => /^\[(X| )\] /.test(l))).toBe(true);

  // The tooltip opens on keyboard focus.
  await page.getByRole('button', { name: 'Tip: Garda vetting' }).focus();
  await expect(page.getByRole('tooltip')).toContainText('12 weeks');
});

test('a limousine learner sees the limousine fee table and notes', async ({ page }) => {
  await registerAndLogIn(page, newLearner('limo'), undefined, 'limousine');
  await page.goto('/checklists');
  await page.getByRole('tab', { name: 'Vehicle Licence' }).click();
  const fees = page.getByRole('table');
  await expect(fees.getByRole('row', { name: /Initial licence fee/ })).toContainText('€1000');
  await expect(fees.getByRole('row', { name: /Renewal fee/ })).toContainText('€150');
  await expect(fees.getByRole('row', { name: /Suitability test every/ })).toContainText('6 months');
  await expect(fees.getByRole('row', { name: /Taximeter/ })).toHaveCount(0);
  await expect(page.getByText('Limousine: a one-off €1000 initial fee, €150 annual renewal, and suitability tests every 6 months.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Approved vehicle models (examples)' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/vehicle-search');
  await expect(page.getByRole('tab', { name: 'Limousine Suitable' })).toHaveAttribute('aria-selected', 'true');
});

test('bookings: both tabs, official links open in a new tab', async ({ page }) => {
  await registerAndLogIn(page);
  await page.goto('/bookings');
  await expect(page.getByText('Book driver tests at least 7 days ahead.')).toBeVisible();
  await expect(page.getByText(/at least 14 days/)).toBeVisible();
  await expect(page.getByText(/within 21 days/)).toBeVisible();
  // Issue 32 §9: a learner with no test booked starts on the SPSV tab.
  await expect(page.getByRole('tab', { name: 'SPSV Test Bookings' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'NCT Bookings' }).click();
  const nctLinks = page.getByRole('tabpanel').getByRole('link', { name: /Book an NCT/ });
  await expect(nctLinks).toHaveCount(12);
  await expect(nctLinks.first()).toHaveAttribute('target', '_blank');
  await expect(nctLinks.first()).toHaveAttribute('rel', /noopener/);
  // No made-up "sample availability" beside real centres (issue 32 §9).
  await expect(page.getByText('Sample availability')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'SPSV Test Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Booking the SPSV Driver Entry Test' })).toBeVisible();
  await expect(page.getByText(/54 questions in 54 minutes/)).toBeVisible();
  const points = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
  await expect(points).toHaveCount(10);
  const spsvLinks = page.getByRole('tabpanel').getByRole('link', { name: /opens in a new tab/ });
  await expect(spsvLinks).toHaveCount(10);
  for (const link of await spsvLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  // Each point shows its own contacts, not one shared number, and none says only "check opening hours".
  await expect(page.getByRole('tabpanel').getByText('(01) 879 8300')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('01 413 5951')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/Check opening hours/)).toHaveCount(0);
  await expectAccessible(page);
});
