import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}/`, import.meta.url));

/**
 * Pure-logic unit tests only: no database, no server process, no content build. Used by
 * `npm run mutation` (StrykerJS runs this suite against every mutant, so it must be fast).
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^#shared\/(.*)$/, replacement: `${src('shared')}$1` },
      { find: /^#server\/(.*)$/, replacement: `${src('server')}$1` },
      { find: /^#client\/(.*)$/, replacement: `${src('client')}$1` },
    ],
  },
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['src/server/content/**', 'node_modules/**'],
    setupFiles: ['tests/support/fail-on-console.ts'],
    testTimeout: 30_000,
  },
});
