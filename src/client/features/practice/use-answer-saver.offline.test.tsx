// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAnswerSaver } from './use-answer-saver.ts';

const QUEUE = 'spsv-answer-queue';
const queued = () => JSON.parse(localStorage.getItem(QUEUE) ?? '[]') as { kind: string; position: number; selected: number; answeredAt: string; user: string }[];

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('module quiz answers with no connection (issue 23)', () => {
  it('keeps them on the device with the time chosen, then sends them when the connection returns', async () => {
    const puts: { path: string; body: unknown }[] = [];
    let online = false;
    vi.stubGlobal('fetch', async (path: string, init: { body?: string } = {}) => {
      if (!online) throw new TypeError('Failed to fetch');
      const body = JSON.parse(init.body ?? '{}') as Record<string, unknown>;
      puts.push({ path, body });
      return new Response(JSON.stringify({ position: Number(path.split('/').pop()), selected: body.selected, flagged: false }), { status: 200 });
    });
    const { result } = renderHook(() => useAnswerSaver('a1', () => undefined, { user: 'aoife' }));

    act(() => result.current.save(0, { selected: 1, flagged: false }));
    await waitFor(() => expect(result.current.state.kind).toBe('queued'));
    act(() => result.current.save(0, { selected: 2, flagged: false }));
    act(() => result.current.save(1, { selected: 3, flagged: false }));
    await waitFor(() => expect(queued().map((q) => [q.position, q.selected])).toEqual([[0, 2], [1, 3]]));
    expect(queued().every((q) => q.user === 'aoife' && !Number.isNaN(Date.parse(q.answeredAt)))).toBe(true);
    expect(puts).toEqual([]);

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.state.kind).toBe('idle'));
    expect(puts.map((p) => [p.path, (p.body as { selected: number }).selected])).toEqual([
      ['/api/attempts/a1/answers/0', 2],
      ['/api/attempts/a1/answers/1', 3],
    ]);
    expect(puts.every((p) => typeof (p.body as { answeredAt?: unknown }).answeredAt === 'string')).toBe(true);
    expect(localStorage.getItem(QUEUE)).toBeNull();
  });

  it('tries again when the first send after the connection returns fails, with no second online event (issue 35 §5)', async () => {
    const puts: string[] = [];
    let online = false;
    let failuresAfterReconnect = 1;
    vi.stubGlobal('fetch', async (path: string, init: { body?: string } = {}) => {
      if (!online) throw new TypeError('Failed to fetch');
      // The connection is back, but the first request still does not get through.
      if (failuresAfterReconnect > 0) {
        failuresAfterReconnect -= 1;
        throw new TypeError('Failed to fetch');
      }
      const body = JSON.parse(init.body ?? '{}') as Record<string, unknown>;
      puts.push(path);
      return new Response(JSON.stringify({ position: Number(path.split('/').pop()), selected: body.selected, flagged: false }), { status: 200 });
    });
    const { result } = renderHook(() => useAnswerSaver('a1', () => undefined, { user: 'aoife' }));
    act(() => result.current.save(0, { selected: 1, flagged: false }));
    await waitFor(() => expect(result.current.state.kind).toBe('queued'));

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    // The resend on 'online' fails; nothing else tells the page the connection is back.
    await waitFor(() => expect(failuresAfterReconnect).toBe(0));
    expect(queued()).toHaveLength(1);
    await waitFor(() => expect(result.current.state.kind).toBe('idle'), { timeout: 4000 });
    expect(puts).toEqual(['/api/attempts/a1/answers/0']);
    expect(localStorage.getItem(QUEUE)).toBeNull();
  });

  it('a timed test without the option keeps the answer for Retry instead', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useAnswerSaver('a1', () => undefined));
    act(() => result.current.save(0, { selected: 1, flagged: false }));
    await waitFor(() => expect(result.current.state.kind).toBe('failed'));
    expect(localStorage.getItem(QUEUE)).toBeNull();
  });
});
