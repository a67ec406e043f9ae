/**
 * Answers given offline (issue 23), kept on the device until the server has them. Each carries
 * the learner it belongs to, an id made once (the server counts a review answer once by it) and
 * the time it was given (the server keeps the newest). Sent strictly in the order given: a send
 * that fails for want of a connection stops the run, so nothing older is ever overtaken.
 */
export type QueuedAnswer =
  | { kind: 'review'; id: string; user: string; answeredAt: string; questionId: string; selected: number }
  | { kind: 'attempt'; id: string; user: string; answeredAt: string; attemptId: string; position: number; selected: number | null; flagged: boolean };

export interface QueueStore {
  read(): QueuedAnswer[];
  write(items: QueuedAnswer[]): void;
}

/** What became of one send: stored by the server, refused for good, or not reached (try later). */
export type SendOutcome = 'sent' | 'refused' | 'retry';

export interface FlushResult {
  sent: number;
  refused: number;
  remaining: number;
}

const sameQuestion = (a: QueuedAnswer, b: QueuedAnswer) =>
  a.kind === 'attempt' && b.kind === 'attempt' && a.attemptId === b.attemptId && a.position === b.position && a.user === b.user;

/**
 * Adds an answer once (a second enqueue of the same id changes nothing). A newer answer to the
 * same quiz question replaces the queued one: only the latest choice needs sending.
 */
export function enqueue(store: QueueStore, item: QueuedAnswer): void {
  const items = store.read();
  if (items.some((i) => i.id === item.id)) return;
  store.write([...items.filter((i) => !sameQuestion(i, item)), item]);
}

export function pending(store: QueueStore, user: string): QueuedAnswer[] {
  return store.read().filter((i) => i.user === user);
}

/**
 * Sends the learner's queued answers oldest first. Sent and refused ones leave the queue (read
 * afresh each time, so answers queued meanwhile are kept); the first one not reached stops the
 * run with it and everything after it still queued. Other learners' answers are never sent.
 */
export async function flushQueue(store: QueueStore, user: string, send: (item: QueuedAnswer) => Promise<SendOutcome>): Promise<FlushResult> {
  let sent = 0;
  let refused = 0;
  for (const item of pending(store, user)) {
    const outcome = await send(item);
    if (outcome === 'retry') break;
    if (outcome === 'sent') sent += 1;
    else refused += 1;
    store.write(store.read().filter((i) => i.id !== item.id));
  }
  return { sent, refused, remaining: pending(store, user).length };
}

/** Drops a learner's queue: on sign-out nothing of theirs stays on the device. */
export function dropQueue(store: QueueStore, user?: string): void {
  store.write(user === undefined ? [] : store.read().filter((i) => i.user !== user));
}

/** The queue in localStorage, shared by every tab of the site. */
export function localQueueStore(key = 'spsv-answer-queue'): QueueStore {
  return {
    read() {
      try {
        const raw = localStorage.getItem(key);
        const parsed: unknown = raw ? JSON.parse(raw) : [];
        return Array.isArray(parsed) ? (parsed as QueuedAnswer[]) : [];
      } catch {
        return [];
      }
    },
    write(items) {
      try {
        if (items.length === 0) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(items));
      } catch {
        // Storage full or blocked: the answers stay in memory for this visit only.
      }
    },
  };
}

/** A queue held in memory, for tests. */
export function memoryQueueStore(initial: QueuedAnswer[] = []): QueueStore {
  let items = [...initial];
  return {
    read: () => [...items],
    write: (next) => {
      items = [...next];
    },
  };
}
