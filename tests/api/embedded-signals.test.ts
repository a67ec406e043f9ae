import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../src/server/db/folder-lock.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';

/**
 * The embedded database's lifecycle (issue 16 §9): Ctrl+C drains the app before PostgreSQL
 * stops, a dead PostgreSQL stops the app, a stale pid is never signalled, and a failed start
 * leaves no database behind.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-signals-'));
fs.chmodSync(dataDir, 0o755);
const env = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' };
let server: ServerProcess | undefined;

function postmasterPid(): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 100) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database follows the app', () => {
  it('finishes requests in flight when Ctrl+C reaches the whole process group', async () => {
    server = startServer(env, await freePort(), { detached: true });
    await waitForHealth(server);
    const pid = server.child.pid ?? 0;
    const requests = Array.from({ length: 6 }, (_, i) =>
      fetch(`${server?.baseUrl}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `ctrlc${i}`, email: `ctrlc${i}@example.ie`, password: 'a-long-pass-123', vehicleType: 'taxi' }),
      }).then((r) => r.status),
    );
    // Signal once the server has all six in hand (a request not yet accepted cannot be finished).
    const received = () => (server?.output().match(/"url":"\/api\/register"[^\n]*"msg":"incoming request"/g) ?? []).length;
    expect(await waitFor(() => received() === 6, 10_000)).toBe(true);
    process.kill(-pid, 'SIGINT'); // what a terminal does on Ctrl+C
    const statuses = await Promise.all(requests);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await server.exited).toBe(0);
  });

  it('stops the app, with a non-zero code, when PostgreSQL dies under it', async () => {
    server = startServer(env, await freePort());
    await waitForHealth(server);
    process.kill(postmasterPid(), 'SIGKILL');
    const code = await Promise.race([server.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), 15_000))]);
    expect(code).not.toBe('running');
    expect(code).not.toBe(0);
    expect(server.output()).toContain('Embedded PostgreSQL exited unexpectedly');
  });

  it('never signals an unrelated process whose pid is left in postmaster.pid', async () => {
    const bystander = spawn('sleep', ['60']);
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const lines = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n') : [''];
    lines[0] = String(bystander.pid);
    fs.writeFileSync(pidFile, lines.join('\n'));
    server = startServer(env, await freePort());
    await waitForHealth(server);
    expect(isProcessAlive(bystander.pid ?? 0)).toBe(true);
    expect(server.output()).toContain('is not this folder');
    bystander.kill('SIGKILL');
  });

  it('stops the embedded database when the app cannot start (port in use)', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', r));
    try {
      server = startServer(env, port);
      expect(await server.exited).not.toBe(0);
      const pid = postmasterPidIfAny();
      expect(pid === undefined || (await waitFor(() => !isProcessAlive(pid), 10_000))).toBe(true);
      expect(server.output()).toMatch(/EADDRINUSE|address already in use/i);
    } finally {
      blocker.close();
    }
  });
});

function postmasterPidIfAny(): number | undefined {
  try {
    return postmasterPid();
  } catch {
    return undefined;
  }
}
