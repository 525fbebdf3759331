import {
  API_MESSAGES,
  SESSION_REVOKED_EVENT,
  SOCKET_EVENTS,
  type NotificationsReadEvent,
  type PushedNotification,
} from '@telehealth/shared-api/core';
import { io, type Socket } from 'socket.io-client';
import { databases, limiterBackends, login, registerUser, startTestServer, type TestServer } from '../../test/support/test-server';

const cases = databases().flatMap((db) => limiterBackends().map((backend) => [db, backend] as const));

function openSocket(server: TestServer, token?: string): Socket {
  return io(server.baseUrl, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's refusal message. */
function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe.each(cases)('socket.io on %s with the %s adapter', (db, backend) => {
  let server: TestServer;
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({ db, redis: backend === 'Redis' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a connection without a token', async () => {
    await expect(connected(track(openSocket(server)))).rejects.toThrow(API_MESSAGES.authRequired);
  });

  it('refuses a connection with a bad token', async () => {
    await expect(connected(track(openSocket(server, 'not.a.jwt')))).rejects.toThrow(API_MESSAGES.authRequired);
  });

  it('refuses a connection with the token of a signed-out session', async () => {
    const user = await registerUser(server);
    await server.api('/user/logout', { method: 'POST', token: user.token });
    await expect(connected(track(openSocket(server, user.token)))).rejects.toThrow(API_MESSAGES.authRequired);
  });

  it("pushes a stored notification to its owner's sockets only", async () => {
    const owner = await registerUser(server);
    const bystander = await registerUser(server);
    const ownerSocket = await connected(track(openSocket(server, owner.token)));
    const bystanderSocket = await connected(track(openSocket(server, bystander.token)));
    const seenByBystander: unknown[] = [];
    bystanderSocket.on(SOCKET_EVENTS.notification, (payload) => seenByBystander.push(payload));

    const pushed = nextEvent<PushedNotification>(ownerSocket, SOCKET_EVENTS.notification);
    await server.api('/user/update-account-details', {
      method: 'PATCH',
      token: owner.token,
      json: { name: 'Pushed Person', email: owner.email },
    });
    const notification = await pushed;

    const [stored] = (await server.api('/notifications', { token: owner.token })).body.data.notifications;
    // The socket is the owner's: the push leaves the owner out.
    const { userId, ...withoutOwner } = stored;
    expect(userId).toBe(owner.id);
    expect(notification).toEqual(withoutOwner);
    expect(notification).toMatchObject({ type: 'system', isRead: false });
    expect(seenByBystander).toEqual([]);
  });

  it("tells every socket of the user, and no one else's, which notifications were marked read", async () => {
    const user = await registerUser(server);
    const bystander = await registerUser(server);
    const [welcome] = (await server.api('/notifications', { token: user.token })).body.data.notifications;
    const otherToken = (await login(server, user.email, user.password)).body.data.accessToken as string;
    // Two tabs of the same session, a second device, and another user.
    const tab = await connected(track(openSocket(server, user.token)));
    const otherTab = await connected(track(openSocket(server, user.token)));
    const otherDevice = await connected(track(openSocket(server, otherToken)));
    const bystanderSocket = await connected(track(openSocket(server, bystander.token)));
    const seenByBystander: unknown[] = [];
    bystanderSocket.on(SOCKET_EVENTS.notificationsRead, (payload) => seenByBystander.push(payload));

    const heard = [tab, otherTab, otherDevice].map((socket) => nextEvent<NotificationsReadEvent>(socket, SOCKET_EVENTS.notificationsRead));
    const answer = await server.api('/notifications/read-all', { method: 'PATCH', token: user.token });
    expect(answer.body.data).toEqual({ updated: 1 });
    expect(await Promise.all(heard)).toEqual([{ ids: [welcome.id] }, { ids: [welcome.id] }, { ids: [welcome.id] }]);
    // The bystander's own mark-all is sent after the user's: had the user's reached it, it came first.
    const [bystanderWelcome] = (await server.api('/notifications', { token: bystander.token })).body.data.notifications;
    const bystanderHeard = nextEvent<NotificationsReadEvent>(bystanderSocket, SOCKET_EVENTS.notificationsRead);
    await server.api('/notifications/read-all', { method: 'PATCH', token: bystander.token });
    await bystanderHeard;
    expect(seenByBystander).toEqual([{ ids: [bystanderWelcome.id] }]);
  });

  it("tells the user's other sockets when one notification is marked read, and only when it was unread", async () => {
    const user = await registerUser(server);
    const [welcome] = (await server.api('/notifications', { token: user.token })).body.data.notifications;
    const otherTab = await connected(track(openSocket(server, user.token)));
    const seen: NotificationsReadEvent[] = [];
    otherTab.on(SOCKET_EVENTS.notificationsRead, (payload: NotificationsReadEvent) => seen.push(payload));

    const heard = nextEvent<NotificationsReadEvent>(otherTab, SOCKET_EVENTS.notificationsRead);
    await server.api(`/notifications/${welcome.id}/read`, { method: 'PATCH', token: user.token });
    expect(await heard).toEqual({ ids: [welcome.id] });
    // Marking it again changes nothing and tells nothing; a later mark-all with nothing unread neither.
    await server.api(`/notifications/${welcome.id}/read`, { method: 'PATCH', token: user.token });
    await server.api('/notifications/read-all', { method: 'PATCH', token: user.token });
    // A push sent after them: had either told anything, it came first.
    const pushed = nextEvent(otherTab, SOCKET_EVENTS.notification);
    await server.api('/user/update-account-details', {
      method: 'PATCH',
      token: user.token,
      json: { name: 'Marked Reader', email: user.email },
    });
    await pushed;
    expect(seen).toEqual([{ ids: [welcome.id] }]);
  });

  it("disconnects a session's sockets when it signs out, and only those", async () => {
    const user = await registerUser(server);
    const otherToken = (await login(server, user.email, user.password)).body.data.accessToken as string;
    const socket = await connected(track(openSocket(server, user.token)));
    const otherDevice = await connected(track(openSocket(server, otherToken)));

    const revoked = nextEvent<{ message: string }>(socket, SESSION_REVOKED_EVENT);
    const disconnected = nextEvent<string>(socket, 'disconnect');
    await server.api('/user/logout', { method: 'POST', token: user.token });
    expect(await revoked).toEqual({ message: API_MESSAGES.sessionExpired });
    expect(await disconnected).toBe('io server disconnect');
    expect(otherDevice.connected).toBe(true);
  });

  it("disconnects the user's other sessions when the password changes", async () => {
    const user = await registerUser(server);
    const otherToken = (await login(server, user.email, user.password)).body.data.accessToken as string;
    const otherDevice = await connected(track(openSocket(server, otherToken)));
    const disconnected = nextEvent<string>(otherDevice, 'disconnect');
    const answer = await server.api('/user/change-password', {
      method: 'PATCH',
      token: user.token,
      json: { oldPassword: user.password, newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
    });
    expect(await disconnected).toBe('io server disconnect');
    const fresh = await connected(track(openSocket(server, answer.body.data.accessToken)));
    expect(fresh.connected).toBe(true);
  });

  if (backend === 'Redis') {
    it('refuses on another instance, right after, a session signed out or revoked on one', async () => {
      const second = await startTestServer({ shareDatabaseOf: server, shareRedisOf: server, redis: true });
      const refusedOnSecond = async (token: string): Promise<boolean> => {
        const deadline = Date.now() + 1_000;
        for (;;) {
          if ((await second.api('/user/current-user', { token })).status === 401) return true;
          if (Date.now() > deadline) return false;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      try {
        const user = await registerUser(server);
        const otherToken = (await login(server, user.email, user.password)).body.data.accessToken as string;
        // Both sessions are validated, and so cached, on the second instance.
        expect((await second.api('/user/current-user', { token: user.token })).status).toBe(200);
        expect((await second.api('/user/current-user', { token: otherToken })).status).toBe(200);

        await server.api('/user/logout', { method: 'POST', token: user.token });
        expect(await refusedOnSecond(user.token)).toBe(true);
        expect((await second.api('/user/current-user', { token: otherToken })).status).toBe(200);

        const fresh = (await login(server, user.email, user.password)).body.data.accessToken as string;
        await server.api('/user/change-password', {
          method: 'PATCH',
          token: fresh,
          json: { oldPassword: user.password, newPassword: 'changed-pass-1', confirmPassword: 'changed-pass-1' },
        });
        expect(await refusedOnSecond(otherToken)).toBe(true);

        // A changed account shows on the other instance at once too.
        const renamed = (await login(server, user.email, 'changed-pass-1')).body.data.accessToken as string;
        expect((await second.api('/user/current-user', { token: renamed })).body.data.name).toBe(user.name);
        await server.api('/user/update-account-details', {
          method: 'PATCH',
          token: renamed,
          json: { name: 'Renamed Elsewhere', email: user.email },
        });
        const deadline = Date.now() + 1_000;
        let name: string | undefined;
        while (Date.now() < deadline) {
          name = (await second.api('/user/current-user', { token: renamed })).body.data.name as string;
          if (name === 'Renamed Elsewhere') break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        expect(name).toBe('Renamed Elsewhere');
      } finally {
        await second.close();
      }
    });

    it('delivers a notification stored by one instance to a socket on another', async () => {
      const second = await startTestServer({ shareDatabaseOf: server, shareRedisOf: server, redis: true });
      try {
        const user = await registerUser(server);
        const socketOnSecond = await connected(track(openSocket(second, user.token)));
        // Through the outbox and Redis to the other instance: a loaded CI machine needs more than the usual 5 s.
        const pushed = nextEvent<PushedNotification>(socketOnSecond, SOCKET_EVENTS.notification, 15_000);
        await server.api('/user/update-account-details', {
          method: 'PATCH',
          token: user.token,
          json: { name: 'Across Instances', email: user.email },
        });
        const [stored] = (await server.api('/notifications', { token: user.token })).body.data.notifications;
        expect(await pushed).toMatchObject({ id: stored.id, type: 'system' });
      } finally {
        for (const socket of sockets.splice(0)) socket.disconnect();
        await second.close();
      }
    });
  }
});
