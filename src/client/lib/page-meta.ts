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
  const title = fullTitle(meta.title);
  const url = `${origin}${meta.path}`;
  document.title = title;
  setMeta('name', 'description', meta.description);
  setMeta('name', 'keywords', meta.keywords ?? DEFAULT_KEYWORDS);
  setMeta('name', 'robots', meta.noindex ? 'noindex, nofollow' : 'index, follow');
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:site_name', BRAND.name);
  setMeta('name', 'twitter:card', 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', meta.description);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = url;
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description, path, keywords, noindex } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, path, keywords, noindex }, window.location.origin);
  }, [title, description, path, keywords, noindex]);
}
