import { describe, expect, it } from 'vitest';
import { createSemaphore, QueueFullError } from './semaphore.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('semaphore', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const sem = createSemaphore(2, 10);
    const [g0, g1, g2, g3] = [deferred(), deferred(), deferred(), deferred()];
    const gates = [g0, g1, g2, g3];
    const started: number[] = [];
    const runs = gates.map((g, i) => sem.run(async () => (started.push(i), await g.promise, i)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(sem.waiting).toBe(2);
    g1.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    g0.resolve();
    g2.resolve();
    g3.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(sem.active).toBe(0);
  });

  it('refuses a caller when the queue is full, and frees the slot after a failing task', async () => {
    const sem = createSemaphore(1, 1);
    const gate = deferred();
    const first = sem.run(() => gate.promise);
    const second = sem.run(async () => 'second');
    await expect(sem.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(sem.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await sem.run(async () => 'after')).toBe('after');
    expect(sem.active).toBe(0);
  });
});
