import { act, screen, waitFor } from '@testing-library/react';
import { connectSocket, disconnectSocket } from '@telehealth/shared-api';
import type { Notification } from '@telehealth/shared-api';
import { renderApp } from '../testing/render-app';
import {
  clearToasts,
  installFakeApi,
  lastFakeSocket,
  makeNotification,
  ok,
  signInAs,
  signOut,
  toastMessages,
} from '@telehealth/shared-ui/testing';

// The socket is the network boundary of real-time notifications: a fake server end here.
jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

function badgeText(): string {
  return screen.getByRole('button', { name: 'Open notifications', hidden: true }).querySelector('.MuiBadge-badge')?.textContent ?? '';
}

/** The unread count the bell shows ('0' once its badge is hidden: MUI keeps the old text while it fades). */
function shownCount(): string {
  const badge = screen.getByRole('button', { name: 'Open notifications', hidden: true }).querySelector('.MuiBadge-badge');
  return badge?.classList.contains('MuiBadge-invisible') ? '0' : (badge?.textContent ?? '');
}

beforeEach(() => {
  signOut();
  signInAs();
  clearToasts();
});
afterEach(() => {
  act(() => disconnectSocket());
  jest.restoreAllMocks();
});

describe('live notifications', () => {
  it('shows a notification pushed on the socket at once and re-reads the list', async () => {
    let stored: Notification[] = [makeNotification({ isRead: true })];
    const api = installFakeApi({
      'GET /notifications': () => ok({ notifications: stored, unreadCount: stored.filter((n) => !n.isRead).length }),
    });
    await renderApp('/dashboard');
    await waitFor(() => expect(api.callsTo('GET /notifications')).toHaveLength(1));
    await act(async () => {
      await connectSocket('token-1');
    });

    const created = makeNotification({ message: 'Your appointment with Dr. Chen is confirmed' });
    stored = [created, ...stored];
    // The socket event leaves out the owner (the signed-in user).
    const { userId: _owner, ...pushed } = created;
    act(() => lastFakeSocket().serverPush('notification', pushed));

    await waitFor(() => expect(badgeText()).toBe('1'));
    expect(toastMessages()).toContain('Your appointment with Dr. Chen is confirmed');
    await waitFor(() => expect(api.callsTo('GET /notifications').length).toBeGreaterThanOrEqual(2));
  });

  it('follows the socket when it is replaced (reconnect after sign-in)', async () => {
    installFakeApi({ 'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }) });
    await renderApp('/dashboard');
    await act(async () => {
      await connectSocket('token-1');
    });
    await act(async () => {
      await connectSocket('token-2');
    });
    act(() => lastFakeSocket().serverPush('notification', makeNotification({ message: 'Reached the new socket' })));
    await waitFor(() => expect(toastMessages()).toContain('Reached the new socket'));
  });

  describe('when notifications are marked read in another tab', () => {
    /** The server's stored list, which the other tab's mark-read changes. */
    let stored: Notification[];
    /** When set, the list's re-read waits for it (to look at the page before it answers). */
    let held: Promise<void> | undefined;
    const unread = () => stored.filter((n) => !n.isRead).length;
    const listAnswer = () => ok({ notifications: stored.slice(0, 5), unreadCount: unread() });
    beforeEach(() => {
      held = undefined;
    });

    async function dashboardWith(notifications: Notification[]) {
      stored = notifications;
      const api = installFakeApi({ 'GET /notifications': () => (held ? held.then(listAnswer) : listAnswer()) });
      const { queryClient } = await renderApp('/dashboard');
      await act(async () => {
        await connectSocket('token-1');
      });
      act(() => lastFakeSocket().serverPush('connect'));
      await waitFor(() => expect(shownCount()).toBe(String(unread())));
      return { api, queryClient };
    }

    /** The server marks these read (as for the other tab's request) and tells this tab's socket. */
    function markedElsewhere(ids: string[]) {
      stored = stored.map((n) => (ids.includes(n.id) ? { ...n, isRead: true } : n));
      act(() => lastFakeSocket().serverPush('notifications-read', { ids }));
    }

    it('clears the unread badge after Mark all read', async () => {
      const { api } = await dashboardWith(Array.from({ length: 4 }, () => makeNotification()));
      const calls = api.callsTo('GET /notifications').length;
      markedElsewhere(stored.map((n) => n.id));
      await waitFor(() => expect(shownCount()).toBe('0'));
      // Then the lists are re-read, so the count stays the server's.
      await waitFor(() => expect(api.callsTo('GET /notifications').length).toBeGreaterThan(calls));
      expect(shownCount()).toBe('0');
    });

    it('counts down for one notification, even one beyond the first five', async () => {
      const { api, queryClient } = await dashboardWith(Array.from({ length: 7 }, () => makeNotification()));
      const calls = api.callsTo('GET /notifications').length;
      // The re-read is held back: the count drops from the event itself.
      let release!: () => void;
      held = new Promise((resolve) => {
        release = resolve;
      });
      markedElsewhere([stored[6]!.id]);
      await waitFor(() => expect(api.callsTo('GET /notifications').length).toBeGreaterThan(calls));
      await waitFor(() => expect(shownCount()).toBe('6'));
      markedElsewhere([stored[0]!.id]);
      await waitFor(() => expect(shownCount()).toBe('5'));
      release();
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(shownCount()).toBe('5');
    });

    it('shows what was marked read while the connection was lost once it is back', async () => {
      const { api } = await dashboardWith(Array.from({ length: 4 }, () => makeNotification()));
      const calls = api.callsTo('GET /notifications').length;
      act(() => lastFakeSocket().serverPush('disconnect', 'transport close'));
      // Marked read in the other tab meanwhile: this socket missed the event.
      stored = stored.map((n) => ({ ...n, isRead: true }));
      act(() => lastFakeSocket().serverPush('connect'));
      await waitFor(() => expect(api.callsTo('GET /notifications').length).toBeGreaterThan(calls));
      await waitFor(() => expect(shownCount()).toBe('0'));
    });
  });
});
