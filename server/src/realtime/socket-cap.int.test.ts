import { API_MESSAGES } from '@telehealth/shared-api/core';
import { io, type Socket } from 'socket.io-client';
import { login, registerUser, startTestServer, type TestServer } from '../../test/support/test-server';

describe('open sockets per session', () => {
  let server: TestServer;
  const opened: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer({ env: { SOCKETS_MAX_PER_SESSION: '3' } });
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A socket on `token`: resolves with it once connected, or with the connect_error's message. */
  function connect(token: string): Promise<{ socket: Socket; refused?: string }> {
    const socket = io(server.baseUrl, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    opened.push(socket);
    return new Promise((resolve) => {
      socket.once('connect', () => resolve({ socket }));
      socket.once('connect_error', (error) => resolve({ socket, refused: error.message }));
    });
  }

  it('refuses a socket over the cap with a clear connect_error, and admits one when another closes', async () => {
    const user = await registerUser(server);
    const first = await Promise.all([connect(user.token), connect(user.token), connect(user.token)]);
    expect(first.map((answer) => answer.refused)).toEqual([undefined, undefined, undefined]);

    const extra = await connect(user.token);
    expect(extra.refused).toBe(API_MESSAGES.tooManySockets);
    expect(extra.socket.connected).toBe(false);

    // Another sign-in of the same person has its own allowance.
    const elsewhere = await login(server, user.email, user.password);
    expect((await connect(elsewhere.body.data.accessToken)).refused).toBeUndefined();

    first[0]!.socket.disconnect();
    const deadline = Date.now() + 5_000;
    let again = await connect(user.token);
    while (again.refused && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await connect(user.token);
    }
    expect(again.refused).toBeUndefined();
  });

  it('holds the cap when many sockets on one token arrive at once', async () => {
    const user = await registerUser(server);
    const answers = await Promise.all(Array.from({ length: 40 }, () => connect(user.token)));
    expect(answers.filter((answer) => !answer.refused)).toHaveLength(3);
    expect(new Set(answers.filter((answer) => answer.refused).map((answer) => answer.refused))).toEqual(
      new Set([API_MESSAGES.tooManySockets]),
    );
  });
});
