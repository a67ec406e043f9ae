import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BenchFailure, print, report, type BenchOptions } from './support.ts';

/** The SIGKILL fault test with more rounds than `npm test` runs (issue 11); a smoke run does three. */
export async function faultsBench(options: BenchOptions): Promise<void> {
  const rounds = options.smoke ? 3 : Number(process.env.BENCH_FAULT_ROUNDS ?? 60);
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', 'tests/api/faults.test.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, FAULT_ROUNDS: String(rounds) },
    encoding: 'utf8',
  });
  const passed = run.status === 0;
  print(`faults: ${rounds} SIGKILL rounds under concurrent writes, then a database restart under load (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  report('acknowledged writes lost', passed ? '0' : 'some (see below)', '0', passed);
  if (!passed) {
    print(`${run.stdout}\n${run.stderr}`.split('\n').slice(-40).join('\n'));
    throw new BenchFailure('the fault test failed');
  }
}
