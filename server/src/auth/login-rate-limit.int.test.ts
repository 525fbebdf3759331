import { API_MESSAGES } from '@telehealth/shared-api/core';
import {
  databases,
  limiterBackends,
  login,
  registerUser,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from '../../test/support/test-server';

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

  /** Waits out a 429's Retry-After (plus a little), in real time. */
  const waitOut = (answer: { headers: Headers }) =>
    new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after')) * 1000 + 150));

  it('slows an account down with a doubling delay after too many failed passwords, without locking it', async () => {
    const user = await registerUser(server);
    const ip = freshIp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
    }
    const first = await login(server, user.email, user.password, ip);
    expect(first.status).toBe(429);
    expect(first.body).toEqual({
      statusCode: 429,
      data: null,
      message: 'Too many login attempts. Please try again in 1 second.',
      success: false,
    });
    expect(Number(first.headers.get('retry-after'))).toBe(1);

    // Another failure after the wait doubles it.
    await waitOut(first);
    expect((await login(server, user.email, 'wrong-password', ip)).status).toBe(401);
    const second = await login(server, user.email.toUpperCase(), user.password, freshIp());
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(2);

    // The account is slowed, not locked: after the wait the right password signs in.
    await waitOut(second);
    expect((await login(server, user.email, user.password, ip)).status).toBe(200);
    // Another account is never affected.
    const other = await registerUser(server);
    expect((await login(server, other.email, other.password, freshIp())).status).toBe(200);
  });

  it("lets the owner in from an address that signed in before, while someone else's guesses slow the account", async () => {
    const user = await registerUser(server);
    const home = freshIp();
    expect((await login(server, user.email, user.password, home)).status).toBe(200);
    const attacker = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) await login(server, user.email, `guess-${attempt}`, attacker);
    expect((await login(server, user.email, 'guess-x', attacker)).status).toBe(429);
    expect((await login(server, user.email, user.password, freshIp())).status).toBe(429);
    expect((await login(server, user.email, user.password, home)).status).toBe(200);
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

  it('refuses an address that fails too often, whatever the accounts', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(server, uniqueEmail('spray'), 'whatever-1', ip)).status).toBe(401);
    }
    const user = await registerUser(server);
    const blocked = await login(server, user.email, user.password, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect((await login(server, user.email, user.password, freshIp())).status).toBe(200);
  });

  it('never refuses an address for signing in successfully, however often (a clinic behind one address)', async () => {
    const office = freshIp();
    const staff = await Promise.all(Array.from({ length: 4 }, () => registerUser(server)));
    for (let round = 0; round < 3; round += 1) {
      for (const member of staff) expect((await login(server, member.email, member.password, office)).status).toBe(200);
    }
  });

  /** The device cookie a sign-in answer sets, as a `Cookie` header. */
  const deviceCookieOf = (answer: { headers: Headers }) => {
    const set = answer.headers.get('set-cookie');
    expect(set).toMatch(/^carelink_device_[\w-]+=v1\./);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    return set!.split(';')[0]!;
  };

  it('lets a correct password from a device that signed in before through an address refused for failures (a clinic behind one address)', async () => {
    const office = freshIp();
    const nurse = await registerUser(server);
    const cookie = deviceCookieOf(await login(server, nurse.email, nurse.password, office));
    for (let attempt = 0; attempt < 6; attempt += 1) await login(server, uniqueEmail('spray'), 'whatever-1', office);
    // A stranger behind the same address, and the nurse on a browser she never used, are refused ...
    expect((await login(server, nurse.email, nurse.password, office)).status).toBe(429);
    // ... the nurse on her own browser is not.
    const signedIn = await login(server, nurse.email, nurse.password, { ...office, cookie });
    expect(signedIn.status).toBe(200);
    deviceCookieOf(signedIn);
  });

  it("stops honouring a device cookie after its own failures, and never another account's or a forged one", async () => {
    const office = freshIp();
    const doctor = await registerUser(server);
    const other = await registerUser(server);
    const cookie = deviceCookieOf(await login(server, doctor.email, doctor.password, office));
    for (let attempt = 0; attempt < 6; attempt += 1) await login(server, uniqueEmail('spray'), 'whatever-1', office);

    const value = cookie.slice(cookie.indexOf('=') + 1);
    const asOther = `${deviceCookieOf(await login(server, other.email, other.password, freshIp())).split('=')[0]}=${value}`;
    expect((await login(server, other.email, other.password, { ...office, cookie: asOther })).status).toBe(429);
    const forged = `${cookie.slice(0, -4)}AAAA`;
    expect((await login(server, doctor.email, doctor.password, { ...office, cookie: forged })).status).toBe(429);

    // Guessing from the trusted browser wears the cookie out (3 failures, LOGIN_MAX_FAILURES_PER_ACCOUNT).
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(server, doctor.email, `guess-${attempt}`, { ...office, cookie })).status).toBe(401);
    }
    expect((await login(server, doctor.email, doctor.password, { ...office, cookie })).status).toBe(429);
  });

  if (backend === 'memory') {
    it('remembers the addresses an account signed in from across a restart, without Redis', async () => {
      const user = await registerUser(server);
      const home = freshIp();
      expect((await login(server, user.email, user.password, home)).status).toBe(200);
      // The restarted server: a new process's limiter, on the same database.
      const restarted = await startTestServer({ shareDatabaseOf: server, env });
      try {
        const attacker = freshIp();
        for (let attempt = 0; attempt < 4; attempt += 1) await login(restarted, user.email, `guess-${attempt}`, attacker);
        expect((await login(restarted, user.email, user.password, freshIp())).status).toBe(429);
        expect((await login(restarted, user.email, user.password, home)).status).toBe(200);
      } finally {
        await restarted.close();
      }
    });
  }

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
