/**
 * Where a page opens after a navigation (issue 32 §1). React Router's <ScrollRestoration> needs
 * a data router, and this app runs in library mode (BrowserRouter, for the home page's budget),
 * so the rules live here: a new page opens at its top, back and forward return to where the
 * learner was, and a link to a fragment goes to the fragment.
 */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface Place {
  pathname: string;
  search: string;
  hash: string;
}

export interface Arrival {
  /** 'top': scroll to 0; 'restore': back to the saved position; 'hash': to the fragment's element; 'none': leave it. */
  scroll: 'top' | 'restore' | 'hash' | 'none';
  /** Move focus to the new page's main heading. */
  focusHeading: boolean;
}

const STAY: Arrival = { scroll: 'none', focusHeading: false };

/**
 * `previous` is null on the first render. A change of query or fragment alone on the same page
 * (a module's next page, a tab, a test's id) is the page's own business: it manages its scroll
 * and focus itself, so nothing moves here.
 */
export function arrivalFor(action: NavigationAction, previous: Place | null, next: Place, hasSavedPosition: boolean): Arrival {
  // The first load: the browser restores a reload's place itself, and focus stays where it starts.
  if (previous === null) return STAY;
  const samePage = previous.pathname === next.pathname;
  if (action === 'POP') {
    if (samePage && previous.search === next.search) return STAY;
    return { scroll: hasSavedPosition ? 'restore' : 'top', focusHeading: !samePage };
  }
  if (next.hash && next.hash !== '#') return { scroll: 'hash', focusHeading: false };
  if (samePage) return STAY;
  return { scroll: 'top', focusHeading: true };
}

/** The element a fragment names (`#special-considerations`), or null when it is not a valid id. */
export function fragmentId(hash: string): string | null {
  if (!hash || hash === '#') return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
