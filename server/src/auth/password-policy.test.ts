import { API_MESSAGES, MESSAGES } from '@telehealth/shared-api/core';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { passwordProblem } from './password-policy';

const account = { email: 'Ann.Lee@example.com', name: 'Ann Lee' };

describe('the password policy', () => {
  it.each(['password', 'Password', 'iloveyou', 'sunshine', 'football', '1qaz2wsx'])('refuses the common password %p', (password) => {
    expect(passwordProblem(password, account)).toBe(API_MESSAGES.passwordTooCommon);
  });

  it.each(['aaaaaa', 'abcdef', 'abcabc', 'Secret1', '1234567'])('refuses %p, shorter than 8 characters', (password) => {
    expect(passwordProblem(password, account)).toBe(MESSAGES.passwordMin);
  });

  it.each([
    'aaaaaaaa',
    'Aaaaaaaaaa',
    'abcabcabc',
    '12121212',
    'abcdefgh',
    'ABCDEFGHI',
    '98765432',
    'qwertyui',
    'QWERTYUIOP',
    'poiuytrewq',
    'asdfghjk',
    'zxcvbnm,',
    'abcdefgh1!',
    'xyzxyzxyz12',
  ])('refuses the trivial pattern %p', (password) => {
    expect(passwordProblem(password, account)).toBe(MESSAGES.passwordTrivial);
  });

  it.each(['Carelink1', 'carelink2026', 'my-CareLink-pass', 'Care-Link!2026'])("refuses %p, which holds the product's name", (password) => {
    expect(passwordProblem(password, account)).toBe(MESSAGES.passwordHasProductName);
  });

  it.each(['        ', ' \t      '])('refuses a password of spaces only', (password) => {
    expect(passwordProblem(password, account)).toBe(API_MESSAGES.passwordBlank);
  });

  it.each(['ann.lee@example.com', 'ANN.LEE@EXAMPLE.COM', 'annabel.leeds', 'AnnabelLeeds', 'Annabel Leeds'])(
    'refuses the account email or name %p',
    (password) => {
      const person = password.toLowerCase().startsWith('ann.lee') ? account : { email: 'Annabel.Leeds@example.com', name: 'Annabel Leeds' };
      expect(passwordProblem(password, person)).toBe(API_MESSAGES.passwordIsPersonal);
    },
  );

  it.each(['blue-kettle-42', 'Tr0ub4dor&3', 'ann.lee-2026!', DEMO_PASSWORD, 'secret-pass-1', 'a-good-pass-1'])('accepts %p', (password) => {
    expect(passwordProblem(password, account)).toBeNull();
  });
});
