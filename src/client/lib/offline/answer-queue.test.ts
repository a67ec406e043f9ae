import { describe, expect, it } from 'vitest';
import { dropQueue, enqueue, flushQueue, memoryQueueStore, pending, type QueuedAnswer, type SendOutcome } from './answer-queue.ts';

const review = (id: string, user = 'ann', at = '2026-01-01T10:00:00.000Z'): QueuedAnswer => ({ kind: 'review', id, user, answeredAt: at, questionId: `q-${id}`, selected: 1 });
const quiz = (id: string, position: number, selected: number, user = 'ann'): QueuedAnswer => ({
  kind: 'attempt',
  id,
  user,
  answeredAt: '2026-01-01T10:00:00.000Z',
  attemptId: 'a1',
  position,
  selected,
  flagged: false,
});

/** A server that records what reached it, answering each send with the next scripted outcome. */
function server(script: SendOutcome[] = []) {
  const received: string[] = [];
  const send = async (item: QueuedAnswer): Promise<SendOutcome> => {
    const outcome = script.shift() ?? 'sent';
    if (outcome !== 'retry') received.push(item.id);
    return outcome;
  };
  return { received, send };
}

describe('offline answer queue (issue 23)', () => {
  it('sends answers in the order they were given, and empties once all are stored', async () => {
    const store = memoryQueueStore();
    for (const id of ['a', 'b', 'c']) enqueue(store, review(id));
    const { received, send } = server();
    expect(await flushQueue(store, 'ann', send)).toEqual({ sent: 3, refused: 0, remaining: 0 });
    expect(received).toEqual(['a', 'b', 'c']);
    expect(store.read()).toEqual([]);
  });

  it('holds an answer once however often it is queued (same id)', async () => {
    const store = memoryQueueStore();
    enqueue(store, review('a'));
    enqueue(store, review('a'));
    expect(store.read().map((i) => i.id)).toEqual(['a']);
  });

  it('stops at the first answer not reached, so nothing older is ever overtaken, and resumes from it', async () => {
    const store = memoryQueueStore();
    for (const id of ['a', 'b', 'c']) enqueue(store, review(id));
    const first = server(['sent', 'retry']);
    expect(await flushQueue(store, 'ann', first.send)).toEqual({ sent: 1, refused: 0, remaining: 2 });
    expect(first.received).toEqual(['a']);
    const second = server();
    await flushQueue(store, 'ann', second.send);
    expect(second.received).toEqual(['b', 'c']);
  });

  it('drops an answer the server refuses for good and carries on with the next', async () => {
    const store = memoryQueueStore();
    for (const id of ['a', 'b']) enqueue(store, review(id));
    const { received, send } = server(['refused', 'sent']);
    expect(await flushQueue(store, 'ann', send)).toEqual({ sent: 1, refused: 1, remaining: 0 });
    expect(received).toEqual(['a', 'b']);
  });

  it('keeps only the latest choice for the same quiz question, in its new place', () => {
    const store = memoryQueueStore();
    enqueue(store, quiz('x', 0, 1));
    enqueue(store, quiz('y', 1, 2));
    enqueue(store, quiz('z', 0, 3));
    expect(store.read().map((i) => i.id)).toEqual(['y', 'z']);
  });

  it("never sends another learner's answers, and a sign-out drops only that learner's", async () => {
    const store = memoryQueueStore();
    enqueue(store, review('a', 'ann'));
    enqueue(store, review('b', 'bob'));
    const { received, send } = server();
    await flushQueue(store, 'bob', send);
    expect(received).toEqual(['b']);
    expect(pending(store, 'ann').map((i) => i.id)).toEqual(['a']);
    enqueue(store, review('c', 'bob'));
    dropQueue(store, 'ann');
    expect(store.read().map((i) => i.id)).toEqual(['c']);
  });

  it('keeps an answer queued while a flush is under way', async () => {
    const store = memoryQueueStore();
    enqueue(store, review('a'));
    const send = async (item: QueuedAnswer): Promise<SendOutcome> => {
      if (item.id === 'a') enqueue(store, review('late'));
      return 'sent';
    };
    const result = await flushQueue(store, 'ann', send);
    expect(result.remaining).toBe(1);
    expect(store.read().map((i) => i.id)).toEqual(['late']);
  });
});
