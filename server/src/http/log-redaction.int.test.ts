import { sql } from 'drizzle-orm';
import { createPatient, validPatientProfile } from '../testing/care-fixtures';
import { databases, registerUser, startTestServer, uniqueEmail, type TestServer } from '../testing/test-server';
import { serializeError } from './logging';

/**
 * Each case makes the database refuse a write the server does not expect to fail (a CHECK
 * constraint added for the test), so the server answers 500 and logs the error; the log must
 * name what failed without the values sent.
 */
describe.each(databases())('what the server logs of a failed write on %s', (db) => {
  let server: TestServer;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ db, env: { LOG_LEVEL: 'info' }, logDestination: { write: (line) => void lines.push(line) } });
    await server.database.db.execute(sql.raw(`ALTER TABLE users ADD CONSTRAINT log_probe_users CHECK (email NOT LIKE '%log-probe%')`));
    await server.database.db.execute(
      sql.raw(`ALTER TABLE patients ADD CONSTRAINT log_probe_patients CHECK (address NOT LIKE '%Probe Lane%')`),
    );
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  /** The log lines of the 500s, which must exist (else the test proves nothing). */
  function failureLog(): string {
    const failures = lines.filter((line) => line.includes('"level":50'));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.join('\n')).toMatch(/log_probe_/);
    return lines.join('\n');
  }

  it('a failed sign-up: no email, name or password hash', async () => {
    const email = uniqueEmail('log-probe');
    const answer = await server.api('/user/register', {
      method: 'POST',
      json: { name: 'Secretive Sam', email, password: 'a-good-pass-1', role: 'patient' },
    });
    expect(answer.status).toBe(500);
    const log = failureLog();
    expect(log).not.toContain(email);
    expect(log).not.toContain('Secretive Sam');
    expect(log).not.toContain('$argon2id');
    expect(log).not.toContain('a-good-pass-1');
  });

  it('a failed profile update: no address, date of birth or blood group', async () => {
    const { user } = await createPatient(server);
    const profile = {
      ...validPatientProfile,
      address: '7 Probe Lane, Hidden Town',
      date_of_birth: '1977-07-17',
      blood_group: 'AB-',
      About: 'Private history',
    };
    const answer = await server.api('/patient/update', { method: 'PATCH', token: user.token, json: profile });
    expect(answer.status).toBe(500);
    const log = failureLog();
    for (const value of ['Probe Lane, Hidden Town', '1977-07-17', 'AB-', 'Private history']) expect(log).not.toContain(value);
  });

  it('a failed email change: no old or new email', async () => {
    const user = await registerUser(server, { name: 'Mover Max' });
    const email = uniqueEmail('log-probe-new');
    const answer = await server.api('/user/update-account-details', {
      method: 'PATCH',
      token: user.token,
      json: { name: 'Mover Max', email },
    });
    expect(answer.status).toBe(500);
    const log = failureLog();
    expect(log).not.toContain(email);
    expect(log).not.toContain(user.email);
  });
});

describe('the error serializer', () => {
  it('keeps the query, code and constraint, and drops params, detail and where through the causes', () => {
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "c"'), {
      code: '23514',
      constraint: 'c',
      table: 'users',
      detail: 'Failing row contains (ann@example.com, $argon2id$v=19$secret).',
      where: 'SQL statement with ann@example.com',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ann@example.com,$argon2id$v=19$secret'),
      {
        query: 'insert into "users" ("email") values ($1)',
        params: ['ann@example.com'],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('ann@example.com');
    expect(logged).not.toContain('argon2id');
    expect(serializeError(error)).toMatchObject({
      message: 'Failed query: insert into "users" ("email") values ($1)\n[params redacted]',
      query: 'insert into "users" ("email") values ($1)',
      cause: { code: '23514', constraint: 'c', table: 'users' },
    });
  });
});
