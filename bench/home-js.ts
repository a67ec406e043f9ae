import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(["'`]\.\/([^"'`]+\.js)["'`]\)/g;

/** The chunks a script loads with import(): for the entry, the router's lazily loaded pages and layouts. */
export function dynamicImports(assetsDir: string, name: string): string[] {
  return [...fs.readFileSync(path.join(assetsDir, name), 'utf8').matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? '');
}

/** A chunk and every chunk it imports statically, recursively. */
export function withStaticImports(assetsDir: string, names: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.pop() ?? '';
    if (seen.has(name)) continue;
    seen.add(name);
    const code = fs.readFileSync(path.join(assetsDir, name), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) queue.push(m[1] ?? '');
  }
  return seen;
}

/**
 * The JavaScript a first visit to `/` downloads: the entry script and its modulepreloads, the
 * home page chunk, and everything those import statically, gzipped. The toast viewport, which
 * loads two seconds after the page settles, is not part of the first load.
 */
export function homePageJs(clientDir: string): { files: { name: string; gzip: number }[]; total: number } {
  const assetsDir = path.join(clientDir, 'assets');
  const html = fs.readFileSync(path.join(clientDir, 'pages', 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const entryCode = entry.map((f) => fs.readFileSync(path.join(assetsDir, f), 'utf8')).join('\n');
  const home = [...entryCode.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? '').filter((f) => f.startsWith('home-page-'));
  if (home.length === 0) throw new Error('home page chunk not found in the entry script');
  const files = [...withStaticImports(assetsDir, [...entry, ...home])].map((name) => ({
    name,
    gzip: gzipSync(fs.readFileSync(path.join(assetsDir, name))).length,
  }));
  return { files, total: files.reduce((n, f) => n + f.gzip, 0) };
}
