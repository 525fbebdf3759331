import { randomBytes, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_CODE_LENGTH } from '@telehealth/shared-api/core';

/**
 * The QR code's secret: 32 random bytes (256 bits) in base64url, so that nobody can find a
 * prescription by guessing (VERIFICATION_TOKEN_PATTERN).
 */
export function newVerificationToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The short printed code for typing in by hand: 10 Crockford base32 characters (50 bits),
 * shown as 'XXXXX-XXXXX'. Guessing is held back by the verification page's rate limit.
 */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i += 1) code += VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}
