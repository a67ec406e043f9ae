/**
 * Moves an attempt's deadline a minute into the past, straight in the e2e server's database
 * (a plain SQL update through `pg`, run by the harness's side port in tests/support/e2e-server.ts),
 * so a journey can test running out of time without waiting for it.
 */
const SIDE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5123) + 1}`;

export async function expireAttempt(attemptId: string): Promise<void> {
  const res = await fetch(`${SIDE_URL}/expire-attempt?id=${encodeURIComponent(attemptId)}`);
  const answer = (await res.json()) as { updated?: number; error?: string };
  if (answer.updated !== 1) throw new Error(`could not expire attempt ${attemptId}: ${answer.error ?? `${answer.updated ?? 0} rows updated`}`);
}
