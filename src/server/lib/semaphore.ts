/** Thrown when more callers wait than a semaphore allows. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

/**
 * At most `limit` tasks at once; up to `maxWaiting` more wait in arrival order, and beyond that
 * a caller is refused at once rather than queued without bound.
 */
export function createSemaphore(limit: number, maxWaiting: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) {
        if (waiting.length >= maxWaiting) throw new QueueFullError('Too many tasks waiting');
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
