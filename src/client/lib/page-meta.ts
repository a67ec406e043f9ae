import { useEffect } from 'react';
import { BRAND } from '#shared/brand.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL; the origin is the site root. */
  path: string;
  keywords?: string;
  noindex?: boolean;
}

export const DEFAULT_KEYWORDS = 'SPSV, SPSV test, taxi licence Ireland, hackney licence, limousine licence, SPSV entry test, area knowledge test, NTA';

export function fullTitle(title: string): string {
  return title === BRAND.name ? `${BRAND.name} | ${BRAND.tagline}` : `${title} | ${BRAND.name}`;
}

/** Every head tag a page sets, for the browser (applyPageMeta) and for pre-rendering alike. */
export function metaTags(meta: PageMeta, origin: string): { title: string; canonical: string; tags: [attr: 'name' | 'property', key: string, content: string][] } {
  const title = fullTitle(meta.title);
  const canonical = `${origin}${meta.path}`;
  return {
    title,
    canonical,
    tags: [
      ['name', 'description', meta.description],
      ['name', 'keywords', meta.keywords ?? DEFAULT_KEYWORDS],
      ['name', 'robots', meta.noindex ? 'noindex, nofollow' : 'index, follow'],
      ['property', 'og:title', title],
      ['property', 'og:description', meta.description],
      ['property', 'og:type', 'website'],
      ['property', 'og:url', canonical],
      ['property', 'og:site_name', BRAND.name],
      ['name', 'twitter:card', 'summary'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', meta.description],
    ],
  };
}

/** The meta of the page rendered last on the server, read by the pre-renderer. */
export const serverMeta: { current?: PageMeta } = {};

/** Server rendering runs no effects, so the page's meta is captured while rendering. */
function captureOnServer(meta: PageMeta): void {
  if (typeof document === 'undefined') serverMeta.current = meta;
}

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Title, description, keywords, canonical, robots and social tags for the current page (spec §2). */
export function applyPageMeta(meta: PageMeta, origin: string): void {
  const { title, canonical: url, tags } = metaTags(meta, origin);
  document.title = title;
  for (const [attr, key, content] of tags) setMeta(attr, key, content);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = url;
}

export function usePageMeta(meta: PageMeta): void {
  captureOnServer(meta);
  const { title, description, path, keywords, noindex } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, path, keywords, noindex }, window.location.origin);
    // Marks the page as interactive (hydrated), for tests and for styling hooks.
    document.documentElement.dataset.page = path;
  }, [title, description, path, keywords, noindex]);
}
