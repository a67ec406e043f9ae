import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { glossaryPlugin } from './scripts/content/glossary-plugin.ts';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}/`, import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Installable and offline (issue 23): our own service worker (src/client/sw.ts) with the build's
 * manifest injected. It is a file of its own, registered after the page has loaded, so none of
 * it counts against the home page's JavaScript budget.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  manifest: {
    id: '/',
    name: "SPSV Prep: Ireland's SPSV licence course",
    short_name: 'SPSV Prep',
    description: 'Study for the Irish SPSV (taxi, hackney and limousine) driver licence, online or offline.',
    lang: 'en-IE',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0f3d2e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell: every script and style (signed-in screens too, for offline use), the shell page and icons.
    globPatterns: ['**/*.{js,css,html,webmanifest}', 'icons/*.png', 'favicon.svg'],
    globIgnores: ['sw.js', 'pages/**'],
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), glossaryPlugin(root), pwa],
  root: 'src/client',
  // Mirrors package.json "imports" (#shared/*, #client/*) for the bundler.
  resolve: {
    alias: [
      { find: /^#shared\/(.*)$/, replacement: `${src('shared')}$1` },
      { find: /^#client\/(.*)$/, replacement: `${src('client')}$1` },
    ],
  },
  publicDir: 'public',
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === "1",
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});
