import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { signedInSite } from './browser.ts';
import { BenchFailure, print, report, type BenchOptions } from './support.ts';

interface Shift {
  value: number;
  at: number;
  /** What moved, as selectors, for the report. */
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/** Core Web Vitals' "good" cumulative layout shift. */
const CLS_TARGET = 0.1;

/**
 * Cumulative layout shift as Core Web Vitals counts it: shifts not caused by input, grouped in
 * session windows (each shift within 1 s of the previous, a window at most 5 s long), the
 * largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): { cls: number; window: Shift[] } {
  let best: Shift[] = [];
  let bestSum = 0;
  let current: Shift[] = [];
  let sum = 0;
  for (const shift of [...shifts].sort((a, b) => a.at - b.at)) {
    const first = current[0];
    const last = current[current.length - 1];
    if (first && last && (shift.at - last.at > 1000 || shift.at - first.at > 5000)) {
      current = [];
      sum = 0;
    }
    current.push(shift);
    sum += shift.value;
    if (sum > bestSum) {
      bestSum = sum;
      best = [...current];
    }
  }
  return { cls: bestSum, window: best };
}

/** Installed before any page script: records every layout shift with what moved. */
function recordShifts(): void {
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '?';
    const id = node.id ? `#${node.id}` : '';
    const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return `${node.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  window.__layoutShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts?.push({ value: entry.value, at: entry.startTime, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Issue 35 §3: the layout shift of the signed-in pages a learner spends their time on, loaded
 * fresh (empty cache) in Chromium on a throttled phone and an unthrottled desktop, with a learner who has
 * a history (score chart, questions due, a simulator sitting under way), and the dashboard as
 * reached by signing in. Shifts right after a click or key press do not count (as in CWV). Each
 * page under 0.1; a page over it lists what moved. A smoke run measures three on a phone.
 */
export async function pageShiftBench(options: BenchOptions): Promise<void> {
  const site = await signedInSite();
  try {
    const open = (route: string) => async (page: Page) => {
      const response = await page.goto(route);
      if (!response?.ok()) throw new BenchFailure(`${route} answered ${response?.status() ?? 'nothing'}`);
    };
    // A learner's usual way in: the sign-in form, then the dashboard it leads to (one page life).
    const signIn = async (page: Page) => {
      await open('/login')(page);
      await page.getByLabel('Username').fill(site.learner.username);
      await page.getByLabel('Password', { exact: true }).fill(site.learner.password);
      await page.getByRole('button', { name: /sign in|log in/i }).click();
      await page.waitForURL('**/dashboard');
    };
    const pages: [string, (page: Page) => Promise<void>][] = [
      ['dashboard', open('/dashboard')],
      ['dashboard after sign-in', signIn],
      ['practice', open('/practice-tests')],
      ['review', open('/review')],
      ['module reader', open('/module/1')],
      ['simulator', open(site.simulatorPath)],
    ];
    const chosen = options.smoke ? pages.slice(0, 3) : pages;
    const viewports = options.smoke ? [true] : [true, false];
    print(`page-shift: cumulative layout shift (Core Web Vitals session windows) of ${chosen.length} signed-in pages, fresh load`);
    for (const [name, go] of chosen) {
      for (const mobile of viewports) {
        const context = await site.context({ mobile, signedIn: name !== 'dashboard after sign-in' });
        try {
          await context.addInitScript(recordShifts);
          const page = await context.newPage();
          // The phone as Lighthouse's mobile run has it (slow 4G, a CPU four times slower): data and
          // chunks then arrive after the first paint, as they do for learners, so late content shows.
          if (mobile) {
            const cdp = await context.newCDPSession(page);
            await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 });
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          }
          await go(page);
          await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          // Late arrivals (a lazily loaded chart, fonts) still count.
          await sleep(1500);
          const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
          const { cls, window: worst } = cumulativeLayoutShift(shifts);
          report(`CLS ${name} (${mobile ? 'phone' : 'desktop'})`, cls.toFixed(3), `< ${CLS_TARGET}`, cls < CLS_TARGET);
          if (cls >= 0.01) {
            for (const s of worst.slice(0, 5)) print(`    ${s.value.toFixed(3)} at ${Math.round(s.at)} ms: ${s.sources.slice(0, 3).join(' | ')}`);
          }
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await site.close();
  }
}
