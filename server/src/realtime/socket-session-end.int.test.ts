import { API_MESSAGES, SESSION_REVOKED_EVENT } from '@telehealth/shared-api/core';
import { io, type Socket } from 'socket.io-client';
import {
  createTestClock,
  databases,
  login,
  registerUser,
  startTestServer,
  type TestClock,
  type TestServer,
} from '../../test/support/test-server';
import { sessionSweepMs } from './socket-server';

// Idle timeout 6 s and absolute lifetime 18 s of the test clock; sockets are swept every 1.5 s
// of real time.
const IDLE_MS = 6_000;
const MAX_MS = 18_000;
const SWEEP_MS = sessionSweepMs(IDLE_MS);

function openSocket(server: TestServer, token: string): Socket {
  return io(server.baseUrl, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
}

function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Every event the socket receives, and how it ended. */
function record(socket: Socket) {
  const seen: Array<{ event: string; payload: unknown }> = [];
  let disconnectReason: string | undefined;
  socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
  socket.on('disconnect', (reason) => {
    disconnectReason = reason;
  });
  return { seen, disconnectReason: () => disconnectReason };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databases())('sockets end with their sessions on %s', (db) => {
  let server: TestServer;
  let clock: TestClock;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    clock = createTestClock();
    server = await startTestServer({
      db,
      clock,
      env: { SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000), SESSION_MAX_HOURS: String(MAX_MS / 3_600_000) },
    });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  const currentUser = (token: string) => server.api('/user/current-user', { token });

  it('tells and cuts a socket once its session has gone idle, as HTTP refuses it', async () => {
    const user = await registerUser(server);
    const socket = await connected(track(openSocket(server, user.token)));
    const events = record(socket);

    clock.advance(IDLE_MS + 1_000);
    expect((await currentUser(user.token)).status).toBe(401);
    await wait(2 * SWEEP_MS + 500);

    expect(events.seen).toEqual([{ event: SESSION_REVOKED_EVENT, payload: { message: API_MESSAGES.sessionExpired } }]);
    expect(events.disconnectReason()).toBe('io server disconnect');
    // The user's notifications no longer reach it.
    const fresh = (await login(server, user.email, user.password)).body.data.accessToken as string;
    await server.api('/user/update-account-details', {
      method: 'PATCH',
      token: fresh,
      json: { name: 'Signed In Again', email: user.email },
    });
    await wait(200);
    expect(events.seen.map((seen) => seen.event)).toEqual([SESSION_REVOKED_EVENT]);
  });

  it('keeps the socket of a session used over HTTP, up to its absolute lifetime', async () => {
    const user = await registerUser(server);
    const socket = await connected(track(openSocket(server, user.token)));
    const events = record(socket);

    // Used every 4 s for 16 s: idle never, so the socket stays.
    for (let step = 0; step < 4; step += 1) {
      clock.advance(4_000);
      expect((await currentUser(user.token)).status).toBe(200);
      await wait(SWEEP_MS + 200);
      expect(socket.connected).toBe(true);
    }
    expect(events.seen).toEqual([]);

    clock.advance(3_000); // 19 s after sign-in: past the absolute lifetime
    expect((await currentUser(user.token)).status).toBe(401);
    await wait(2 * SWEEP_MS + 500);
    expect(events.seen.map((seen) => seen.event)).toEqual([SESSION_REVOKED_EVENT]);
    expect(events.disconnectReason()).toBe('io server disconnect');
  });

  it('counts use of the session on another instance', async () => {
    const second = await startTestServer({ db, clock, shareDatabaseOf: server, env: { SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000) } });
    try {
      const user = await registerUser(server);
      const socket = await connected(track(openSocket(server, user.token)));
      for (let step = 0; step < 2; step += 1) {
        clock.advance(4_000);
        expect((await second.api('/user/current-user', { token: user.token })).status).toBe(200);
        await wait(SWEEP_MS + 200);
      }
      expect(socket.connected).toBe(true);
    } finally {
      await second.close();
    }
  });

  it("cuts only the idle session's sockets", async () => {
    const idle = await registerUser(server);
    const active = await registerUser(server);
    const idleSocket = await connected(track(openSocket(server, idle.token)));
    const activeSocket = await connected(track(openSocket(server, active.token)));
    record(idleSocket);

    clock.advance(IDLE_MS - 1_000);
    expect((await currentUser(active.token)).status).toBe(200);
    clock.advance(2_000);
    await wait(2 * SWEEP_MS + 500);
    expect(idleSocket.connected).toBe(false);
    expect(activeSocket.connected).toBe(true);
  });
});
