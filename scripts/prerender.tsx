import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { Providers } from '../src/client/app/providers.tsx';
import { AppRoutes } from '../src/client/app/router.tsx';
import { PRERENDERED_PATHS, PUBLIC_URL_PLACEHOLDER } from '../src/shared/public-pages.ts';
import { metaTags, serverMeta } from '../src/client/lib/page-meta.ts';
import { PRERENDERED_QUERIES_ID, prerenderedQueriesJson, queryClient, type PrerenderedQueries } from '../src/client/lib/query-cache.ts';
import { glossaryQueryOptions } from '../src/client/lib/glossary/use-glossary.ts';
import { tasterQueryOptions } from '../src/client/features/taster/api/get-taster.ts';
import { loadGlossary } from '../src/server/content/glossary.ts';
import { readTaster, tasterFilePath } from '../src/server/course/taster.ts';
import { publicTaster } from '../src/server/features/taster/taster.ts';

/**
 * Pre-renders the public pages to static HTML at build time (issue 4): a crawler without
 * JavaScript sees the content and the meta tags; the browser hydrates the same markup.
 * The site origin is filled in by the server from PUBLIC_URL when it serves the page.
 */
const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist', 'client');
const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');

/**
 * The data a page's markup is rendered with, where it is public and fixed at build: the glossary,
 * and the taster's sample page and questions (never a key: publicTaster is what GET /api/taster
 * sends). The page carries it as JSON, and the browser's cache starts with it (query-cache.ts).
 */
const contentDir = path.join(root, 'content');
function queriesFor(url: string): PrerenderedQueries {
  if (url === '/glossary') {
    const { glossary, errors } = loadGlossary(path.join(contentDir, 'data', 'glossary.yaml'));
    if (errors.length > 0) throw new Error(`Glossary check failed:\n${errors.join('\n')}`);
    return [[glossaryQueryOptions().queryKey, glossary]];
  }
  if (url === '/taster') {
    const { taster, errors } = readTaster(tasterFilePath(contentDir));
    if (!taster) throw new Error(`Taster check failed:\n${errors.join('\n')}`);
    return [[tasterQueryOptions().queryKey, publicTaster(taster)]];
  }
  return [];
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const tree = (url: string) => (
  <StaticRouter location={url} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
    <Providers>
      <AppRoutes />
    </Providers>
  </StaticRouter>
);

/**
 * The first pass waits for every lazily loaded page and layout on the path; the second then
 * renders them in one piece, with no streaming scripts (which the content-security policy
 * would block) for the browser to hydrate.
 */
async function render(url: string): Promise<string> {
  await drain(url);
  serverMeta.current = undefined;
  const html = renderToString(tree(url));
  if (html.includes('<template') || /<!--\$\?-->/.test(html)) throw new Error(`${url} still suspends after loading`);
  return html;
}

async function drain(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree(url));
  let html = '';
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(
      new Writable({
        write(chunk: Buffer, _enc, done) {
          html += chunk.toString();
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    prelude.on('error', reject);
  });
  return html;
}

function page(html: string, queries: PrerenderedQueries): string {
  const meta = serverMeta.current;
  if (!meta) throw new Error('A pre-rendered page must call usePageMeta');
  const { title, canonical, tags } = metaTags(meta, PUBLIC_URL_PLACEHOLDER);
  const head = [
    `<title>${escape(title)}</title>`,
    ...tags.map(([attr, key, content]) => `<meta ${attr}="${key}" content="${escape(content)}" />`),
    `<link rel="canonical" href="${canonical}" />`,
  ].join('\n    ');
  return template
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div>${queries.length > 0 ? `\n    <script type="application/json" id="${PRERENDERED_QUERIES_ID}">${prerenderedQueriesJson(queries)}</script>` : ''}`,
    );
}

for (const url of PRERENDERED_PATHS) {
  const out = path.join(clientDir, 'pages', url === '/' ? '' : url, 'index.html');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const queries = queriesFor(url);
  queryClient.clear();
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  fs.writeFileSync(out, page(await render(url), queries));
}
process.stdout.write(`Pre-rendered ${PRERENDERED_PATHS.length} public pages → dist/client/pages\n`);
