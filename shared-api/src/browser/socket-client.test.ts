// Type only: shared-ui depends on this package, not the other way round.
import type { FakeSocket } from '../../../shared-ui/src/testing/fake-socket-io';
import {
  bindSocketToAuth,
  connectSocket,
  disconnectSocket,
  getSocket,
  getSocketStatus,
  onSocketChange,
  onSocketReconnect,
  onSocketStatus,
  sharedSocketListeners,
} from './socket-client';
import type { SocketStatus } from './socket-client';
import { useAuthStore } from './auth-store';
import { API_MESSAGES } from '../core/api-messages';

// socket.io-client opens real connections: replaced by the test kit's fake.
jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

const { io, sockets } = jest.requireMock('socket.io-client') as { io: jest.Mock; sockets: FakeSocket[] };

function lastFakeSocket(): FakeSocket {
  const socket = sockets[sockets.length - 1];
  if (!socket) throw new Error('No socket was created');
  return socket;
}

beforeEach(() => {
  disconnectSocket();
  io.mockClear();
  useAuthStore.setState({ user: null, token: null, status: 'anonymous' });
});

describe('socket client', () => {
  it('connects with the session token as auth and the spec options', async () => {
    const socket = await connectSocket('token-1');
    expect(socket).toBe(getSocket());
    expect(io).toHaveBeenCalledWith(
      expect.objectContaining({
        auth: { token: 'token-1' },
        timeout: 20_000,
        reconnectionDelay: 1_000,
        reconnectionDelayMax: 5_000,
        reconnectionAttempts: 5,
        transports: ['websocket', 'polling'],
      }),
    );
  });

  it('reuses the connection for the same token, even while it is being set up', async () => {
    const [first, second] = await Promise.all([connectSocket('token-1'), connectSocket('token-1')]);
    expect(first).toBe(second);
    expect(await connectSocket('token-1')).toBe(first);
    expect(io).toHaveBeenCalledTimes(1);
  });

  it('drops a connection whose session ended while the client library loaded', async () => {
    const connecting = connectSocket('token-1');
    disconnectSocket();
    expect(await connecting).toBeNull();
    expect(getSocket()).toBeNull();
    expect(io).not.toHaveBeenCalled();
  });

  it('tells listeners about new and dropped sockets', async () => {
    const seen: unknown[] = [];
    const unsubscribe = onSocketChange((socket) => seen.push(socket));
    const socket = await connectSocket('token-1');
    disconnectSocket();
    unsubscribe();
    expect(seen).toEqual([null, socket, null]);
  });

  it('follows the auth store: connected while signed in, disconnected on logout', async () => {
    const unbind = bindSocketToAuth();
    useAuthStore.setState({ token: 'token-7', status: 'authenticated' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getSocket()).not.toBeNull();
    useAuthStore.setState({ token: null, status: 'anonymous', user: null });
    expect(getSocket()).toBeNull();
    unbind();
  });
});

describe('shared socket listeners', () => {
  it('attaches once per owner, follows the socket across sign-ins and detaches with the last user', async () => {
    const heard: string[] = [];
    const acquire = sharedSocketListeners((owner: string) => ({
      'appointment-created': () => void heard.push(owner),
    }));
    const first = await connectSocket('token-1');
    expect(first).not.toBeNull();
    const releaseA = acquire('lists');
    const releaseB = acquire('lists');
    const releaseOther = acquire('other');
    const socket1 = lastFakeSocket();
    expect(socket1.listenerCount('appointment-created')).toBe(2);
    socket1.serverPush('appointment-created', {});
    expect(heard).toEqual(['lists', 'other']);

    releaseA();
    releaseA(); // a second release of the same user changes nothing
    socket1.serverPush('appointment-created', {});
    expect(heard).toEqual(['lists', 'other', 'lists', 'other']);

    disconnectSocket();
    await connectSocket('token-2');
    const socket2 = lastFakeSocket();
    expect(socket2).not.toBe(socket1);
    expect(socket1.listenerCount('appointment-created')).toBe(0);
    expect(socket2.listenerCount('appointment-created')).toBe(2);

    releaseB();
    releaseOther();
    expect(socket2.listenerCount('appointment-created')).toBe(0);
  });
});

describe('socket client reconnection', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // The jitter at its lowest: delays are 80 % of the nominal ones.
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    disconnectSocket();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Connects, then loses the connection and lets the manager's five attempts fail. */
  async function lostAfterFiveAttempts() {
    await connectSocket('token-1');
    const socket = lastFakeSocket();
    socket.serverPush('connect');
    socket.serverPush('disconnect', 'transport close');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      socket.io.emit('reconnect_attempt', attempt);
      socket.serverPush('connect_error', new Error('xhr poll error'));
    }
    socket.io.emit('reconnect_failed');
    return socket;
  }

  it('keeps the spec schedule for the manager, then retries itself with a slower, capped backoff', async () => {
    const socket = await lostAfterFiveAttempts();
    // The manager stops reconnecting by itself; the slow retries take over.
    expect(socket.io.reconnecting).toBe(false);
    expect(socket.connectCalls).toBe(0);

    // Sixth and later attempts: 10 s doubling up to 60 s (80 % here), never the spec's 1–5 s.
    const expected = [8_000, 16_000, 32_000, 48_000, 48_000];
    for (const [index, delay] of expected.entries()) {
      jest.advanceTimersByTime(delay - 1);
      expect(socket.connectCalls).toBe(index);
      jest.advanceTimersByTime(1);
      expect(socket.connectCalls).toBe(index + 1);
      socket.serverPush('connect_error', new Error('xhr poll error'));
    }
    expect(getSocketStatus()).toBe('reconnecting');

    // Back: the spec's schedule again for the next loss, no more slow retries.
    socket.serverPush('connect');
    expect(socket.io.reconnecting).toBe(true);
    jest.advanceTimersByTime(120_000);
    expect(socket.connectCalls).toBe(expected.length);
  });

  it('starts the slow backoff from the beginning after a reconnection', async () => {
    const socket = await lostAfterFiveAttempts();
    jest.advanceTimersByTime(8_000);
    socket.serverPush('connect_error', new Error('xhr poll error'));
    jest.advanceTimersByTime(16_000);
    expect(socket.connectCalls).toBe(2);
    socket.serverPush('connect');

    socket.serverPush('disconnect', 'transport close');
    socket.io.emit('reconnect_failed');
    jest.advanceTimersByTime(8_000);
    expect(socket.connectCalls).toBe(3);
  });

  it('reports connecting, connected, reconnecting and connected again, and tells reconnect listeners', async () => {
    const statuses: SocketStatus[] = [];
    const reconnects = jest.fn();
    const stopStatus = onSocketStatus((status) => statuses.push(status));
    const stopReconnect = onSocketReconnect(reconnects);

    const socket = await lostAfterFiveAttempts();
    expect(reconnects).not.toHaveBeenCalled();
    jest.advanceTimersByTime(8_000);
    socket.serverPush('connect');
    expect(getSocketStatus()).toBe('connected');
    expect(reconnects).toHaveBeenCalledTimes(1);
    disconnectSocket();
    stopStatus();
    stopReconnect();
    expect(statuses).toEqual(['connecting', 'connected', 'reconnecting', 'connected', 'idle']);
  });

  it('retries at once when the browser is back online instead of waiting out the delay', async () => {
    const socket = await lostAfterFiveAttempts();
    jest.advanceTimersByTime(1_000);
    expect(socket.connectCalls).toBe(0);
    window.dispatchEvent(new Event('online'));
    expect(socket.connectCalls).toBe(1);
    // The scheduled retry was replaced, not doubled.
    jest.advanceTimersByTime(7_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('stops retrying when the server refuses the session', async () => {
    const socket = await lostAfterFiveAttempts();
    jest.advanceTimersByTime(8_000);
    expect(socket.connectCalls).toBe(1);
    socket.serverPush('connect_error', new Error(API_MESSAGES.authRequired));
    expect(getSocketStatus()).toBe('offline');
    jest.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('reconnects a socket the server ended (a restart), and stops there if the session is refused', async () => {
    await connectSocket('token-1');
    const socket = lastFakeSocket();
    socket.serverPush('connect');
    // socket.io-client itself does not reconnect after this reason.
    socket.serverPush('disconnect', 'io server disconnect');
    expect(getSocketStatus()).toBe('reconnecting');
    jest.advanceTimersByTime(999);
    expect(socket.connectCalls).toBe(0);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(1);
    socket.serverPush('connect_error', new Error(API_MESSAGES.authRequired));
    expect(getSocketStatus()).toBe('offline');
    jest.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('stops retrying on sign-out', async () => {
    const socket = await lostAfterFiveAttempts();
    jest.advanceTimersByTime(8_000);
    socket.serverPush('connect_error', new Error('xhr poll error'));
    expect(socket.connectCalls).toBe(1);
    disconnectSocket();
    expect(getSocketStatus()).toBe('idle');
    expect(socket.io.reconnecting).toBe(true);
    jest.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(1);
  });
});
