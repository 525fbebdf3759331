import { normalizeVerificationCode, VERIFICATION_CODE_PATTERN, VERIFICATION_TOKEN_PATTERN } from '@telehealth/shared-api/core';
import { newVerificationCode, newVerificationToken } from './verification-codes';
import { initialsOf } from './verification-page';

describe('verification token and printed code', () => {
  it('draws 256-bit base64url tokens that never repeat', () => {
    const tokens = Array.from({ length: 2_000 }, newVerificationToken);
    for (const token of tokens) expect(token).toMatch(VERIFICATION_TOKEN_PATTERN);
    expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(32);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('draws printed codes of two groups of five unambiguous characters, read back as typed', () => {
    const codes = Array.from({ length: 2_000 }, newVerificationCode);
    for (const code of codes) {
      expect(code).toMatch(VERIFICATION_CODE_PATTERN);
      expect(code).not.toMatch(/[ILOU]/);
      expect(normalizeVerificationCode(code.toLowerCase())).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("the patient's initials on the verification page", () => {
  it('shows initials only, for names in any script', () => {
    expect(initialsOf('Mia Thompson')).toBe('M. T.');
    expect(initialsOf('  élodie   van der berg ')).toBe('É. V. D.');
    expect(initialsOf('Zoë')).toBe('Z.');
    expect(initialsOf('李 小龙')).toBe('李. 小.');
  });
});
