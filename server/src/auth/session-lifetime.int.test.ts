import { API_MESSAGES } from '@telehealth/shared-api/core';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import {
  createTestClock,
  databases,
  login,
  registerUser,
  startTestServer,
  type TestClock,
  type TestServer,
} from '../../test/support/test-server';

const MINUTE = 60_000;

describe.each(databases())('session lifetime on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;

  beforeAll(async () => {
    clock = createTestClock();
    server = await startTestServer({ db, clock, env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const currentUser = (token: string) => server.api('/user/current-user', { token });

  it('keeps a session alive while it is used within the idle timeout', async () => {
    const { token } = await registerUser(server);
    for (let step = 0; step < 3; step += 1) {
      clock.advance(29 * MINUTE);
      expect((await currentUser(token)).status).toBe(200);
    }
  });

  it('ends a session left idle longer than the idle timeout', async () => {
    const { token } = await registerUser(server);
    clock.advance(31 * MINUTE);
    const answer = await currentUser(token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ statusCode: 401, data: null, message: API_MESSAGES.sessionExpired, success: false });
  });

  it('ends a session at its absolute lifetime even when it is used all along', async () => {
    const { token } = await registerUser(server);
    for (let elapsed = 0; elapsed < 100; elapsed += 20) {
      clock.advance(20 * MINUTE);
      expect((await currentUser(token)).status).toBe(200);
    }
    clock.advance(21 * MINUTE); // 2 h 1 min after sign-in
    const answer = await currentUser(token);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(API_MESSAGES.sessionExpired);
  });

  it('records activity at most once a minute', async () => {
    const user = await registerUser(server);
    const token = (await login(server, user.email, user.password)).body.data.accessToken as string;
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const lastSeen = async () =>
      (
        await server.database.db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sessionId))
      )[0]!.lastSeenAt.getTime();

    const signedInAt = await lastSeen();
    clock.advance(30_000);
    await currentUser(token);
    expect(await lastSeen()).toBe(signedInAt);
    clock.advance(31_000);
    await currentUser(token);
    expect(await lastSeen()).toBe(signedInAt + 61_000);
  });
});
