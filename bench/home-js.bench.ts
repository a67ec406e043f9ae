import path from 'node:path';
import { HOME_JS_BUDGET_BYTES } from '../src/shared/page-budget.ts';
import { homePageJs } from './home-js.ts';
import { print, ratio } from './support.ts';

/** Home page first-load JavaScript against the DESIGN.md §11 budget (needs `npm run build`). */
export async function homeJsBench(): Promise<void> {
  const { files, total } = homePageJs(path.resolve(import.meta.dirname, '..', 'dist', 'client'));
  print('home page first-load JavaScript (gzipped)');
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) print(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.name}`);
  print(`  total ${(total / 1024).toFixed(1)} KB of ${(HOME_JS_BUDGET_BYTES / 1024).toFixed(0)} KB budget: ratio ${ratio(total, HOME_JS_BUDGET_BYTES)} ${total <= HOME_JS_BUDGET_BYTES ? '(within budget)' : '(OVER BUDGET)'}`);
}
