import { apiOverheadBench } from './api-overhead.bench.ts';
import { attemptAnswerBench } from './attempt-answer.bench.ts';
import { attemptStartBench } from './attempt-start.bench.ts';
import { faultsBench } from './faults.bench.ts';
import { healthBench } from './health.bench.ts';
import { lighthouseBench } from './lighthouse.bench.ts';
import { loadBench } from './load.bench.ts';
import { reviewQueueBench } from './review-queue.bench.ts';
import { homeJsBench } from './home-js.bench.ts';
import { print } from './support.ts';

/** `npm run bench`: every benchmark, each printing figures as ratios from one run (DESIGN.md §11). */
const benches: [string, () => Promise<void>][] = [
  ['home-js', homeJsBench],
  ['health', healthBench],
  ['api-overhead', apiOverheadBench],
  ['load', loadBench],
  ['attempt-answer', attemptAnswerBench],
  ['attempt-start', attemptStartBench],
  ['review-queue', reviewQueueBench],
  ['lighthouse', lighthouseBench],
  ['faults', faultsBench],
];

const only = process.argv[2];
for (const [name, run] of benches) {
  if (only && name !== only) continue;
  print(`\n== ${name} ==`);
  await run();
}
