import { afterEach, vi } from 'vitest';

/** An unexpected console.error fails the test (STYLE.md §11). */
let errors: unknown[][] = [];
// eslint-disable-next-line no-console -- this file wraps console.error to catch unexpected calls
const original = console.error;
// eslint-disable-next-line no-console -- replacing console.error is the purpose of this file
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length > 0) throw new Error(`console.error was called:\n${seen.map((a) => a.join(' ')).join('\n')}`);
});
