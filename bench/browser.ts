import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { AttemptView } from '../src/shared/schemas/attempts.ts';
import { benchApp, benchDatabase, benchEnv, BenchFailure } from './support.ts';
import { signedInCookie } from './users.ts';

/** Every signed-in route of the router (src/client/app/router.tsx), with a learner's data behind it. */
export const SIGNED_IN_ROUTES = ['/dashboard', '/training', '/module/1', '/practice-tests', '/review', '/fares', '/maps', '/checklists', '/vehicle-search', '/bookings', '/settings', '/support', '/glossary', '/admin'];

export interface SignedInSite {
  url: string;
  browser: Browser;
  /** The learner's sign-in, for journeys that start at /login. */
  learner: { username: string; password: string };
  /** The simulator under way, as the learner reaches it: /practice-tests?attempt=… */
  simulatorPath: string;
  /** A fresh context (empty cache, no service worker) signed in as the learner (unless `signedIn: false`), or as an owner for /admin. */
  context(options?: { admin?: boolean; mobile?: boolean; signedIn?: boolean }): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * The built app on a database of its own, with a learner who has a plan and a history: two
 * marked practice tests (so the score chart shows), a module quiz, questions due for review and
 * a simulator sitting under way; and an owner for /admin. Chromium is Debian's, as in e2e.
 */
export async function signedInSite(): Promise<SignedInSite> {
  const db = await benchDatabase({ fresh: true });
  const app = await benchApp(db.database);
  let browser: Browser | undefined;
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const learner = await signedInCookie(url, db.database.db);
    const owner = await signedInCookie(url, db.database.db);
    await db.database.db.execute(sql`update users set role = 'admin' where id = ${owner.userId}`);
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${url}${path}`, { method, headers: { cookie: learner.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!response.ok) throw new BenchFailure(`setting up the learner: ${method} ${path} answered ${response.status}`);
      return (await response.json()) as T;
    };
    // Some answers right and some wrong: a score to chart and misses that fall due for review.
    for (const testId of [3, 3, 507]) {
      const view = await call<AttemptView>('POST', '/api/attempts', { testId });
      for (const q of view.questions) await call('PUT', `/api/attempts/${view.id}/answers/${q.position}`, { selected: q.position % 4 });
      await call('POST', `/api/attempts/${view.id}/submit`, {});
    }
    const simulator = await call<AttemptView>('POST', '/api/attempts', { testId: 100, county: 'Dublin' });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const opened = browser;
    const cookieOf = (header: string) => ({ name: benchEnv.SESSION_COOKIE_NAME, value: header.slice(header.indexOf('=') + 1), url });
    return {
      url,
      browser: opened,
      learner: { username: learner.username, password: learner.password },
      simulatorPath: `/practice-tests?attempt=${simulator.id}`,
      async context(options = {}) {
        const context = await opened.newContext({
          baseURL: url,
          serviceWorkers: 'block',
          ...(options.mobile ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } : { viewport: { width: 1350, height: 940 } }),
        });
        if (options.signedIn !== false) await context.addCookies([cookieOf(options.admin ? owner.cookie : learner.cookie)]);
        return context;
      },
      async close() {
        try {
          await opened.close();
          await app.close();
        } finally {
          await db.close();
        }
      },
    };
  } catch (error) {
    await browser?.close();
    await app.close();
    await db.close();
    throw error;
  }
}
