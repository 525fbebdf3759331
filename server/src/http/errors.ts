import { API_MESSAGES } from '@telehealth/shared-api/core';

/** An error whose message the client may show; the error handler turns it into the envelope. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** A machine-readable kind of refusal the client acts on (API_ERROR_CODES), sent as `code`. */
  readonly code: string | undefined;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.name = new.target.name;
    this.statusCode = statusCode;
    this.code = code;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string = API_MESSAGES.authRequired) {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string = API_MESSAGES.forbidden, code?: string) {
    super(403, message, code);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends HttpError {
  /** Seconds the client should wait, sent as Retry-After. */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

export class ServiceUnavailable extends HttpError {
  constructor(message: string = API_MESSAGES.serviceUnavailable) {
    super(503, message);
  }
}
