import { insertDoctorRow } from '../support/care-fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-server';
import { doctorAgendas, mailMessages } from '../../src/db/schema';
import { changedTables, databaseState } from './database-state';

/** The fingerprint the trust suites prove "nothing was written" with, and what it leaves out. */
describe('the database fingerprint', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('PGlite');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const message = (kind: string) => ({
    kind,
    toAddress: 'someone@example.test',
    subject: 'Hello',
    html: '<p>Hi</p>',
    text: 'Hi',
    messageId: `<${kind}-${Date.now()}@example.test>`,
  });

  it("leaves out what the doctors' agenda sweep writes on its own schedule, and nothing else", async () => {
    const state = await databaseState(database.database);
    const db = database.database.db;
    const doctorId = await insertDoctorRow(db, { name: 'Dr Agenda', specialization: 'Cardiology', fees: 100, experience: 3 });
    const before = await state.fingerprint();
    const [agenda] = await db.insert(mailMessages).values(message('doctor-agenda')).returning();
    await db.insert(doctorAgendas).values({ doctorId, localDate: '2030-01-01', mailId: agenda!.id });
    expect(changedTables(before, await state.fingerprint())).toEqual([]);

    await db.insert(mailMessages).values(message('password-reset'));
    expect(changedTables(before, await state.fingerprint())).toEqual(['mail_messages']);
  });
});
