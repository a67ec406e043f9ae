import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIGNED_IN_ROUTES, signedInSite } from './browser.ts';
import { dynamicImports, withStaticImports } from './home-js.ts';
import { BenchFailure, print, report, type BenchOptions } from './support.ts';

/** DESIGN.md §11 and issue 35 §3: what a signed-in route may load before it shows, gzipped. */
const ROUTE_JS_BUDGET_BYTES = 200 * 1024;
const CLIENT = path.resolve(import.meta.dirname, '..', 'dist', 'client');
const ASSETS = path.join(CLIENT, 'assets');

const gzipped = new Map<string, number>();
function gzipSize(pathname: string): number {
  let size = gzipped.get(pathname);
  if (size === undefined) gzipped.set(pathname, (size = gzipSync(fs.readFileSync(path.join(CLIENT, pathname))).length));
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The JavaScript each signed-in route makes a first visit download (issue 35 §3). Chromium opens
 * the route with an empty cache and waits for its heading and for the network to settle; of the
 * scripts it fetched, the first load is what the route cannot show without: the entry, the
 * pages and layouts the router loads for it, and everything those import statically. It is held
 * to 200 KB gzipped. What a page loads itself with import() once it is up (the score chart, the
 * toasts) is printed beside it as loaded lazily. Needs `npm run build`. A smoke run measures
 * three routes, the heaviest (/practice-tests, with a score chart) among them.
 */
export async function routeJsBench(options: BenchOptions): Promise<void> {
  const site = await signedInSite();
  try {
    const html = fs.readFileSync(path.join(CLIENT, 'index.html'), 'utf8');
    const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
    const routed = new Set(entry.flatMap((name) => dynamicImports(ASSETS, name)));
    const routes = options.smoke ? ['/dashboard', '/practice-tests', '/review'] : [...SIGNED_IN_ROUTES, site.simulatorPath];
    print(`route-js: first-load JavaScript of ${routes.length} signed-in route(s), gzipped, empty cache`);
    for (const route of routes) {
      const context = await site.context({ admin: route === '/admin' });
      try {
        const page = await context.newPage();
        const fetched = new Set<string>();
        page.on('request', (r) => {
          if (r.resourceType() === 'script') fetched.add(path.basename(new URL(r.url()).pathname));
        });
        const response = await page.goto(route);
        if (!response?.ok()) throw new BenchFailure(`${route} answered ${response?.status() ?? 'nothing'}`);
        await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const roots = [...entry, ...[...fetched].filter((name) => routed.has(name))];
        const needed = withStaticImports(ASSETS, roots);
        const missing = [...needed].filter((name) => !fetched.has(name));
        if (missing.length > 0) throw new BenchFailure(`${route}: the build says it needs ${missing.join(', ')}, which the browser never fetched`);
        const lazy = [...fetched].filter((name) => !needed.has(name));
        const size = (names: Iterable<string>) => [...names].reduce((n, name) => n + gzipSize(`assets/${name}`), 0);
        const firstBytes = size(needed);
        const lazyBytes = size(lazy);
        const heaviest = [...needed].sort((a, b) => gzipSize(`assets/${b}`) - gzipSize(`assets/${a}`)).slice(0, 3).map((name) => `${name} ${kb(gzipSize(`assets/${name}`))}`);
        const label = route.startsWith('/practice-tests?attempt=') ? '/practice-tests?attempt= (simulator)' : route;
        report(`first-load JS ${label}`, `${kb(firstBytes)} in ${needed.size} files`, '<= 200 KB', firstBytes <= ROUTE_JS_BUDGET_BYTES);
        print(`    heaviest: ${heaviest.join(', ')}${lazy.length > 0 ? `; then lazily ${kb(lazyBytes)}: ${lazy.map((name) => `${name} ${kb(gzipSize(`assets/${name}`))}`).join(', ')}` : ''}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await site.close();
  }
}
