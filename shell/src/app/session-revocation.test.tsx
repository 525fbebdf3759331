import { act, waitFor } from '@testing-library/react';
import { connectSocket, disconnectSocket, useAuthStore } from '@telehealth/shared-api';
import { useToastStore } from '@telehealth/shared-ui';
import { fail, installFakeApi, ok } from '../testing/fake-api';
import { apiUserFactory, signInAs, signOut } from '../testing/factories';
import { SESSION_REVOKED_GRACE_MS, watchSessionRevocationForTests } from './session';

// The socket is the network boundary: a fake server end that can push events.
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => watchSessionRevocationForTests());
beforeEach(() => {
  signOut();
  signInAs();
  act(() => useToastStore.getState().clear());
});
afterEach(() => {
  act(() => disconnectSocket());
  jest.restoreAllMocks();
});

describe('a session ended by the server', () => {
  it('signs this tab out with the server message once the token is confirmed revoked', async () => {
    installFakeApi({ 'GET /user/current-user': () => fail(401, 'Your session has expired. Please sign in again.'), 'POST /user/logout': () => fail(401, 'Session expired') });
    await connectSocket('token-1');
    lastSocket().serverPush('session-revoked', { message: 'Your session has expired. Please sign in again.' });
    await waitFor(() => expect(useAuthStore.getState().status).toBe('anonymous'), { timeout: SESSION_REVOKED_GRACE_MS + 3000 });
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Your session has expired. Please sign in again.'));
  });

  it('keeps the tab signed in when the token was replaced meanwhile (password changed here)', async () => {
    const api = installFakeApi({ 'GET /user/current-user': () => ok(apiUserFactory()) });
    await connectSocket('token-1');
    lastSocket().serverPush('session-revoked', { message: 'Your session has expired. Please sign in again.' });
    act(() => useAuthStore.getState().setToken('token-2'));
    await act(() => wait(SESSION_REVOKED_GRACE_MS + 200));
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(api.callsTo('GET /user/current-user')).toHaveLength(0);
  });
});
