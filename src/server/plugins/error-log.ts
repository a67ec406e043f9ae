/**
 * What the logs may hold of an error (issue 16 §7). Drizzle wraps a failed query in an error
 * whose message and fields carry every SQL parameter (emails, password hashes), and PostgreSQL's
 * own `detail` can quote a row's values: neither is logged. The SQL text and codes are.
 */
interface Loggable {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  query?: string;
  cause?: Loggable;
}

const MAX_DEPTH = 5;

export function loggableError(error: unknown, depth = 0): Loggable {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 200) };
  const e = error as Error & { code?: unknown; query?: unknown; params?: unknown };
  const wrapped = typeof e.query === 'string' && 'params' in e;
  const out: Loggable = {
    type: e.name,
    message: wrapped ? `Failed query: ${e.query as string}` : e.message,
  };
  if (typeof e.code === 'string') out.code = e.code;
  if (wrapped) out.query = e.query as string;
  // Stacks of wrapped errors repeat the message (and so the parameters) on their first line.
  if (e.stack && !wrapped) out.stack = e.stack;
  if (e.cause !== undefined && depth < MAX_DEPTH) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

/** Walks an error and its causes (Drizzle wraps the driver's error), first match wins. */
export function findInCauses<T>(error: unknown, pick: (e: { code?: unknown; message?: unknown }) => T | undefined): T | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth <= MAX_DEPTH; depth += 1) {
    const found = pick(current as { code?: unknown; message?: unknown });
    if (found !== undefined) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Query strings that carry secrets (reset links) are cut from logged URLs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|payment_intent_client_secret)=)[^&#]*/gi, '$1[redacted]');
}
