import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { glossaryPlugin } from './scripts/content/glossary-plugin.ts';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}/`, import.meta.url));

export default defineConfig({
  plugins: [glossaryPlugin(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    alias: [
      { find: /^#shared\/(.*)$/, replacement: `${src('shared')}$1` },
      { find: /^#server\/(.*)$/, replacement: `${src('server')}$1` },
      { find: /^#client\/(.*)$/, replacement: `${src('client')}$1` },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/api/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/fail-on-console.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
