import type { Executor } from '../db/client.ts';
import { hit } from '../data/rate-limits.ts';
import { TooManyRequestsError } from '../errors.ts';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowSeconds: number;
  message: string;
}

/** Counts one attempt against a limit and refuses it with 429 once the window's allowance is spent. */
export async function consume(db: Executor, key: string, limit: Limit): Promise<number> {
  const { count, resetAt } = await hit(db, key, limit.windowSeconds);
  if (count > limit.max) {
    const retry = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new TooManyRequestsError(limit.message, retry);
  }
  return count;
}
