import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live app process already owns the data folder. */
export class DataFolderInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The data folder ${folder} is already in use by another SPSV Prep server (pid ${pid}). ` +
        'Stop that server first, or set DATA_DIR to a different folder.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface FolderLock {
  release(): void;
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One app process per data folder. The lock file holds the owner's pid; a lock whose process
 * is gone (the app was killed) is stale and taken over.
 */
export function acquireFolderLock(folder: string): FolderLock {
  const file = path.join(folder, 'app.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(file);
      if (owner !== undefined && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataFolderInUseError(folder, owner);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${folder}`);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
