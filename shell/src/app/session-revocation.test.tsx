import { act, waitFor } from '@testing-library/react';
import { connectSocket, disconnectSocket, useAuthStore } from '@telehealth/shared-api';
import { useToastStore } from '@telehealth/shared-ui';
import { SESSION_REVOKED_GRACE_MS, watchSessionRevocationForTests } from './session';
import { fail, installFakeApi, lastFakeSocket, makeApiUser, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

// The socket is the network boundary: a fake server end that can push events.
jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

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
    installFakeApi({
      'GET /user/current-user': () => fail(401, 'Your session has expired. Please sign in again.'),
      'POST /user/logout': () => fail(401, 'Session expired'),
    });
    await connectSocket('token-1');
    lastFakeSocket().serverPush('session-revoked', { message: 'Your session has expired. Please sign in again.' });
    await waitFor(() => expect(useAuthStore.getState().status).toBe('anonymous'), { timeout: SESSION_REVOKED_GRACE_MS + 3000 });
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Your session has expired. Please sign in again.'),
    );
  });

  it('keeps the tab signed in when the token was replaced meanwhile (password changed here)', async () => {
    const api = installFakeApi({ 'GET /user/current-user': () => ok(makeApiUser()) });
    await connectSocket('token-1');
    lastFakeSocket().serverPush('session-revoked', { message: 'Your session has expired. Please sign in again.' });
    act(() => useAuthStore.getState().setToken('token-2'));
    await act(() => wait(SESSION_REVOKED_GRACE_MS + 200));
    expect(useAuthStore.getState().status).toBe('authenticated');
    expect(api.callsTo('GET /user/current-user')).toHaveLength(0);
  });
});
