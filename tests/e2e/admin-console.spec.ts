import type { Page } from '@playwright/test';
import { API } from '../../src/shared/api-paths.ts';
import { rightOption } from '../support/course-answers.ts';
import { expectAccessible, gotoHydrated, grantAdmin, newLearner, payingLearner, registerAndLogIn, waitForMail } from './fixtures.ts';
import { expect, test } from './test.ts';

/** Issue 22: the owner's console, from a visitor's message and a learner's report to the owner's answers. */

const CUSTOMER_SERVICE = 3;
const sidebar = (page: Page) => page.getByRole('complementary');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** A question the signed-in learner was shown, reported as a learner would from the results. */
async function reportAQuestion(page: Page): Promise<{ id: string; text: string }> {
  const started = await page.request.post(API.attempts, { data: { testId: CUSTOMER_SERVICE } });
  expect(started.status()).toBe(201);
  // A live attempt names its questions by opaque references (issue 27 §2): the results name the bank's.
  const { id: attemptId } = (await started.json()) as { id: string };
  const marked = await page.request.post(API.attemptSubmit(attemptId), { data: {} });
  const item = ((await marked.json()) as { result: { items: { questionId: string; text: string }[] } }).result.items[0];
  if (!item) throw new Error('no question drawn');
  const question = { id: item.questionId, text: item.text };
  const reported = await page.request.post(API.questionReports(question.id), { data: { problem: 'outdated', detail: 'The fare in this question changed last month.' } });
  expect(reported.status()).toBe(201);
  return question;
}

test('an owner replies to a contact message and resolves a learner’s question report; learners are refused', async ({ page }) => {
  test.setTimeout(180_000);

  // Signed out, /admin goes through login like every private page.
  await page.goto('/admin');
  await page.waitForURL(/\/login\?redirectTo=%2Fadmin$/);

  // A visitor writes through the home page's contact form.
  const subject = `Fleet training ${Date.now()}`;
  const visitor = `visitor${Date.now().toString(36)}@example.ie`;
  await gotoHydrated(page, '/#contact');
  const contact = page.locator('#contact');
  // The form hydrates in its own chunk after the page: an empty send proves it is live before typing.
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText('Name is required')).toBeVisible();
  await contact.getByLabel('Name').fill('Niamh Kelly');
  await contact.getByLabel('Email').fill(visitor);
  await contact.getByLabel('Subject').fill(subject);
  await contact.getByLabel('Message').fill('Can five of our drivers share one account?');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByText(/thank you/i).first()).toBeVisible();

  // A paying learner reports a question, and is refused the console.
  const learner = await payingLearner(page);
  const question = await reportAQuestion(page);
  await page.goto('/admin');
  await expect(page.getByText('This page is for the owners of SPSV Prep.')).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: "Owner's console" })).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');

  // The owner, granted by the command, finds the console in the sidebar.
  const owner = await registerAndLogIn(page, newLearner('owner'));
  await grantAdmin(owner.username);
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: "Owner's console" }).click();
  await expect(page.getByRole('heading', { name: "Owner's console", level: 1 })).toBeVisible();
  await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  const unhandled = page.getByRole('listitem').filter({ hasText: 'Unhandled messages' });
  await expect(unhandled.getByText(/^[1-9]\d*$/)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Open question reports' }).getByText(/^[1-9]\d*$/)).toBeVisible();

  // The tabs work from the keyboard: arrows move between them.
  await tab(page, 'Overview').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Learners')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Learners')).toBeFocused();

  // Learners: the learner found by email, with plan and purchase.
  await page.getByLabel('Username or email').fill(learner.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(learner.username) });
  await expect(row).toContainText('Basic');
  await row.getByRole('button', { name: /Show 1 purchase/ }).click();
  await expect(page.getByRole('list', { name: `Purchases of ${learner.username}` })).toContainText('€9.99 via sandbox');

  // Messages: the visitor's message, unhandled; a reply is emailed and kept under it.
  await tab(page, 'Messages').click();
  const message = page.getByRole('article', { name: subject });
  await expect(message.getByText('Unhandled', { exact: true })).toBeVisible();
  await expect(message.getByText('Can five of our drivers share one account?')).toBeVisible();
  await expectAccessible(page);
  const reply = 'Each driver needs an account of their own; we can invoice the company.';
  await message.getByRole('button', { name: 'Send' }).click();
  await expect(message.getByText('write a reply of at least 5 characters')).toBeVisible();
  await message.getByLabel('Reply to Niamh Kelly').fill(reply);
  await message.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(message.getByRole('heading', { name: 'Earlier replies' })).toBeVisible();
  await expect(message.getByText(reply)).toBeVisible();
  await expect(message.getByText(/^Handled/)).toBeVisible();
  await expect(message.getByLabel('Reply to Niamh Kelly')).toHaveValue('');
  const mail = await waitForMail(visitor);
  expect(mail).toContain(`Re: ${subject}`);
  expect(mail.replace(/\r?\n/g, ' ')).toContain('we can invoice the company');
  await message.getByRole('button', { name: `Mark unhandled: ${subject}` }).click();
  await expect(message.getByText('Unhandled', { exact: true })).toBeVisible();

  // Question reports: the question with its keyed answer, the learner's report, resolved with a note.
  await tab(page, 'Question reports').click();
  const group = page.getByRole('article', { name: new RegExp(`Question ${question.id}\\b`) });
  await expect(group.getByText(question.text, { exact: true })).toBeVisible();
  await expect(group.getByRole('listitem').filter({ hasText: 'Keyed answer' })).toContainText(rightOption(question.text));
  const report = group.getByRole('row', { name: new RegExp(learner.username) });
  await expect(report).toContainText('A fact or figure is out of date');
  await expect(report).toContainText('The fare in this question changed last month.');
  await expectAccessible(page);
  await group.getByRole('radio', { name: /Fixed/ }).check();
  await group.getByLabel('Note (required)').fill('Updated the fare to the 2026 order.');
  await group.getByRole('button', { name: 'Resolve' }).click();
  await expect(group.getByText('All resolved')).toBeVisible();
  await expect(report).toContainText('Updated the fare to the 2026 order.');
  await expect(group.getByRole('button', { name: 'Resolve' })).toHaveCount(0);

  // Coverage: the manual's syllabus chapter by chapter, with the share of core points taught and asked (issue 29).
  await tab(page, 'Coverage').click();
  await expect(page.getByRole('heading', { name: 'Syllabus coverage', level: 2 })).toBeVisible();
  const fares = page.getByRole('row', { name: /^07 Fares/ });
  await expect(fares.getByRole('cell').first()).toHaveText(/^\d+$/);
  await expect(fares.getByRole('cell').nth(1)).toHaveText(/^\d+ \(\d+%\)$/);
  await expect(page.getByRole('row', { name: /^All chapters/ })).toBeVisible();
  await expectAccessible(page);

  // The audit log has both actions, by this owner.
  await tab(page, 'Audit log').click();
  await expect(page.getByRole('row', { name: new RegExp(`${owner.username} Resolved question reports question ${question.id}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${owner.username} Replied to a message .* to ${visitor}`) })).toBeVisible();
});
