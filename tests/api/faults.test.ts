import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { Client } from '../support/api-client.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';

/**
 * Faults (issue 11): the app is killed with SIGKILL at random moments while several learners
 * save progress, checklists and test answers; after a restart every write answered 2xx is there.
 */
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 20);
const WRITERS = 3;
let database: TestDatabase;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await database?.drop();
});

async function start(url: string): Promise<ServerProcess> {
  const server = startServer({ DATABASE_URL: url, LOG_LEVEL: 'warn' }, await freePort());
  running.push(server);
  await waitForHealth(server);
  return server;
}

/** Per key: the last value acknowledged, and the last one sent (its answer may have been cut off). */
interface Acked {
  progress: Map<string, { acked?: number; sent: number }>;
  checklist: Map<string, { acked?: number; sent: number }>;
  /** Attempts whose start was acknowledged. */
  attempts: Set<string>;
  /** Per attempt and position: the option acknowledged, and the last one sent. */
  answers: Map<string, { acked?: number; sent: number }>;
}

function send(map: Acked['progress'], key: string, value: number) {
  map.set(key, { ...map.get(key), sent: value });
}

function ack(map: Acked['progress'], key: string, value: number) {
  map.set(key, { sent: value, acked: value });
}

/** One learner writing in a loop until the server dies; records what was acknowledged. */
async function writer(client: Client, username: string, round: number, acked: Acked, stop: () => boolean) {
  let attemptId: string | undefined;
  for (let i = 0; !stop(); i += 1) {
    const n = round * 1000 + i;
    try {
      const moduleId = (i % 12) + 1;
      const key = `${username}:${moduleId}`;
      // Progress only moves forward (issue 32 §9): the highest sent is the most the row may hold.
      const before = acked.progress.get(key);
      acked.progress.set(key, { ...before, sent: Math.max(before?.sent ?? 0, n % 101) });
      const p = await client.call('POST', '/api/training/progress', { moduleId, vehicleType: 'taxi', progress: n % 101, isCompleted: false });
      if (p.status === 200) acked.progress.set(key, { sent: acked.progress.get(key)?.sent ?? 0, acked: Math.max(acked.progress.get(key)?.acked ?? 0, n % 101) });
      const done = (i % 8) + 1;
      send(acked.checklist, username, done);
      const ids = ['driving-licence', 'garda-vetting', 'tax-clearance', 'entry-test', 'elearning-modules', 'application-fee', 'passport-photographs', 'hours-undertaking'];
      const items = ids.map((id, k) => ({ id, title: '', description: '', tooltipText: '', isCompleted: k < done }));
      const c = await client.call('POST', '/api/checklists', { checklistType: 'driver', vehicleType: 'taxi', items });
      if (c.status === 200) ack(acked.checklist, username, done);
      if (!attemptId) {
        const a = await client.call('POST', '/api/attempts', { testId: 3 });
        if (a.status !== 201) continue;
        attemptId = (a.json as { id: string }).id;
        acked.attempts.add(attemptId);
      }
      const answerKey = `${attemptId}:${i % 25}`;
      send(acked.answers, answerKey, n % 4);
      const r = await client.call('PUT', `/api/attempts/${attemptId}/answers/${i % 25}`, { selected: n % 4 });
      if (r.status === 200) ack(acked.answers, answerKey, n % 4);
    } catch {
      return;
    }
  }
}

