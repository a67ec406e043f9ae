import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ServiceUnavailableError } from '../errors.ts';
import { createSemaphore, QueueFullError } from './semaphore.ts';

/** argon2id, 19 MiB, 2 iterations (DESIGN.md §6); runs on libuv's pool, off the event loop. */
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes share libuv's four threads with file reads (static assets), so a flood of sign-ups or
 * resets must not take them all (issue 16 §3): two hashes run at once, a bounded queue waits,
 * and beyond it the request is answered 503 instead of stalling everything else.
 */
const hashing = createSemaphore(2, 200);

let started = 0;
/** How many hashes and verifications have started in this process (tests check "hash last"). */
export function hashesStarted(): number {
  return started;
}

async function limited<T>(task: () => Promise<T>): Promise<T> {
  started += 1;
  try {
    return await hashing.run(task);
  } catch (error) {
    if (error instanceof QueueFullError) throw new ServiceUnavailableError('We are very busy right now. Please try again in a moment.');
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2));
}

// A real hash to verify against when the user does not exist, so both answers take as long.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password).catch(() => false));
    return false;
  }
  return limited(() => verify(storedHash, password).catch(() => false));
}

/** A random token for a cookie or an emailed link; only its SHA-256 is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
