import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe violation on the page as it is now (DESIGN.md §10). */
export async function expectAccessible(page: Page): Promise<void> {
  // Measure settled colours: a toast fading in or out is briefly low-contrast by design. Waiting
  // for running animations is not enough (a toast can start fading out while axe reads it), so
  // axe reads the page as a reduced-motion user sees it, where toasts do not fade (sonner's CSS).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

const MAIL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5123) + 1}`;

/** The newest mail the SMTP catcher received for an address. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${MAIL_URL}/?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { raw: string }[];
    const last = mails.at(-1);
    if (last) return last.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let counter = 0;
export function newLearner(prefix = 'e2e') {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username, email: `${username}@example.ie`, password: 'safe-pass-123' };
}

/** Registers through the UI, which signs the learner in (issue 32 §9); ends on the page it lands on. */
export async function registerAndLogIn(page: Page, learner = newLearner(), plan?: string, vehicleType?: string, county?: string) {
  await gotoHydrated(page, plan ? `/register?plan=${plan}` : '/register');
  await page.getByLabel('Username').fill(learner.username);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  if (vehicleType) await page.getByLabel('Vehicle type').selectOption(vehicleType);
  if (county) await page.getByLabel('County you will work in (optional)').selectOption(county);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/register'));
  // The URL changes before the lazily loaded page replaces the old one: wait for the form to go.
  await page.getByRole('button', { name: 'Create account' }).waitFor({ state: 'detached' });
  return learner;
}

/** Pays in the sandbox checkout with a test card. */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay €/ }).click();
}

export async function currentUser(page: Page) {
  const res = await page.request.get('/api/user');
  return (await res.json()) as { username: string; vehicleType: string; hasPurchased: boolean; isAdmin: boolean };
}

/** Makes a user an owner with `npm run admin -- grant`, run by the e2e harness against its database. */
export async function grantAdmin(username: string): Promise<void> {
  const res = await fetch(`${MAIL_URL}/grant-admin?username=${encodeURIComponent(username)}`);
  const { code, out } = (await res.json()) as { code: number | string; out: string };
  if (code !== 0) throw new Error(`grant failed (${code}): ${out}`);
}

/** A signed-in learner with an active plan, bought through the sandbox checkout. */
export async function payingLearner(page: Page, plan = 'BASIC', county?: string) {
  const learner = await registerAndLogIn(page, newLearner(), plan, undefined, county);
  await payWithCard(page, '4242 4242 4242 4242');
  await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
  return learner;
}

/** Opens a pre-rendered page and waits until React has hydrated it (clicks before that are lost). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  const bare = path.replace(/[?#].*$/, '');
  await page.locator(`html[data-page="${bare}"]`).waitFor({ state: 'attached' });
}

/** Contact messages stored with a subject, read straight from the database by the e2e harness. */
export async function storedContactMessages(subject: string): Promise<{ name: string; email: string; message: string; source: string }[]> {
  const res = await fetch(`${MAIL_URL}/contact-messages?subject=${encodeURIComponent(subject)}`);
  return (await res.json()) as { name: string; email: string; message: string; source: string }[];
}

/** The unsubscribe token in a learner's reminder emails, read straight from the database by the e2e harness. */
export async function unsubscribeTokenOf(email: string): Promise<string> {
  const res = await fetch(`${MAIL_URL}/unsubscribe-token?email=${encodeURIComponent(email)}`);
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`no study plan for ${email}`);
  return token;
}

/** A map drill session's keys and the place each drill is about (issue 34): the browser never holds them. */
export async function mapDrillAnswers(sessionId: string): Promise<{ position: number; answer: string; place_id: string | null }[]> {
  const res = await fetch(`${MAIL_URL}/map-drill-answers?session=${encodeURIComponent(sessionId)}`);
  return (await res.json()) as { position: number; answer: string; place_id: string | null }[];
}
