import { apiOverheadBench } from './api-overhead.bench.ts';
import { attemptAnswerBench } from './attempt-answer.bench.ts';
import { attemptStartBench } from './attempt-start.bench.ts';
import { faultsBench } from './faults.bench.ts';
import { healthBench } from './health.bench.ts';
import { homeJsBench } from './home-js.bench.ts';
import { lighthouseBench } from './lighthouse.bench.ts';
import { loadBench } from './load.bench.ts';
import { pageShiftBench } from './page-shift.bench.ts';
import { reviewQueueBench } from './review-queue.bench.ts';
import { routeJsBench } from './route-js.bench.ts';
import { print, targetLines, type BenchOptions } from './support.ts';

/**
 * `npm run bench`: every benchmark, each printing its figures beside their targets, as ratios
 * measured in one run (DESIGN.md §11). `npm run bench -- --smoke` runs each for seconds on small
 * seeds (CI); `npm run bench -- load review-queue` runs only those. A bench that meets an error
 * or an unexpected status fails, and so does the run (exit 1); missed targets are listed at the end.
 */
const benches: [string, (options: BenchOptions) => Promise<void>][] = [
  ['home-js', homeJsBench],
  ['route-js', routeJsBench],
  ['health', healthBench],
  ['api-overhead', apiOverheadBench],
  ['load', loadBench],
  ['attempt-answer', attemptAnswerBench],
  ['attempt-start', attemptStartBench],
  ['review-queue', reviewQueueBench],
  ['page-shift', pageShiftBench],
  ['lighthouse', lighthouseBench],
  ['faults', faultsBench],
];

const args = process.argv.slice(2);
const options: BenchOptions = { smoke: args.includes('--smoke') };
const only = args.filter((a) => !a.startsWith('--'));
const unknown = only.filter((name) => !benches.some(([n]) => n === name));
if (unknown.length > 0) {
  print(`unknown bench: ${unknown.join(', ')} (known: ${benches.map(([n]) => n).join(', ')})`);
  process.exit(2);
}

const failed: string[] = [];
const started = Date.now();
for (const [name, run] of benches) {
  if (only.length > 0 && !only.includes(name)) continue;
  print(`\n== ${name}${options.smoke ? ' (smoke)' : ''} ==`);
  const t0 = Date.now();
  try {
    await run(options);
    print(`  (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  } catch (error) {
    failed.push(name);
    print(`  FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

const missed = targetLines.filter((t) => t.met === false);
print(`\n== summary (${((Date.now() - started) / 1000).toFixed(0)} s${options.smoke ? ', smoke: targets are not held on a smoke run' : ''}) ==`);
print(`  targets met ${targetLines.filter((t) => t.met === true).length}, missed ${missed.length}`);
for (const t of missed) print(`  missed: ${t.figure} ${t.result} (target ${t.target})`);
if (failed.length > 0) print(`  FAILED: ${failed.join(', ')}`);
// Exit now: a failed bench may leave a pool or a browser handle open, which must not hang CI.
process.exit(failed.length > 0 ? 1 : 0);
