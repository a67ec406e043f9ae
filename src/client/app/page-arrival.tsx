import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { arrivalFor, fragmentId, type Place } from './arrival-rules.ts';

/*
 * Kept small on purpose: this runs on the home page, whose JavaScript has a budget (DESIGN.md §11).
 * A reload is left to the browser's own scroll restoration; back and forward within the app are
 * restored here, once the page is tall enough again.
 */

/** Long enough for a lazily loaded page and its first query on a slow phone connection. */
const WAIT_MS = 10_000;
const ACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'];

/** The site scrolls smoothly to its sections; a page arriving jumps, or it would glide up from the old page's place. */
const jumpTo = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/** Set by the learner's first click, tap or key: until then every navigation is part of the first load. */
let interacted = false;

/**
 * Calls `step` now and whenever the page changes until it answers true, for at most `ms`; the
 * learner's next click, tap, key or wheel ends it, as what they do wins over what was planned.
 * Answers the function that ends it early.
 */
function until(step: () => boolean, ms = WAIT_MS): () => void {
  const observer = new MutationObserver(() => step() && stop());
  const timer = setTimeout(stop, ms);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const e of ACTIONS) removeEventListener(e, stop, true);
  }
  if (step()) return () => undefined;
  observer.observe(document.body, { childList: true, subtree: true });
  for (const e of ACTIONS) addEventListener(e, stop, true);
  return stop;
}

/**
 * The main heading takes focus so keyboard and screen-reader users start at the new page, not
 * mid-way down the old one (issue 32 §1), unless the page has put focus somewhere itself.
 */
function focusHeading(): () => void {
  const before = document.activeElement;
  return until(() => {
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    const now = document.activeElement;
    if (now === before || now === document.body || !now) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  });
}

/**
 * Pages open at the top with focus on their heading; back and forward return to where the
 * learner was; a link to a fragment goes to it. React Router's <ScrollRestoration> needs a data
 * router, and this app runs in library mode (BrowserRouter). Renders nothing.
 */
export function PageArrival() {
  const location = useLocation();
  const action = useNavigationType();
  const previous = useRef<Place | null>(null);
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);

  useEffect(() => {
    const seen = () => {
      interacted = true;
    };
    const onScroll = () => positions.current.set(currentKey.current, scrollY);
    for (const e of ACTIONS) addEventListener(e, seen, true);
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      for (const e of ACTIONS) removeEventListener(e, seen, true);
      removeEventListener('scroll', onScroll);
    };
  }, []);

  // Before paint, so the new page is never drawn at the old page's scroll position.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const saved = positions.current.get(location.key);
    const { scroll, focusHeading: focus } = arrivalFor(action, previous.current, location, saved !== undefined);
    previous.current = location;
    const stops: (() => void)[] = [];
    if (scroll === 'top') jumpTo(0);
    if (scroll === 'restore' && saved !== undefined) stops.push(until(() => (jumpTo(saved), Math.abs(scrollY - saved) < 2), 3000));
    const id = fragmentId(location.hash);
    const toFragment = () => {
      const target = id === null ? null : document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    };
    if (scroll === 'hash') stops.push(until(toFragment));
    if (focus && interacted) stops.push(focusHeading());
    return () => stops.forEach((stop) => stop());
    // One arrival per history entry: the key changes on every navigation, even to the same URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}
