import path from 'node:path';
import { HOME_JS_BUDGET_BYTES } from '../src/shared/page-budget.ts';
import { homePageJs } from './home-js.ts';
import { print, ratio, report, type BenchOptions } from './support.ts';

/** Home page first-load JavaScript against the DESIGN.md §11 budget (needs `npm run build`); as quick on a smoke run. */
export async function homeJsBench(_options: BenchOptions): Promise<void> {
  const { files, total } = homePageJs(path.resolve(import.meta.dirname, '..', 'dist', 'client'));
  print('home page first-load JavaScript (gzipped)');
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) print(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.name}`);
  report('home page first-load JS', `${(total / 1024).toFixed(1)} KB (${total.toLocaleString('en-IE')} B, ${ratio(total, HOME_JS_BUDGET_BYTES)} of budget)`, `<= ${HOME_JS_BUDGET_BYTES / 1024} KB`, total <= HOME_JS_BUDGET_BYTES);
}
