import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';

/**
 * The zero-setup database (DESIGN.md §1, §4): one app per data folder, and after a SIGKILL the
 * next start recovers the orphaned PostgreSQL and loses no acknowledged write.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-lifecycle-'));
fs.chmodSync(dataDir, 0o755);
// Always the embedded server here, even when CI provides DATABASE_URL.
const env = { DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: '1' };
const running: ServerProcess[] = [];

afterAll(async () => {
  for (const s of running) {
    if (s.child.exitCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = startServer(env, await freePort());
  running.push(server);
  await waitForHealth(server);
  return server;
}

/**
 * The writes stored after a restart. The rate-limit counters are then cleared: every round writes
 * as fast as it can, and the shared daily allowance for anonymous messages (200, issue 27 §9)
 * would otherwise be spent by the first round on a fast machine, leaving the next rounds nothing
 * to acknowledge.
 */
async function countStored(server: ServerProcess, subjects: string[]): Promise<Set<string>> {
  const port = /Embedded PostgreSQL ready on 127\.0\.0\.1:(\d+)/.exec(server.output())?.[1];
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'postgres' });
  await client.connect();
  const { rows } = await client.query<{ subject: string }>('select subject from contact_messages where subject = any($1)', [subjects]);
  await client.query('delete from rate_limits');
  await client.end();
  return new Set(rows.map((r) => r.subject));
}

/** Several clients write until the server dies; returns the writes answered 2xx. */
async function writeUntilKilled(server: ServerProcess, round: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (client: number) => {
    for (let i = 0; !stop; i += 1) {
      const subject = `r${round}-c${client}-${i}`;
      try {
        const res = await fetch(`${server.baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${round}.${client}.${i % 250}` },
          body: JSON.stringify({ name: 'Writer', email: 'w@example.ie', subject, message: 'durability check' }),
        });
        if (res.status === 201) acknowledged.push(subject);
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  await new Promise((r) => setTimeout(r, 300 + Math.random() * 500));
  server.child.kill('SIGKILL');
  await server.exited;
  stop = true;
  await Promise.all(writers);
  return acknowledged;
}

describe('embedded PostgreSQL lifecycle', () => {
  it('refuses a second app on the same data folder', async () => {
    const first = await start();
    const second = startServer(env, await freePort());
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another SPSV Prep server');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 120_000);

  it('keeps every acknowledged write across SIGKILL restarts', async () => {
    for (let round = 1; round <= 3; round += 1) {
      const server = await start();
      const acknowledged = await writeUntilKilled(server, round);
      expect(acknowledged.length).toBeGreaterThan(0);
      const restarted = await start();
      expect(restarted.output()).toContain('Stopping orphaned PostgreSQL');
      const stored = await countStored(restarted, acknowledged);
      expect(acknowledged.filter((s) => !stored.has(s))).toEqual([]);
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    }
  }, 300_000);
});
