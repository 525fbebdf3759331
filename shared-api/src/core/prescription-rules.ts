/**
 * Rules of spec §4 "Prescription status" and §9 (90-day active window), and the formats of the
 * verification token and printed code, shared by the server and the screens.
 */
import { PRESCRIPTION_ACTIVE_DAYS } from './constants';
import type { PrescriptionStatus } from './prescription-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a prescription written at `createdAt` stops being active (stored when written). */
export function prescriptionExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PRESCRIPTION_ACTIVE_DAYS * DAY_MS);
}

/**
 * Derived status: Revoked when revoked, else Active until `expiresAt` (exclusive) and Expired
 * from that instant on.
 */
export function prescriptionStatus(
  prescription: { expiresAt: string | Date; revokedAt?: string | Date | null },
  now: Date = new Date(),
): PrescriptionStatus {
  if (prescription.revokedAt) return 'Revoked';
  return now.getTime() < new Date(prescription.expiresAt).getTime() ? 'Active' : 'Expired';
}

/** The verification token: 32 random bytes in base64url (43 characters), the QR code's secret. */
export const VERIFICATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Alphabet of the short printed code: Crockford base32 (no I, L, O, U), so that it reads aloud
 * and types without confusing 0/O or 1/I.
 */
export const VERIFICATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of the printed code, shown as two groups of five ('K7P2Q-9XHMT'). */
export const VERIFICATION_CODE_LENGTH = 10;
export const VERIFICATION_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/**
 * The canonical form of a typed code ('k7p2q 9xhmt' → 'K7P2Q-9XHMT'), reading O as 0 and I/L
 * as 1 like Crockford base32; null when it cannot be a code.
 */
export function normalizeVerificationCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact.length !== VERIFICATION_CODE_LENGTH) return null;
  for (const char of compact) if (!VERIFICATION_CODE_ALPHABET.includes(char)) return null;
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

/** Path of the public verification page of a token. */
export function verificationPath(token: string): string {
  return `/verify/${encodeURIComponent(token)}`;
}

/**
 * The prescriptions page in the web app (the link of the prescription and renewal notifications):
 * the patient's list, or the doctor's patients with their renewal requests. Same route as the
 * federation contract's `prescriptions` page.
 */
export const PRESCRIPTIONS_PATH = '/prescriptions';
