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
});
