import { API_MESSAGES } from '@telehealth/shared-api/core';
import { passwordProblem } from './password-policy';

const account = { email: 'Ann.Lee@example.com', name: 'Ann Lee' };

describe('the password policy', () => {
  it.each(['123456', 'password', 'Password', 'qwerty', 'letmein', '1qaz2wsx'])('refuses the common password %p', (password) => {
    expect(passwordProblem(password, account)).toBe(API_MESSAGES.passwordTooCommon);
  });

  it.each(['      ', ' \t    '])('refuses a password of spaces only', (password) => {
    expect(passwordProblem(password, account)).toBe(API_MESSAGES.passwordBlank);
  });

  it.each(['ann.lee@example.com', 'ANN.LEE@EXAMPLE.COM', 'ann.lee', 'annlee', 'Ann Lee'])(
    'refuses the account email or name %p',
    (password) => {
      expect(passwordProblem(password, account)).toBe(API_MESSAGES.passwordIsPersonal);
    },
  );

  it.each(['blue-kettle-42', 'Tr0ub4dor&3', 'ann.lee-2026!'])('accepts %p', (password) => {
    expect(passwordProblem(password, account)).toBeNull();
  });
});
