import * as OTPAuth from 'otpauth';
import { SECOND_FACTOR_MESSAGES } from '../sessions/second-factor';
import {
  createTestClock,
  databases,
  login,
  registerUser,
  startTestServer,
  type TestClock,
  type TestServer,
} from '../../test/support/test-server';

describe.each(databases())('two-step sign-in on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createTestClock(new Date('2026-11-27T10:00:05Z'));
    server = await startTestServer({ db, clock });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The authenticator app: the code for the server's current time, 30 s steps. */
  const app = (secret: string) => ({
    code: (offsetSteps = 0) =>
      new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
        timestamp: clock.now().getTime() + offsetSteps * 30_000,
      }),
  });

  async function enrolled() {
    const user = await registerUser(server);
    const setup = await server.api('/user/second-factor/setup', { method: 'POST', token: user.token });
    expect(setup.status).toBe(200);
    expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/CareLink:.+\?.*secret=/);
    expect(setup.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
    const phone = app(setup.body.data.secret);
    const enable = await server.api('/user/second-factor/enable', { method: 'POST', token: user.token, json: { code: phone.code() } });
    expect(enable.status).toBe(200);
    clock.advance(30_000); // the next sign-in uses a fresh code
    return { user, phone, recoveryCodes: enable.body.data.recoveryCodes as string[] };
  }

  const secondStep = (challenge: string, code: string) =>
    server.api('/user/login/second-factor', { method: 'POST', json: { challenge, code } });

  it('turns on with a first code and answers ten recovery codes once', async () => {
    const { user, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await server.api('/user/second-factor', { token: user.token })).body.data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
  });

  it('refuses to turn on with a wrong code', async () => {
    const user = await registerUser(server);
    await server.api('/user/second-factor/setup', { method: 'POST', token: user.token });
    const answer = await server.api('/user/second-factor/enable', { method: 'POST', token: user.token, json: { code: '000000' } });
    expect(answer.status).toBe(400);
    expect((await server.api('/user/second-factor', { token: user.token })).body.data.enabled).toBe(false);
  });

  it('asks for a code after the password, and signs in only with a right one, once', async () => {
    const { user, phone } = await enrolled();
    const first = await login(server, user.email, user.password);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ secondFactorRequired: true, challenge: expect.any(String) });
    expect(first.body.message).toBe(SECOND_FACTOR_MESSAGES.codeNeeded);
    const { challenge } = first.body.data;

    const wrong = await secondStep(challenge, '123456');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);
    const code = phone.code();
    const right = await secondStep(challenge, code);
    expect(right.status).toBe(200);
    expect((await server.api('/user/current-user', { token: right.body.data.accessToken })).status).toBe(200);
    // The same code again (a replay) is refused.
    expect((await secondStep(challenge, code)).status).toBe(400);
  });

  it('signs in with a recovery code, each once', async () => {
    const { user, recoveryCodes } = await enrolled();
    const { challenge } = (await login(server, user.email, user.password)).body.data;
    expect((await secondStep(challenge, recoveryCodes[0]!.toUpperCase())).status).toBe(200);
    expect((await secondStep(challenge, recoveryCodes[0]!)).status).toBe(400);
    expect((await server.api('/user/second-factor', { token: user.token })).body.data.recoveryCodesLeft).toBe(9);
  });

  it('refuses a forged or expired challenge', async () => {
    const { user, phone } = await enrolled();
    const other = await registerUser(server);
    const { challenge } = (await login(server, user.email, user.password)).body.data;
    const forged = challenge.replace(/^[0-9a-f-]{36}/, other.id);
    expect((await secondStep(forged, phone.code())).status).toBe(401);
    clock.advance(6 * 60_000);
    const late = await secondStep(challenge, phone.code());
    expect(late.status).toBe(401);
    expect(late.body.message).toBe(SECOND_FACTOR_MESSAGES.challengeExpired);
  });

  it('stops taking codes after ten wrong ones, even a right one', async () => {
    const { user, phone } = await enrolled();
    const { challenge } = (await login(server, user.email, user.password)).body.data;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await secondStep(challenge, String(100000 + i))).status);
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    expect(statuses[10]).toBe(429);
    expect((await secondStep(challenge, phone.code())).status).toBe(429);
  });

  it('turns off only with a code, and then the password alone signs in', async () => {
    const { user, phone } = await enrolled();
    expect((await server.api('/user/second-factor/disable', { method: 'POST', token: user.token, json: { code: '999999' } })).status).toBe(
      400,
    );
    const off = await server.api('/user/second-factor/disable', { method: 'POST', token: user.token, json: { code: phone.code() } });
    expect(off.status).toBe(200);
    const plain = await login(server, user.email, user.password);
    expect(plain.body.data.accessToken).toEqual(expect.any(String));
  });

  it('refuses bad bodies without changing anything', async () => {
    const user = await registerUser(server);
    for (const json of [{}, { code: 'abc' }, { code: 12 }, { code: '1234567' }]) {
      expect((await server.api('/user/second-factor/enable', { method: 'POST', token: user.token, json })).status).toBe(400);
    }
    expect((await secondStep('nonsense', '123456')).status).toBe(401);
    expect((await server.api('/user/second-factor', { token: user.token })).body.data.enabled).toBe(false);
  });
});
