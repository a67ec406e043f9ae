import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isProcessAlive } from '../../src/server/db/folder-lock.ts';

/**
 * What an e2e server made (its data folder and database), written where the Playwright runner
 * can find it, so the run's teardown removes them even when the server itself was killed.
 */
export interface E2eState {
  pid: number;
  port: string;
  dataDir: string;
  /** The database server the run's database lives on, unless it is the embedded one in dataDir. */
  adminUrl?: string;
  database: string;
}

const PREFIX = 'spsv-e2e-state-';

export function writeE2eState(state: E2eState): void {
  fs.writeFileSync(path.join(os.tmpdir(), `${PREFIX}${state.pid}.json`), JSON.stringify(state));
}

function readStates(): Array<{ file: string; state: E2eState }> {
  return fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith(PREFIX) && name.endsWith('.json'))
    .flatMap((name) => {
      const file = path.join(os.tmpdir(), name);
      try {
        return [{ file, state: JSON.parse(fs.readFileSync(file, 'utf8')) as E2eState }];
      } catch {
        return [];
      }
    });
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isProcessAlive(pid);
}

async function stop(pid: number, signal: NodeJS.Signals): Promise<void> {
  if (!isProcessAlive(pid)) return;
  process.kill(pid, signal);
  if (!(await waitForExit(pid, 15_000))) process.kill(pid, 'SIGKILL');
}

async function clean({ file, state }: { file: string; state: E2eState }): Promise<void> {
  await stop(state.pid, 'SIGTERM');
  // An embedded PostgreSQL runs in its own process group: a killed server leaves it behind.
  const pidFile = path.join(state.dataDir, 'postgres', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0) await stop(pid, 'SIGINT');
  }
  if (state.adminUrl && /^spsv_e2e_[0-9a-f]+$/.test(state.database)) {
    const admin = new pg.Client({ connectionString: state.adminUrl });
    try {
      await admin.connect();
      await admin.query(`drop database if exists ${state.database} with (force)`);
    } finally {
      await admin.end().catch(() => undefined);
    }
  }
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
}

/** Cleans up after this run's server (on `port`) and any earlier run whose server is gone. */
export async function cleanE2eLeftovers(port: string): Promise<void> {
  for (const entry of readStates()) {
    if (entry.state.port === port || !isProcessAlive(entry.state.pid)) await clean(entry);
  }
}
