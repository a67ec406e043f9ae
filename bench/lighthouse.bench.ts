import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchApp, benchDatabase, print } from './support.ts';

const PAGES = ['/', '/pricing', '/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Lighthouse (mobile settings) on public pages with Debian's Chromium (DESIGN.md §11). */
export async function lighthouseBench(): Promise<void> {
  const db = await benchDatabase();
  const app = await benchApp(db.database);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    print('lighthouse (mobile): performance / accessibility / best practices / SEO, out of 100');
    print('  targets on /: performance >= 95, accessibility 100, best practices >= 95, SEO 100');
    for (const page of PAGES) {
      const result = await lighthouse(`${url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const scores = CATEGORIES.map((c) => Math.round((result?.lhr.categories[c]?.score ?? 0) * 100));
      print(`  ${page.padEnd(9)} ${scores.join(' / ')}`);
    }
  } finally {
    await chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
    await app.close();
    await db.close();
  }
}
