import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const noClientOnServer = { group: ['#client/*', '**/client/**'], message: 'The server does not import client code.' };
/** One owner per table (issue 15): only src/server/data and src/server/db reach the database. */
const dataLayerOnly = {
  group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '**/db/schema', '**/db/schema/*', '#server/db/schema/*'],
  message: 'Only src/server/data (and src/server/db) touch tables: call a data owner instead.',
};
/** Layer fences (DESIGN.md §3, issue 28): each server folder imports only the layers below it. */
const noFeatures = { group: ['**/features/**', '#server/features/*'], message: 'Only the app wires features: this layer sits below them (DESIGN.md §3).' };
const noCompiler = { group: ['**/content/**', '#server/content/*'], message: 'content/ is the build-time compiler: read the course through src/server/course.' };
const noUpward = {
  group: ['**/lib/**', '**/learning/**', '**/features/**', '**/plugins/**', '**/course/**', '**/content/**', '#server/lib/*', '#server/learning/*', '#server/features/*', '#server/plugins/*', '#server/course/*', '#server/content/*'],
  message: 'src/server/data is the bottom layer: it imports only db/ and errors.',
};
const otherFeature = [
  { regex: '^\\.\\./(?!\\.\\.)[^/]+/', message: 'Feature folders do not import each other; move shared code down.' },
  { regex: '(^|/)features/', message: 'Feature folders do not import each other; move shared code down.' },
];
const noRawClient = {
  selector: "MemberExpression[property.name='$client']",
  message: 'Raw SQL belongs in src/server/data: call a data owner instead.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'drizzle', 'test-results', 'playwright-report', 'data', '.stryker-tmp', '.stryker-tmp-base', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Import boundaries (DESIGN.md §3, STYLE.md §7, §9).
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['#client/*', '#server/*', '**/client/**', '**/server/**'], message: 'src/shared imports nothing from client or server.' },
        { group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'pg'], message: 'src/shared must stay isomorphic.' },
      ] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['#server/*', '**/server/**', 'node:*'], message: 'The client bundle must never pull in server code.' },
      ] }],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['#server/*', '**/server/**', 'node:*'], message: 'The client bundle must never pull in server code.' },
        { group: ['#client/features/*'], message: 'Feature folders do not import each other; move shared code down.' },
        ...otherFeature,
      ] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noClientOnServer, dataLayerOnly] }],
      'no-restricted-syntax': ['error', noRawClient],
    },
  },
  {
    // The data layer and the database plumbing are the only server code that touches tables.
    files: ['src/server/data/**/*.ts', 'src/server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noClientOnServer, noUpward] }],
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['src/server/features/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        noClientOnServer,
        dataLayerOnly,
        noCompiler,
        ...otherFeature,
      ] }],
    },
  },
  {
    // Below the features: the course, the learning loop, infrastructure and plugins.
    files: ['src/server/plugins/**/*.ts', 'src/server/lib/**/*.ts', 'src/server/learning/**/*.ts', 'src/server/course/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noClientOnServer, dataLayerOnly, noFeatures, noCompiler] }],
    },
  },
);
