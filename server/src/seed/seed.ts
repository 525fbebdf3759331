import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { notifications, users } from '../db/schema';
import { accountMessages } from '../notifications/account-messages';
import { countUsers } from '../users/user-repository';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * Creates the demo accounts when the database has no users yet. Safe to run on every start
 * and from several instances at once: an existing account is left as it is.
 * Returns true when this call created accounts.
 */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      name: account.name,
      email: account.email,
      role: account.role,
      passwordHash: await hashPassword(account.password),
    })),
  );
  return db.transaction(async (tx) => {
    const created = await tx.insert(users).values(rows).onConflictDoNothing().returning();
    if (created.length > 0) {
      await tx
        .insert(notifications)
        .values(created.map((user) => ({ userId: user.id, type: 'system' as const, message: accountMessages.welcome(user.name, user.role) })));
    }
    return created.length > 0;
  });
}
