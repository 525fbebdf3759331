import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { BadRequest } from '../http/errors';

export const PHONE_NUMBER_MESSAGE = 'Enter a valid phone number with its country code, for example +91 98765 43210.';

/**
 * A phone number as stored: E.164 ('+919876543210'). Takes what a person types, with spaces,
 * dashes or brackets and the country code ('+91 98765 43210'); a number without a plus is read
 * as digits after it (the spec's integer form). Anything that is not a valid number is refused.
 */
export function toE164(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const text = String(input).trim();
  if (text === '') return null;
  const international = text.startsWith('+') ? text : `+${text}`;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed || !parsed.isValid()) throw new BadRequest(PHONE_NUMBER_MESSAGE);
  return parsed.number;
}
