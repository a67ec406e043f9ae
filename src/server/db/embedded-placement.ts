import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the embedded PostgreSQL's files live when the app runs as root (DESIGN.md §15).
 *
 * PostgreSQL refuses to run as root, so it runs as the `postgres` system user, which must be
 * able to execute its binaries and enter its cluster folder. A clone in root's home (mode 0700)
 * allows neither. Then the runtime (binaries and libraries, read-only) is copied once into a
 * root-owned, world-readable cache, and the cluster lives in a folder the `postgres` user owns
 * under /var/lib, reached from `DATA_DIR/postgres` by a symbolic link. Everything else of the
 * data folder (its lock, password, log) stays where it was, read only by the app.
 */
export interface Binaries {
  initdb: string;
  postgres: string;
}

export interface Owner {
  uid: number;
  gid: number;
}

/** Thrown when there is no way to give PostgreSQL a folder it can use; the message says the fix. */
export class EmbeddedPlacementError extends Error {
  override name = 'EmbeddedPlacementError';
}

const CACHE_ROOTS = ['/var/cache/spsv-prep', path.join(os.tmpdir(), 'spsv-prep-cache')];
const CLUSTER_ROOTS = ['/var/lib/spsv-prep/clusters', path.join(os.tmpdir(), 'spsv-prep-clusters')];

/** PostgreSQL refuses to run as root; on CI machines and servers it runs as a `postgres` system user. */
export function postgresUser(): Owner | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], { stdio: 'pipe' });
    return lookup();
  }
}

/** Asks the kernel, as `owner`, whether every test holds (`test -x path`, `-w`, …). */
export function ownerCan(owner: Owner, checks: Array<[flag: '-x' | '-w' | '-r' | '-d', file: string]>): boolean {
  const script = checks.map(([flag], i) => `test ${flag} "$${i + 1}"`).join(' && ');
  const result = spawnSync('/bin/sh', ['-c', script, 'sh', ...checks.map(([, file]) => file)], { ...owner, stdio: 'ignore' });
  return result.status === 0;
}

function runtimeReachable(bin: Binaries, owner: Owner): boolean {
  const lib = path.join(path.dirname(path.dirname(bin.postgres)), 'lib');
  return ownerCan(owner, [
    ['-x', bin.postgres],
    ['-x', bin.initdb],
    ['-r', lib],
    ['-x', lib],
  ]);
}

/** A root-owned folder every user can enter, creating its missing parents as 0755. */
function publicFolder(candidates: string[], purpose: string): string {
  for (const folder of candidates) {
    try {
      fs.mkdirSync(folder, { recursive: true, mode: 0o755 });
      fs.chmodSync(folder, 0o755);
      return folder;
    } catch {
      // read-only or missing: try the next place
    }
  }
  throw new EmbeddedPlacementError(`Could not create ${purpose} in ${candidates.join(' or ')}; set DATABASE_URL to use your own PostgreSQL server.`);
}

/**
 * The binaries PostgreSQL's user can run: in place when it can reach them, else a copy of the
 * package's `native` folder in the cache (made once per version, atomically by rename).
 */
export function reachableBinaries(bin: Binaries, owner: Owner | undefined, version: string): Binaries {
  if (!owner || runtimeReachable(bin, owner)) return bin;
  const native = path.dirname(path.dirname(bin.postgres));
  const target = path.join(publicFolder(CACHE_ROOTS, 'a PostgreSQL runtime cache'), `postgres-${version}-${os.platform()}-${os.arch()}`);
  const copied = { initdb: path.join(target, 'bin', path.basename(bin.initdb)), postgres: path.join(target, 'bin', path.basename(bin.postgres)) };
  if (!fs.existsSync(path.join(target, '.complete'))) {
    const staging = `${target}.${process.pid}.tmp`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    execFileSync('chmod', ['-R', 'a+rX', staging]);
    fs.writeFileSync(path.join(staging, '.complete'), version);
    try {
      fs.renameSync(staging, target);
    } catch {
      fs.rmSync(staging, { recursive: true, force: true }); // another process won the race
    }
  }
  if (!runtimeReachable(copied, owner)) {
    throw new EmbeddedPlacementError(`The postgres user cannot run the PostgreSQL runtime copied to ${target}; remove that folder and start again, or set DATABASE_URL.`);
  }
  return copied;
}

/**
 * The cluster folder for a data folder, owned by `owner` and reachable by it. Returns the path
 * PostgreSQL should be given (`DATA_DIR/postgres`, possibly through a link).
 */
export function reachableCluster(root: string, owner: Owner | undefined): string {
  const link = path.join(root, 'postgres');
  if (!owner) return link;
  const stat = fs.lstatSync(link, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink()) {
    const target = fs.readlinkSync(link);
    if (ownerCan(owner, [['-x', path.dirname(target)]])) {
      ensureOwnedFolder(target, owner);
      return target;
    }
    fs.rmSync(link);
  } else if (ownerCan(owner, [['-x', root]])) {
    return link;
  } else if (stat && fs.existsSync(path.join(link, 'PG_VERSION'))) {
    throw new EmbeddedPlacementError(
      `The postgres user cannot enter ${root}, which holds an existing database in ${link}. ` +
        `Fix: let it in (chmod o+x on ${root} and each folder above it), or move the data folder elsewhere and set DATA_DIR.`,
    );
  } else if (stat) {
    fs.rmSync(link, { recursive: true, force: true });
  }
  // A private folder (e.g. a clone in root's home): keep the cluster outside, named after it.
  const id = createHash('sha256').update(fs.realpathSync(root)).digest('hex').slice(0, 16);
  const target = path.join(publicFolder(CLUSTER_ROOTS, 'a folder for the PostgreSQL cluster'), id);
  ensureOwnedFolder(target, owner);
  fs.symlinkSync(target, link);
  return target;
}

function ensureOwnedFolder(folder: string, owner: Owner): void {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.statSync(folder);
  if (stat.uid !== owner.uid) fs.chownSync(folder, owner.uid, owner.gid);
  if ((stat.mode & 0o777) !== 0o700) fs.chmodSync(folder, 0o700);
}
