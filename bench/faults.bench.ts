import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { print } from './support.ts';

/** The SIGKILL fault test with more rounds than `npm test` runs (issue 11). */
export async function faultsBench(): Promise<void> {
  const rounds = Number(process.env.BENCH_FAULT_ROUNDS ?? 60);
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', 'tests/api/faults.test.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, FAULT_ROUNDS: String(rounds) },
    encoding: 'utf8',
  });
  const passed = run.status === 0;
  print(`faults: ${rounds} SIGKILL rounds under concurrent writes, then a database restart under load`);
  print(`  ${passed ? 'every acknowledged write survived' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!passed) print(run.stdout.split('\n').slice(-30).join('\n'));
}
