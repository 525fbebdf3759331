import { act, screen, waitFor } from '@testing-library/react';
import { connectSocket, disconnectSocket } from '@telehealth/shared-api';
import type { Notification } from '@telehealth/shared-api';
import { installFakeApi, ok } from '../testing/fake-api';
import { notificationFactory, signInAs, signOut } from '../testing/factories';
import { clearToasts, renderApp, toastMessages } from '../testing/render-app';

// The socket is the network boundary of real-time notifications: a fake server end here.
interface FakeSocket {
  on: (event: string, handler: (payload: unknown) => void) => FakeSocket;
  off: (event: string, handler: (payload: unknown) => void) => FakeSocket;
  removeAllListeners: () => FakeSocket;
  disconnect: () => void;
  serverPush: (event: string, payload: unknown) => void;
}
jest.mock('socket.io-client', () => {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    io: jest.fn(() => {
      const handlers = new Map<string, Set<(payload: unknown) => void>>();
      const socket: FakeSocket = {
        on: (event, handler) => {
          if (!handlers.has(event)) handlers.set(event, new Set());
          handlers.get(event)!.add(handler);
          return socket;
        },
        off: (event, handler) => {
          handlers.get(event)?.delete(handler);
          return socket;
        },
        removeAllListeners: () => {
          handlers.clear();
          return socket;
        },
        disconnect: () => undefined,
        serverPush: (event, payload) => handlers.get(event)?.forEach((handler) => handler(payload)),
      };
      sockets.push(socket);
      return socket;
    }),
  };
});

function lastSocket(): FakeSocket {
  const { sockets } = jest.requireMock('socket.io-client') as { sockets: FakeSocket[] };
  return sockets[sockets.length - 1];
}

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
    let stored: Notification[] = [notificationFactory({ isRead: true })];
    const api = installFakeApi({
      'GET /notifications': () => ok({ notifications: stored, unreadCount: stored.filter((n) => !n.isRead).length }),
    });
    await renderApp('/dashboard');
    await waitFor(() => expect(api.callsTo('GET /notifications')).toHaveLength(1));
    await act(async () => {
      await connectSocket('token-1');
    });

    const pushed = notificationFactory({ message: 'Your appointment with Dr. Chen is confirmed' });
    stored = [pushed, ...stored];
    act(() => lastSocket().serverPush('notification', pushed));

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
    act(() => lastSocket().serverPush('notification', notificationFactory({ message: 'Reached the new socket' })));
    await waitFor(() => expect(toastMessages()).toContain('Reached the new socket'));
  });
});
