import { randomBytes } from 'node:crypto';
import { loginSchema } from '@telehealth/shared-api/core';
import { passwordProblem, hashPassword } from '../auth';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { Conflict } from '../http/errors';
import { findUserByEmail, insertUser, normaliseEmail } from '../users';

/** The name an operator account shows (there is no profile behind it). */
export const ADMIN_DISPLAY_NAME = 'Operations';

export class AdminAccountError extends Error {}

/** A password for an operator account: 144 random bits, in letters, digits, '-' and '_'. */
export function generateAdminPassword(): string {
  return randomBytes(18).toString('base64url');
}

async function checkedEmail(email: string): Promise<string> {
  try {
    // The same rule as sign-in, so the account can sign in with what was typed.
    return normaliseEmail((await loginSchema.validateAt('email', { email })) as string);
  } catch {
    throw new AdminAccountError(`"${email}" is not an email address`);
  }
}

/**
 * Creates an operator (admin) account. The only two ways one comes to exist are this function's
 * callers: `npm run admin -- create <email>` and ADMIN_EMAIL on start; sign-up never makes one.
 * A taken email is refused (an existing patient or doctor is never turned into an operator).
 */
export async function createAdmin(db: Db, input: { email: string; password: string; name?: string }): Promise<UserRow> {
  const request = await adminRequestOf(input);
  return insertAdmin(db, request);
}

/** Checks the email and password and hashes the password: what an account needs, before any database is opened. */
export async function adminRequestOf(input: {
  email: string;
  password: string;
  name?: string;
}): Promise<{ email: string; name: string; passwordHash: string }> {
  const email = await checkedEmail(input.email);
  const name = input.name?.trim() || ADMIN_DISPLAY_NAME;
  const problem = passwordProblem(input.password, { email, name });
  if (problem) throw new AdminAccountError(`The password is not accepted: ${problem}`);
  return { email, name, passwordHash: await hashPassword(input.password) };
}

/** Inserts the operator account of a checked request; a taken email is refused. */
export async function insertAdmin(db: Db, request: { email: string; name?: string; passwordHash: string }): Promise<UserRow> {
  const email = await checkedEmail(request.email);
  if (await findUserByEmail(db, email)) throw new AdminAccountError(`An account with the email ${email} already exists`);
  try {
    return await insertUser(db, {
      name: request.name?.trim() || ADMIN_DISPLAY_NAME,
      email,
      role: 'admin',
      passwordHash: request.passwordHash,
    });
  } catch (error) {
    if (error instanceof Conflict) throw new AdminAccountError(`An account with the email ${email} already exists`);
    throw error;
  }
}

export type AdminStartResult =
  | { kind: 'none' }
  | { kind: 'exists' }
  | { kind: 'created'; email: string; generatedPassword: string | null }
  | { kind: 'email-taken'; email: string };

/**
 * On start: makes the operator named by ADMIN_EMAIL when no account has that email yet, with
 * ADMIN_PASSWORD or else a generated password (the caller prints it once). An existing operator
 * keeps its password; an existing patient or doctor with that email is left alone (and reported).
 */
export async function ensureAdminOnStart(
  db: Db,
  config: { adminEmail: string | undefined; adminPassword: string | undefined },
): Promise<AdminStartResult> {
  if (!config.adminEmail) return { kind: 'none' };
  const email = await checkedEmail(config.adminEmail);
  const existing = await findUserByEmail(db, email);
  if (existing) return existing.role === 'admin' ? { kind: 'exists' } : { kind: 'email-taken', email };
  const password = config.adminPassword ?? generateAdminPassword();
  try {
    await createAdmin(db, { email, password });
  } catch (error) {
    // Another instance starting at the same moment made it first.
    if ((await findUserByEmail(db, email))?.role === 'admin') return { kind: 'exists' };
    throw error;
  }
  return { kind: 'created', email, generatedPassword: config.adminPassword ? null : password };
}
