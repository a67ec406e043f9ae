import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}/`, import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
