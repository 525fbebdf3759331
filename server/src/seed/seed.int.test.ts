import { users } from '../db/schema';
import { migrate } from '../db/migrate';
import { createTestDatabase, databases, login, startTestServer, type TestDatabase, type TestServer } from '../testing/test-server';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoAccounts } from './seed';

describe.each(databases())('start-up steps on %s', (db) => {
  let testDatabase: TestDatabase;

  beforeEach(async () => {
    testDatabase = await createTestDatabase(db);
  });
  afterEach(async () => {
    await testDatabase?.dispose();
  });

  it('applies the migrations again without error or change', async () => {
    await migrate(testDatabase.database);
    await migrate(testDatabase.database);
    expect(await testDatabase.database.db.select().from(users)).toEqual([]);
  });

  it('seeds the demo accounts into a new database only once, even when two starts race', async () => {
    const results = await Promise.all([seedDemoAccounts(testDatabase.database.db), seedDemoAccounts(testDatabase.database.db)]);
    expect(results).toContain(true);
    expect(await seedDemoAccounts(testDatabase.database.db)).toBe(false);
    const rows = await testDatabase.database.db.select({ email: users.email, name: users.name, role: users.role }).from(users);
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      DEMO_ACCOUNTS.map(({ email, name, role }) => ({ email, name, role })).sort((a, b) => a.email.localeCompare(b.email)),
    );
  });
});

describe('the demo accounts', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoAccounts(server.database.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account.role] as const))('%s signs in as a %s with the demo password', async (email, role) => {
    const answer = await login(server, email, DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ email, role });
  });

  it('are named without a title', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.name)).toEqual(['Sarah Chen', 'James Okafor', 'Maria Garcia', 'Alex Morgan', 'Priya Sharma']);
  });
});
