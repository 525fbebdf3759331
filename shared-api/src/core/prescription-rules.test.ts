import { PRESCRIPTION_ACTIVE_DAYS } from './constants';
import { normalizeVerificationCode, prescriptionExpiry, prescriptionStatus, VERIFICATION_CODE_PATTERN } from './prescription-rules';

const DAY_MS = 24 * 60 * 60 * 1000;
const written = new Date('2026-01-10T09:30:00.000Z');

describe('prescription status (spec §4, 90 days)', () => {
  const expiresAt = prescriptionExpiry(written);

  it('expires exactly 90 days after it was written', () => {
    expect(expiresAt.getTime() - written.getTime()).toBe(PRESCRIPTION_ACTIVE_DAYS * DAY_MS);
  });

  it('is Active one millisecond before the 90-day edge and Expired at it', () => {
    expect(prescriptionStatus({ expiresAt }, new Date(expiresAt.getTime() - 1))).toBe('Active');
    expect(prescriptionStatus({ expiresAt }, expiresAt)).toBe('Expired');
    expect(prescriptionStatus({ expiresAt: expiresAt.toISOString() }, new Date(expiresAt.getTime() + DAY_MS))).toBe('Expired');
  });

  it('is Active on the day it is written', () => {
    expect(prescriptionStatus({ expiresAt }, written)).toBe('Active');
  });

  it('is Revoked once revoked, whether or not it has expired', () => {
    expect(prescriptionStatus({ expiresAt, revokedAt: written }, written)).toBe('Revoked');
    expect(prescriptionStatus({ expiresAt, revokedAt: written.toISOString() }, new Date(expiresAt.getTime() + DAY_MS))).toBe('Revoked');
  });
});

describe('printed verification code', () => {
  it('reads a typed code in any case, with or without the dash or spaces', () => {
    expect(normalizeVerificationCode('k7p2q-9xhmt')).toBe('K7P2Q-9XHMT');
    expect(normalizeVerificationCode(' K7P2Q 9XHMT ')).toBe('K7P2Q-9XHMT');
    expect(normalizeVerificationCode('K7P2Q9XHMT')).toMatch(VERIFICATION_CODE_PATTERN);
  });

  it('reads O as zero and I or L as one', () => {
    expect(normalizeVerificationCode('OOOOO-IIIII')).toBe('00000-11111');
    expect(normalizeVerificationCode('lllll-00000')).toBe('11111-00000');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeVerificationCode('K7P2Q-9XHM')).toBeNull();
    expect(normalizeVerificationCode('K7P2Q-9XHMTT')).toBeNull();
    expect(normalizeVerificationCode('K7P2Q-9XHM!')).toBeNull();
    expect(normalizeVerificationCode('K7P2Q-9XHMU')).toBeNull();
    expect(normalizeVerificationCode('')).toBeNull();
  });
});
