/** Domain errors mapped to HTTP statuses by the one error handler (STYLE.md §4). */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'You need to sign in to do that.') {
    super(401, message);
  }
}

export class NoActivePlanError extends HttpError {
  constructor(message = 'This needs an active plan. Choose a plan on the pricing page to unlock it.') {
    super(402, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  /** The input field that clashed, so a form can mark it without reading the message. */
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(409, message);
    this.field = field;
  }
}

export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is temporarily unavailable. Please try again in a moment.') {
    super(503, message);
  }
}
