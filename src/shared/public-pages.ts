/** Public pages pre-rendered at build time and listed in the sitemap (issue 4). */
export const PRERENDERED_PATHS = ['/', '/pricing', '/privacy', '/terms', '/cookies', '/support', '/login', '/register', '/forgot-password', '/taster', '/glossary'] as const;

/** Indexable pages for sitemap.xml (login and sign-up screens are indexable too). */
export const SITEMAP_PATHS = PRERENDERED_PATHS;

/** Written into pre-rendered HTML and replaced with PUBLIC_URL when the server sends the page. */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';
