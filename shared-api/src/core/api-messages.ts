import { formatCount } from './plural';
/**
 * Messages the API answers with (the `message` of the error envelope). The client shows them
 * as they are (spec §8), and the end-to-end tests assert them, so they live in one place.
 */
export const API_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  authRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  secondFactorSetupRequired:
    'Turn on two-step sign-in (Profile → Security) before you open patient records: it is required for doctors and the operations team.',
  secondFactorStaysOn: 'Two-step sign-in is required for doctors and the operations team here, so it cannot be turned off.',
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
  tooManySockets: 'Too many windows are connected with this sign-in. Close some tabs or windows and this one will connect.',
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
    return `Too many login attempts. Please try again in ${formatCount(seconds, { one: 'second', other: 'seconds' })}.`;
  }
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return `Too many login attempts. Please try again in ${formatCount(minutes, { one: 'minute', other: 'minutes' })}.`;
}

/** 413 answer when a body exceeds the configured limit. */
export function bodyTooLargeMessage(limitBytes: number): string {
  return `The request body is too large (limit ${limitBytes} bytes).`;
}

/**
 * Codes the error envelope carries (`code`) where the client must act on the kind of refusal,
 * not only show its message.
 */
export const API_ERROR_CODES = {
  /** A doctor or operator without two-step sign-in while CLINICIAN_2FA=required: set it up first. */
  secondFactorSetupRequired: 'second_factor_required',
} as const;
