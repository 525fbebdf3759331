import { hashPassword } from '../auth';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { accountMessages } from '../notifications';
import { countUsers } from '../users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_DIRECTORY_DOCTORS, DEMO_REVIEWER_PATIENTS, seedDemoCare } from './demo-care';

/**
 * Creates the demo accounts when the database has no users yet, with the demo practice
 * (profiles, past appointments and reviews; see demo-care.ts). Safe to run on every start and
 * from several instances at once: an existing account is left as it is.
 * Returns true when this call created accounts.
 */
export async function seedDemoAccounts(db: Db, now: Date = new Date()): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      name: account.name,
      email: account.email,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    })),
  );
  // The directory doctors and reviewers share one hash of the demo password (fast first start).
  const sharedHash = await hashPassword(DEMO_PASSWORD);
  rows.push(
    ...DEMO_DIRECTORY_DOCTORS.map((doctor) => ({ ...doctor, role: 'doctor' as const, passwordHash: sharedHash })),
    ...DEMO_REVIEWER_PATIENTS.map((patient) => ({ ...patient, role: 'patient' as const, passwordHash: sharedHash })),
  );
  return db.transaction(async (tx) => {
    // The demo accounts stand for a practice in use: greeted before, their addresses confirmed.
    const created = await tx
      .insert(users)
      .values(rows.map((row) => ({ ...row, welcomedAt: now, emailVerifiedAt: now })))
      .onConflictDoNothing()
      .returning();
    if (created.length > 0) {
      await tx
        .insert(notifications)
        .values(
          created.map((user) => ({ userId: user.id, type: 'system' as const, message: accountMessages.welcome(user.name, user.role) })),
        );
      await seedDemoCare(tx as unknown as Db, created, now);
    }
    return created.length > 0;
  });
}
