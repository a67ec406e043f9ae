/**
 * Spec §8 general rule: a non-successful response becomes an error whose text is
 * "STATUS: body", or "STATUS: statusText" when the body is empty.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{message}` when the body was our JSON error shape. */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(apiErrorText(status, statusText, body));
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = parseServerMessage(body);
  }
}

export function apiErrorText(status: number, statusText: string, body: string): string {
  return `${status}: ${body.length > 0 ? body : statusText}`;
}

function parseServerMessage(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      return typeof message === 'string' ? message : undefined;
    }
  } catch {
    // Not JSON: the raw body is already in the error text.
  }
  return undefined;
}
