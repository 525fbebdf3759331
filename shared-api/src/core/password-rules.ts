/**
 * The password rules a form can check before sending (NIST SP 800-63B §3.1.1.2, OWASP ASVS 5.0
 * chapter 6): at least PASSWORD_MIN_LENGTH characters, not a trivial pattern, not the product's
 * name. The server checks the same, and also the breached-password list, which stays there.
 */
import { API_MESSAGES } from './api-messages';
import { PASSWORD_MIN_LENGTH, PRODUCT_NAME } from './constants';
import { MESSAGES } from './validation-messages';

/** Rows of the common keyboard layouts, and the digit row, either way. */
const KEYBOARD_ROWS = ['`1234567890-=', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./', 'qwertzuiop', 'yxcvbnm', 'azertyuiop', 'wxcvbn'];
/** Characters a person tacks on to meet a rule (`aaaaaaaa1!`): a pattern with them is still one. */
const TACKED_ON = /[0-9!@#$%^&*?.]{1,3}$/;

/** The whole text is one unit said again and again: `aaaaaaaa`, `abcabcabc`, `12121212`. */
function isRepeat(text: string): boolean {
  for (let unit = 1; unit <= text.length / 2; unit += 1) {
    if (text.length % unit === 0 && text.slice(0, unit).repeat(text.length / unit) === text) return true;
  }
  return false;
}

/** Each character one after the previous, up or down: `abcdefgh`, `87654321`. */
function isSequence(text: string): boolean {
  if (text.length < 3) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let index = 2; index < text.length; index += 1) {
    if (text.charCodeAt(index) - text.charCodeAt(index - 1) !== step) return false;
  }
  return true;
}

/** A run along one keyboard row, either way: `qwertyui`, `lkjhgfds`. */
function isKeyboardRun(text: string): boolean {
  if (text.length < 3) return false;
  return KEYBOARD_ROWS.some((row) => row.includes(text) || [...row].reverse().join('').includes(text));
}

function isTrivial(text: string): boolean {
  return isRepeat(text) || isSequence(text) || isKeyboardRun(text);
}

/**
 * What is wrong with a new password by these rules, as a message to show, or null. The
 * server adds the breached-password list and the account's own email and name.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.trim() === '') return API_MESSAGES.passwordBlank;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordMin;
  const lower = password.toLowerCase();
  if (lower.replace(/[\s\-_.]/g, '').includes(PRODUCT_NAME.toLowerCase())) return MESSAGES.passwordHasProductName;
  const core = lower.replace(TACKED_ON, '');
  if (isTrivial(lower) || (core.length >= 3 && isTrivial(core))) return MESSAGES.passwordTrivial;
  return null;
}
