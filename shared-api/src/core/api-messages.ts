/**
 * Messages the API answers with (the `message` of the error envelope). The client shows them
 * as they are (spec §8), and the end-to-end tests assert them, so they live in one place.
 */
export const API_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  authRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  emailTaken: 'An account with this email already exists',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordTooCommon: 'This password is one of the most common ones. Please choose a password that is harder to guess.',
  passwordIsPersonal: 'Your password must not be your email address or your name.',
  passwordBlank: 'Your password must not be only spaces.',
  notificationNotFound: 'Notification not found',
  bodyNotObject: 'The request body must be a JSON object.',
  invalidJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  jsonCharsetUnsupported: 'Send JSON encoded as UTF-8 (Content-Type: application/json; charset=utf-8).',
  malformedUrl: 'The URL is malformed (a % not followed by two hexadecimal digits?).',
  internalError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  storageUnavailable: 'The service cannot save data right now. Please try again shortly.',
  loggedOut: 'Logged out',
  passwordChanged: 'Password changed',
  accountUpdated: 'Account details updated',
  inputTooDeep: 'The request is nested too deeply.',
  headersTooLarge: 'The request headers (or the URL) are too large.',
  requestTimeout: 'The request took too long to arrive.',
  unreadableRequest: 'The request could not be read.',
} as const;

/** 429 answer of `POST /user/login`; `retryAfterMs` is rounded up to whole minutes. */
export function tooManyLoginAttemptsMessage(retryAfterMs: number): string {
  if (retryAfterMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return `Too many login attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  }
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `Too many login attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** 413 answer when a body exceeds the configured limit. */
export function bodyTooLargeMessage(limitBytes: number): string {
  return `The request body is too large (limit ${limitBytes} bytes).`;
}