describe('SIGKILL while learners write', () => {
  it(`keeps every acknowledged write over ${ROUNDS} kill rounds`, async () => {
    const names = Array.from({ length: WRITERS }, (_, k) => `fault${Date.now().toString(36)}${k}`);
    let server = await start(database.url);
    const clients = names.map(() => new Client(server.baseUrl));
    await Promise.all(clients.map((c, k) => c.payingLearner(names[k] ?? '')));

    // Progress only moves forward, so its bounds hold across rounds: one map for the whole run.
    const progress: Acked['progress'] = new Map();
    for (let round = 1; round <= ROUNDS; round += 1) {
      const acked: Acked = { progress, checklist: new Map(), attempts: new Set(), answers: new Map() };
      let stopped = false;
      const writers = clients.map((c, k) => writer(c, names[k] ?? '', round, acked, () => stopped));
      await new Promise((r) => setTimeout(r, 150 + Math.random() * 350));
      server.child.kill('SIGKILL');
      await server.exited;
      stopped = true;
      await Promise.all(writers);

      server = await start(database.url);
      for (const c of clients) c.baseUrl = server.baseUrl;
      const started = await database.db.execute<{ id: string }>(`select id from attempts`);
      const stored = new Set(started.rows.map((r) => r.id));
      expect([...acked.attempts].filter((id) => !stored.has(id))).toEqual([]);
      for (const [key, { acked: value, sent }] of acked.answers) {
        if (value === undefined) continue;
        const [attemptId, position] = key.split(':');
        const row = await database.db.execute<{ selected: number | null }>(
          sql`select selected from attempt_items where attempt_id = ${attemptId} and position = ${Number(position)}`,
        );
        expect([value, sent], key).toContain(row.rows[0]?.selected);
      }
      // Progress keeps the highest value written: at least every acknowledged one, at most the highest sent.
      for (const [key, { acked: value, sent }] of acked.progress) {
        if (value === undefined) continue;
        const [username, moduleId] = key.split(':');
        const row = await database.db.execute<{ progress: number }>(
          sql`select tp.progress from training_progress tp join users u on u.id = tp.user_id where u.username = ${username} and tp.module_id = ${Number(moduleId)}`,
        );
        const stored = row.rows[0]?.progress ?? -1;
        expect(stored, key).toBeGreaterThanOrEqual(value);
        expect(stored, key).toBeLessThanOrEqual(sent);
      }
      for (const [username, { acked: value, sent }] of acked.checklist) {
        if (value === undefined) continue;
        const row = await database.db.execute<{ done: number }>(
          sql`select (select count(*) from jsonb_array_elements(c.items) e where (e->>'isCompleted')::boolean)::int as done
              from checklists c join users u on u.id = c.user_id where u.username = ${username}`,
        );
        expect([value, sent], username).toContain(row.rows[0]?.done);
      }
    }
    // The database is consistent: constraints hold and every user still has their plan.
    const orphans = await database.db.execute<{ n: number }>(`select count(*)::int as n from attempts a left join users u on u.id = a.user_id where u.id is null`);
    expect(orphans.rows[0]?.n).toBe(0);
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 600_000);
});

describe('the database goes away under load', () => {
  let pg: EmbeddedPostgres;
  let dir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-dbdown-'));
    fs.chmodSync(dir, 0o755);
    pg = await startEmbeddedPostgres(dir, () => undefined);
    server = startServer({ DATABASE_URL: pg.url, LOG_LEVEL: 'fatal' }, await freePort());
    running.push(server);
    await waitForHealth(server);
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await pg?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 quickly while it is down and recovers without a restart', async () => {
    const port = pg.port;
    let load = true;
    const statuses: number[] = [];
    const hammer = (async () => {
      while (load) {
        const res = await fetch(`${server.baseUrl}/api/health`).catch(() => undefined);
        if (res) statuses.push(res.status);
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    await pg.stop();

    const started = Date.now();
    const down = await fetch(`${server.baseUrl}/api/health`);
    expect(down.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await down.json()).toEqual({ message: 'The database is not answering.' });

    pg = await startEmbeddedPostgres(dir, () => undefined, { port });
    const deadline = Date.now() + 30_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      recovered = (await fetch(`${server.baseUrl}/api/health`)).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 200));
    }
    load = false;
    await hammer;
    expect(recovered).toBe(true);
    expect(server.child.exitCode).toBeNull();
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  }, 120_000);
});
