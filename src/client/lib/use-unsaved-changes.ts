import { useEffect } from 'react';

/** A link the browser or the router would follow away from this page, in this tab. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const to = new URL(link.href, window.location.href);
  return to.pathname === window.location.pathname && to.search === window.location.search ? null : link;
}

/**
 * Warns before unsaved work is lost (issue 32 §9): closing or reloading the tab gets the
 * browser's own "Leave site?" prompt, and following a link in the app asks first. The app runs
 * React Router in library mode, which has no navigation blocker, so links are caught in the
 * capture phase, before the router sees the click. The browser's Back button is not caught.
 */
export function useUnsavedChanges(dirty: boolean, message: string): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, message]);
}
