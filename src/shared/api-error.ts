/**
 * Spec §8 general rule: a non-successful response becomes an error whose text is
 * "STATUS: body", or "STATUS: statusText" when the body is empty.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `{message}` when the body was our JSON error shape. */
  readonly serverMessage: string | undefined;
  /**
   * The input the server blames, when it says (a 409 names 'username' or 'email'), so a form
   * can mark that field without matching the English of the message.
   */
  readonly field: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(apiErrorText(status, statusText, body));
    this.name = 'ApiError';
    this.status = status;
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.message;
    this.field = parsed.field;
  }
}

export function apiErrorText(status: number, statusText: string, body: string): string {
  return `${status}: ${body.length > 0 ? body : statusText}`;
}

const stringOrUndefined = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

function parseErrorBody(body: string): { message: string | undefined; field: string | undefined } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const { message, field } = parsed as { message?: unknown; field?: unknown };
      return { message: typeof message === 'string' ? message : undefined, field: stringOrUndefined(field) };
    }
  } catch {
    // Not JSON: the raw body is already in the error text.
  }
  return { message: undefined, field: undefined };
}
