import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

/** What a crawler without JavaScript gets (issue 4): needs `npm run build`, which `npm test` runs first. */
const ctx = useTestApp({ env: { PUBLIC_URL: 'https://spsvprep.example' } });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('pre-rendered public pages', () => {
  it('serve the home page content and meta tags as HTML', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    // What the course does, not an unsupported ranking (issue 32 §7).
    expect(html).toMatch(/<h1[^>]*>Pass the SPSV Entry Test, studying on your phone<\/h1>/);
    expect(html).not.toMatch(/Ireland(&#x27;|')s leading/);
    for (const heading of ['features-heading', 'training-heading', 'pricing-heading', 'about-heading', 'contact-heading']) {
      expect(html).toContain(`id="${heading}"`);
    }
    expect(html).toContain('<title>SPSV Prep | Ireland&#x27;s SPSV licence course</title>'.replace('&#x27;', "'"));
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain('<link rel="canonical" href="https://spsvprep.example/" />');
    expect(html).toContain('<meta property="og:url" content="https://spsvprep.example/" />');
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary" \/>/);
    expect(html).not.toContain('%PUBLIC_URL%');
  });

  it('give each public page its own title and canonical link', async () => {
    const pricing = (await get('/pricing')).body;
    expect(pricing).toContain('<link rel="canonical" href="https://spsvprep.example/pricing" />');
    expect(pricing).toMatch(/<title>[^<]*Pricing[^<]*<\/title>/i);
    expect((await get('/privacy')).body).toContain('href="https://spsvprep.example/privacy"');
    // The free taster is pre-rendered like the other public pages (issue 32 §7).
    const taster = (await get('/taster')).body;
    expect(taster).toContain('<link rel="canonical" href="https://spsvprep.example/taster" />');
    expect(taster).toContain('Try SPSV Prep free');
  });

  it('serve the app shell for client routes and hashed assets with long caching', async () => {
    const dashboard = await get('/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).toContain('<div id="root"></div>');
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(dashboard.body)?.[1] ?? '';
    const asset = await get(script);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(dashboard.headers['cache-control']).toBe('no-cache');
    expect((await get('/pages/index.html')).statusCode).toBe(404);
  });

  it('send compressed pages and assets to browsers that accept it', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    const gz = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec((await get('/')).body)?.[1] ?? '';
    const asset = await ctx.app.inject({ method: 'GET', url: script, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('serve robots.txt and sitemap.xml for this origin', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toContain('Sitemap: https://spsvprep.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('<loc>https://spsvprep.example/</loc>');
    expect(sitemap.body).toContain('<loc>https://spsvprep.example/pricing</loc>');
    expect(sitemap.body).toContain('<loc>https://spsvprep.example/taster</loc>');
    expect(sitemap.body).not.toContain('/dashboard');
  });
});
