import { cleanE2eLeftovers } from './e2e-state.ts';

/** Playwright global teardown: no database or folder of this run outlives it. */
export default async function teardown(): Promise<void> {
  await cleanE2eLeftovers(process.env.E2E_PORT ?? '5123');
}
