/**
 * Accounts straight into the database (patients with a profile), with live sessions and real
 * signed tokens: registering through the API hashes a password per user, far too slow for
 * hundreds. Shared by the test fixtures and the benchmarks, which seed before starting the server.
 */
import { randomUUID } from 'node:crypto';
import { insertSession } from '../../src/sessions/session-repository';
import { secretKey, signSessionToken } from '../../src/sessions/tokens';
import type { Db } from '../../src/db/client';
import { patients, users } from '../../src/db/schema';

/** Not a real hash: these users sign in with their token, never with a password. */
export const UNUSABLE_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$dW51c2FibGU$dW51c2FibGUtaGFzaC1mb3ItdGVzdHM';

export interface InsertedUser {
  userId: string;
  name: string;
  email: string;
  token: string;
  /** The patient profile's id; undefined for doctors. */
  patientId: string | undefined;
}

export interface FastUserOptions {
  role: 'patient' | 'doctor';
  count: number;
  /** The server's JWT_SECRET, so that it accepts the tokens. */
  jwtSecret: string;
  sessionMs: number;
  name: (index: number) => string;
  email: (index: number) => string;
  now?: Date;
}

/** `count` users with live sessions (patients with profiles), in three statements plus token signing. */
export async function insertFastUsers(db: Db, options: FastUserOptions): Promise<InsertedUser[]> {
  const now = options.now ?? new Date();
  const rows = Array.from({ length: options.count }, (_, index) => ({
    id: randomUUID(),
    name: options.name(index),
    email: options.email(index),
    role: options.role,
    passwordHash: UNUSABLE_PASSWORD_HASH,
  }));
  await db.insert(users).values(rows);
  const profileRows =
    options.role === 'patient'
      ? rows.map((user) => ({
          id: randomUUID(),
          userId: user.id,
          dateOfBirth: '1990-01-01',
          gender: 'Other' as const,
          bloodGroup: 'O+' as const,
        }))
      : [];
  if (profileRows.length > 0) await db.insert(patients).values(profileRows);
  const key = secretKey(options.jwtSecret);
  const expiresAt = new Date(now.getTime() + options.sessionMs);
  return Promise.all(
    rows.map(async (user, index) => {
      const session = await insertSession(db, { userId: user.id, createdAt: now, expiresAt, userAgent: null, ip: null });
      const token = await signSessionToken(key, { userId: user.id, sessionId: session.id }, now, expiresAt);
      return { userId: user.id, name: user.name, email: user.email, token, patientId: profileRows[index]?.id };
    }),
  );
}
