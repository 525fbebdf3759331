import { API_MESSAGES } from '@telehealth/shared-api/core';
import { databases, limiterBackends, login, registerUser, startTestServer, uniqueEmail, type TestServer } from '../testing/test-server';

const cases = databases().flatMap((db) => limiterBackends().map((backend) => [db, backend] as const));
let ipCounter = 0;
/** A fresh client address per test (the server trusts X-Forwarded-For here). */
const freshIp = () => {
  ipCounter += 1;
  return { 'x-forwarded-for': `203.0.113.${ipCounter}` };
};

describe.each(cases)('login rate limits on %s with the %s limiter', (db, backend) => {
  let server: TestServer;
  const env = { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '6', LOGIN_WINDOW_MINUTES: '15', TRUST_PROXY: 'true' };

  beforeAll(async () => {
    server = await startTestServer({ db, redis: backend === 'Redis', env });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an account with 429 and Retry-After after too many failed passwords, even with the right one', async () => {
    const user = await registerUser(server);
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
    }
    const blocked = await login(server, user.email, user.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ statusCode: 429, data: null, message: 'Too many login attempts. Please try again in 15 minutes.', success: false });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The lock is on the account, not on every account: another one still signs in.
    const other = await registerUser(server);
    expect((await login(server, other.email, other.password, freshIp())).status).toBe(200);
    // And from another address the locked account is still locked.
    expect((await login(server, user.email.toUpperCase(), user.password, freshIp())).status).toBe(429);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await registerUser(server);
    const ip = freshIp();
    expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
    expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
    expect((await login(server, user.email, user.password, ip)).status).toBe(200);
    expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
    expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
    expect((await login(server, user.email, user.password, ip)).status).toBe(200);
  });

  it('limits unknown emails like known ones, revealing nothing', async () => {
    const ghost = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(server, ghost, 'whatever-1', freshIp())).body.message).toBe(API_MESSAGES.invalidCredentials);
    }
    expect((await login(server, ghost, 'whatever-1', freshIp())).status).toBe(429);
  });

  it('refuses an address that makes too many attempts, whatever the accounts', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(server, uniqueEmail('spray'), 'whatever-1', ip)).status).toBe(401);
    }
    const user = await registerUser(server);
    const blocked = await login(server, user.email, user.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(server, user.email, user.password, freshIp())).status).toBe(200);
  });

  if (backend === 'Redis') {
    it('shares the counters between server instances', async () => {
      const second = await startTestServer({ shareDatabaseOf: server, shareRedisOf: server, redis: true, env });
      try {
        const user = await registerUser(server);
        const ip = freshIp();
        expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
        expect((await login(second, user.email, 'wrong-password', ip)).status).toBe(401);
        expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
        expect((await login(second, user.email, user.password, ip)).status).toBe(429);
      } finally {
        await second.close();
      }
    });
  }
});
