import { API_MESSAGES, newPasswordProblem } from '@telehealth/shared-api/core';
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** zxcvbn-ts's list of ~49,000 passwords seen most often in breaches, lower-cased. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return common;
}

const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Why a new password is refused (ASVS 5.0 chapter 6, NIST SP 800-63B): only spaces, the shared
 * rules the forms check too (at least 8 characters, no trivial pattern, not the product's name),
 * a well-known breached password, or the account's own email (or the part before its @) or
 * name. Null when it is acceptable.
 */
export function passwordProblem(password: string, account: { email: string; name?: string }): string | null {
  if (password.trim() === '') return API_MESSAGES.passwordBlank;
  const shared = newPasswordProblem(password);
  if (shared) return shared;
  if (commonPasswords().has(password.toLowerCase())) return API_MESSAGES.passwordTooCommon;
  const candidate = comparable(password);
  const email = comparable(account.email);
  const personal = [email, email.split('@')[0] ?? '', comparable(account.name ?? '')].filter((word) => word.length > 0);
  if (personal.includes(candidate)) return API_MESSAGES.passwordIsPersonal;
  return null;
}
