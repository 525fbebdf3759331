import { bindSocketToAuth, connectSocket, disconnectSocket, getSocket, onSocketChange } from './socket-client';
import { useAuthStore } from './auth-store';

// socket.io-client opens real connections: replaced by a recording fake.
jest.mock('socket.io-client', () => ({
  io: jest.fn((options: unknown) => ({ options, removeAllListeners: jest.fn(), disconnect: jest.fn() })),
}));

const { io } = jest.requireMock('socket.io-client') as { io: jest.Mock };

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
