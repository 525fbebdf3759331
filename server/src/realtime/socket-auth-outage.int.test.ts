import { API_MESSAGES } from '@telehealth/shared-api/core';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { registerUser, startTestServer, type TestServer } from '../../test/support/test-server';

/** The handshake's outcome: 'connected', or the server's refusal message. */
function handshake(server: TestServer, token: string): Promise<string> {
  const socket: Socket = io(server.baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  }).finally(() => socket.disconnect());
}

describe('a socket handshake while the session cannot be checked', () => {
  let server: TestServer;

  beforeAll(async () => {
    // No session cache: every handshake reads its session from the database.
    server = await startTestServer({ env: { SESSION_CACHE_MS: '0' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is told the service is unavailable (so the browser retries), not that it must sign in again', async () => {
    const user = await registerUser(server);
    expect(await handshake(server, user.token)).toBe('connected');
    await server.database.db.execute(sql.raw('ALTER TABLE sessions RENAME TO sessions_away'));
    try {
      expect(await handshake(server, user.token)).toBe(API_MESSAGES.serviceUnavailable);
    } finally {
      await server.database.db.execute(sql.raw('ALTER TABLE sessions_away RENAME TO sessions'));
    }
    expect(await handshake(server, user.token)).toBe('connected');
    expect(await handshake(server, 'not.a.jwt')).toBe(API_MESSAGES.authRequired);
  });
});
