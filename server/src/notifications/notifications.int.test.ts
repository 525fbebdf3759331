import { API_MESSAGES } from '@telehealth/shared-api/core';
import { insertNotification, insertNotificationForAll } from './notification-repository';
import { databases, registerUser, startTestServer, type RegisteredUser, type TestServer } from '../../test/support/test-server';

describe.each(databases())('notifications API on %s', (db) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ db });
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = (user: RegisteredUser, query = '') => server.api(`/notifications${query}`, { token: user.token });

  /** Stores appointment notifications for `user`, one second apart, oldest first. */
  async function notify(user: RegisteredUser, messages: string[]): Promise<void> {
    const start = Date.now() + 1_000;
    for (const [index, message] of messages.entries()) {
      await insertNotification(server.database.db, {
        userId: user.id,
        message,
        type: 'appointment',
        createdAt: new Date(start + index * 1_000),
      });
    }
  }

  it('welcomes a new user with an unread system notification', async () => {
    const user = await registerUser(server, { name: 'Wendy Welcome' });
    const answer = await list(user);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ statusCode: 200, success: true });
    expect(answer.body.data.unreadCount).toBe(1);
    expect(answer.body.data.notifications).toEqual([
      {
        id: expect.any(String),
        userId: user.id,
        message: expect.stringContaining('Welcome, Wendy Welcome!'),
        type: 'system',
        isRead: false,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
  });

  it('lists newest first, honours the limit and counts unread ones', async () => {
    const user = await registerUser(server);
    await notify(user, ['First Change', 'Second Change', 'Third Change']);
    const all = await list(user);
    expect(all.body.data.notifications).toHaveLength(4);
    expect(all.body.data.unreadCount).toBe(4);
    expect(all.body.data.notifications.map((n: { message: string }) => n.message)).toEqual([
      'Third Change',
      'Second Change',
      'First Change',
      expect.stringContaining('Welcome'),
    ]);
    expect(all.body.data.notifications[0].type).toBe('appointment');

    const two = await list(user, '?limit=2');
    expect(two.body.data.notifications).toHaveLength(2);
    expect(two.body.data.unreadCount).toBe(4);
    expect((await server.api('/notifications/unread-count', { token: user.token })).body.data).toEqual({ count: 4 });
  });

  it.each(['0', '101', 'ten', '2.5'])('refuses limit=%s with 400', async (limit) => {
    const user = await registerUser(server);
    const answer = await list(user, `?limit=${limit}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ statusCode: 400, data: null, message: 'limit must be an integer between 1 and 100', success: false });
  });

  it('marks one notification read', async () => {
    const user = await registerUser(server);
    const [welcome] = (await list(user)).body.data.notifications;
    const answer = await server.api(`/notifications/${welcome.id}/read`, { method: 'PATCH', token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...welcome, isRead: true });
    expect((await server.api('/notifications/unread-count', { token: user.token })).body.data.count).toBe(0);
  });

  it('marks every notification read and says how many changed', async () => {
    const user = await registerUser(server);
    await notify(user, ['Changed Once', 'Changed Twice']);
    const answer = await server.api('/notifications/read-all', { method: 'PATCH', token: user.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ updated: 3 });
    expect((await list(user)).body.data.unreadCount).toBe(0);
    expect((await server.api('/notifications/read-all', { method: 'PATCH', token: user.token })).body.data).toEqual({ updated: 0 });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await registerUser(server);
    const intruder = await registerUser(server);
    const [welcome] = (await list(owner)).body.data.notifications;
    const answer = await server.api(`/notifications/${welcome.id}/read`, { method: 'PATCH', token: intruder.token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ statusCode: 404, data: null, message: API_MESSAGES.notificationNotFound, success: false });
    expect((await list(owner)).body.data.unreadCount).toBe(1);
    expect((await list(intruder)).body.data.notifications.map((n: { userId: string }) => n.userId)).toEqual([intruder.id]);
  });

  it("marks read only the caller's copy of a notification sent to several users", async () => {
    const [reader, other, outsider] = [await registerUser(server), await registerUser(server), await registerUser(server)];
    const [shared] = await insertNotificationForAll(server.database.db, [reader.id, other.id], 'Shared news', 'appointment');
    const read = (user: RegisteredUser) => server.api(`/notifications/${shared!.id}/read`, { method: 'PATCH', token: user.token });

    expect((await read(outsider)).status).toBe(404);
    const answer = await read(reader);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: shared!.id, userId: reader.id, isRead: true });
    expect((await list(reader)).body.data.unreadCount).toBe(1);
    const [othersCopy] = (await list(other)).body.data.notifications;
    expect(othersCopy).toMatchObject({ id: shared!.id, userId: other.id, message: 'Shared news', isRead: false });
    expect((await list(other)).body.data.unreadCount).toBe(2);
    expect((await server.api('/notifications/read-all', { method: 'PATCH', token: reader.token })).body.data).toEqual({ updated: 1 });
    expect((await list(other)).body.data.unreadCount).toBe(2);
  });

  it('answers 404 for a malformed id', async () => {
    const user = await registerUser(server);
    const answer = await server.api('/notifications/not-a-uuid/read', { method: 'PATCH', token: user.token });
    expect(answer.status).toBe(404);
    expect(answer.body.data).toBeNull();
  });

  it('adds a notification when the password changes', async () => {
    const user = await registerUser(server);
    const changed = await server.api('/user/change-password', {
      method: 'PATCH',
      token: user.token,
      json: { oldPassword: user.password, newPassword: 'another-1', confirmPassword: 'another-1' },
    });
    const [latest] = (await server.api('/notifications', { token: changed.body.data.accessToken })).body.data.notifications;
    expect(latest).toMatchObject({ type: 'system', message: expect.stringContaining('Your password was changed'), isRead: false });
  });

  it('adds a notification when the account details change', async () => {
    const user = await registerUser(server);
    await server.api('/user/update-account-details', {
      method: 'PATCH',
      token: user.token,
      json: { name: 'Renamed Person', email: user.email },
    });
    const [latest] = (await list(user)).body.data.notifications;
    expect(latest).toMatchObject({ type: 'system', message: expect.stringContaining('Your account details were updated'), isRead: false });
  });

  it('stores one notification per user in one statement, in the order given, under one id', async () => {
    const users = [await registerUser(server), await registerUser(server), await registerUser(server)];
    const message = 'Dr. "Quote" \\ Backslash has new slots, {braces} too';
    const rows = await insertNotificationForAll(
      server.database.db,
      users.map((user) => user.id),
      message,
      'appointment',
    );
    expect(rows.map((row) => row.userId)).toEqual(users.map((user) => user.id));
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    for (const row of rows) {
      expect(row).toMatchObject({ message, type: 'appointment', isRead: false, link: null });
      expect(row.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(row.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    }
    for (const [index, user] of users.entries()) {
      const [latest] = (await list(user)).body.data.notifications;
      expect(latest).toEqual({
        id: rows[index]!.id,
        userId: user.id,
        message,
        type: 'appointment',
        isRead: false,
        createdAt: expect.any(String),
      });
    }
    expect(await insertNotificationForAll(server.database.db, [], message, 'appointment')).toEqual([]);
  });

  it('requires sign-in', async () => {
    expect((await server.api('/notifications')).status).toBe(401);
    expect((await server.api('/notifications/read-all', { method: 'PATCH' })).status).toBe(401);
  });
});
