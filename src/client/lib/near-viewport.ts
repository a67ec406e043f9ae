/**
 * Resolves once the element with this id comes within `margin` of the viewport, so code for a
 * part of a long page further down can wait until a visitor scrolls towards it. Resolves at once
 * where that cannot be watched: while pre-rendering, with no such element yet (a page rendered
 * in the browser rather than hydrated), or without IntersectionObserver.
 */
export function nearViewport(id: string, margin = '800px'): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const target = document.getElementById(id);
  if (!target) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(target);
  });
}
