// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearViewport } from './near-viewport.ts';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
function fakeObserver() {
  const made: { callback: Callback; options: IntersectionObserverInit | undefined; observed: Element[]; disconnected: boolean }[] = [];
  class Fake {
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      made.push({ callback, options, observed: [], disconnected: false });
    }
    observe(element: Element) {
      made.at(-1)?.observed.push(element);
    }
    disconnect() {
      const last = made.at(-1);
      if (last) last.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return made;
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('nearViewport', () => {
  it('waits until the element comes near the viewport, then stops watching', async () => {
    const made = fakeObserver();
    document.body.innerHTML = '<section id="contact"></section>';
    const waiting = nearViewport('contact', '500px');
    expect(made[0]?.observed.map((e) => e.id)).toEqual(['contact']);
    expect(made[0]?.options?.rootMargin).toBe('500px 0px');
    made[0]?.callback([{ isIntersecting: false }]);
    expect(await settled(waiting)).toBe(false);
    made[0]?.callback([{ isIntersecting: true }]);
    expect(await settled(waiting)).toBe(true);
    expect(made[0]?.disconnected).toBe(true);
  });

  it('resolves at once when there is no such element yet (a page rendered in the browser)', async () => {
    const made = fakeObserver();
    expect(await settled(nearViewport('contact'))).toBe(true);
    expect(made).toHaveLength(0);
  });

  it('resolves at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    document.body.innerHTML = '<section id="contact"></section>';
    expect(await settled(nearViewport('contact'))).toBe(true);
  });
});
