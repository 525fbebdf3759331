import { API_MESSAGES } from '@telehealth/shared-api/core';
import { sql } from 'drizzle-orm';
import { databases, limiterBackends, registerUser, startTestServer, uniqueEmail, type TestServer } from '../../test/support/test-server';

const cases = databases().flatMap((db) => limiterBackends().map((backend) => [db, backend] as const));
let ipCounter = 0;
/** A fresh client address per call site (the server trusts X-Forwarded-For here). */
const freshIp = () => {
  ipCounter += 1;
  return { 'x-forwarded-for': `198.51.100.${ipCounter}` };
};
const TOO_MANY = /^Too many attempts to register or change to an email address\. Please try again in \d+ minutes?\.$/;

const register = (server: TestServer, email: string, headers: Record<string, string>, password = 'a-decent-pass-7') =>
  server.api('/user/register', { method: 'POST', json: { name: 'Probe Person', email, password }, headers });

/** A new account, signed up from an address of its own. */
async function signUp(server: TestServer): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('member');
  const answer = await register(server, email, freshIp());
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${answer.text}`);
  return { email, token: answer.body.data.accessToken as string };
}

describe.each(cases)('sign-up and email-change limits on %s with the %s limiter', (db, backend) => {
  let server: TestServer;
  const env = {
    REGISTER_MAX_ATTEMPTS_PER_EMAIL: '3',
    REGISTER_MAX_ATTEMPTS_PER_IP: '5',
    REGISTER_WINDOW_MINUTES: '60',
    TRUST_PROXY: 'true',
  };

  beforeAll(async () => {
    server = await startTestServer({ db, redis: backend === 'Redis', env });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an address past its limit, whatever the emails, with Retry-After and a clear message', async () => {
    const office = freshIp();
    const taken = await signUp(server);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await register(server, attempt === 2 ? taken.email : uniqueEmail('office'), office)).status);
    }
    expect(statuses).toEqual([201, 201, 409, 201, 201]);

    const refused = await register(server, uniqueEmail('office'), office);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ statusCode: 429, data: null, success: false, message: expect.stringMatching(TOO_MANY) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    // Another address is not affected.
    expect((await register(server, uniqueEmail('elsewhere'), freshIp())).status).toBe(201);
  });

  it('counts every attempt naming one email, from any address, whether it has an account or not', async () => {
    const taken = await signUp(server);
    const unknown = uniqueEmail('unknown');
    const takenAnswers: number[] = [];
    const unknownAnswers: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      takenAnswers.push((await register(server, attempt % 2 ? taken.email.toUpperCase() : taken.email, freshIp())).status);
      unknownAnswers.push((await register(server, unknown, freshIp())).status);
    }
    expect(takenAnswers).toEqual([409, 409, 429, 429]);
    expect(unknownAnswers).toEqual([201, 409, 409, 429]);
  });

  it('does not count a sign-up refused for its password', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await register(server, uniqueEmail('weak'), ip, '123456')).status).toBe(400);
    expect((await register(server, uniqueEmail('weak'), ip)).status).toBe(201);
  });

  it('limits email changes like sign-ups, and never updates that keep the email', async () => {
    const ip = freshIp();
    const user = await signUp(server);
    const update = (email: string, name = 'Changing Person') =>
      server.api('/user/update-account-details', { method: 'PATCH', token: user.token, json: { name, email }, headers: ip });
    for (let attempt = 0; attempt < 7; attempt += 1)
      expect((await update(user.email.toUpperCase(), `Same Email ${attempt}`)).status).toBe(200);

    // Probing other people's emails through the change runs out like sign-ups do.
    const others = await Promise.all(Array.from({ length: 5 }, () => signUp(server)));
    for (const other of others) {
      const answer = await update(other.email);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(API_MESSAGES.emailTaken);
    }
    const refused = await update(uniqueEmail('new-address'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(TOO_MANY);

    // The per-email count is shared with sign-ups.
    const target = uniqueEmail('target');
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await register(server, target, freshIp(), 'a-decent-pass-7')).status).toBe(attempt === 0 ? 201 : 409);
    const second = await signUp(server);
    const change = (email: string) =>
      server.api('/user/update-account-details', {
        method: 'PATCH',
        token: second.token,
        json: { name: 'Second Person', email },
        headers: freshIp(),
      });
    expect((await change(target)).status).toBe(409);
    expect((await change(target)).status).toBe(429);
  });

  if (backend === 'Redis') {
    it('shares the counts between server instances', async () => {
      const other = await startTestServer({ shareDatabaseOf: server, shareRedisOf: server, redis: true, env });
      try {
        const ip = freshIp();
        const email = uniqueEmail('shared');
        expect((await register(server, email, ip)).status).toBe(201);
        expect((await register(other, email, freshIp())).status).toBe(409);
        expect((await register(server, email, freshIp())).status).toBe(409);
        expect((await register(other, email, freshIp())).status).toBe(429);
      } finally {
        await other.close();
      }
    });
  }
});

describe.each(databases())('a taken email on sign-up on %s', (db) => {
  let server: TestServer;
  /** Every session insert waits this long: a slow database makes a new account slow. */
  const SLOW_MS = 250;

  beforeAll(async () => {
    server = await startTestServer({ db });
    await server.database.db.execute(
      sql.raw(
        `CREATE FUNCTION slow_session_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(${SLOW_MS / 1000}); RETURN NEW; END $$`,
      ),
    );
    await server.database.db.execute(
      sql.raw('CREATE TRIGGER slow_session_insert BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION slow_session_insert()'),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  const timed = async (email: string) => {
    const startedAt = performance.now();
    const answer = await register(server, email, {});
    return { status: answer.status, ms: performance.now() - startedAt };
  };

  it('is answered no faster than a new account', async () => {
    const taken = await registerUser(server);
    const created = [await timed(uniqueEmail('new')), await timed(uniqueEmail('new'))];
    expect(created.map((answer) => answer.status)).toEqual([201, 201]);
    expect(Math.min(...created.map((answer) => answer.ms))).toBeGreaterThanOrEqual(SLOW_MS);

    const refused = [await timed(taken.email), await timed(taken.email.toUpperCase()), await timed(taken.email)];
    expect(refused.map((answer) => answer.status)).toEqual([409, 409, 409]);
    expect(Math.min(...refused.map((answer) => answer.ms))).toBeGreaterThanOrEqual(SLOW_MS);
  });
});
