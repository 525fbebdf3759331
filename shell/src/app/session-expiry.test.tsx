import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES, connectSocket, disconnectSocket } from '@telehealth/shared-api';
import { renderApp } from '../testing/render-app';
import { SESSION_REVOKED_GRACE_MS, watchSessionRevocationForTests } from './session';
import { clearToasts, fail, installFakeApi, lastFakeSocket, makeApiUser, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

// The socket is the network boundary: a fake server end that can push events.
jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

beforeAll(() => watchSessionRevocationForTests());
beforeEach(() => {
  signOut();
  clearToasts();
});
afterEach(() => {
  act(() => disconnectSocket());
  jest.restoreAllMocks();
});

/** Ends the signed-in session from the server (idle or absolute expiry) and waits for /login. */
async function expireSession(pathname: () => string | undefined) {
  await act(async () => void (await connectSocket('token-1')));
  act(() => lastFakeSocket().serverPush('session-revoked', { message: API_MESSAGES.sessionExpired }));
  await waitFor(() => expect(pathname()).toBe('/login'), { timeout: SESSION_REVOKED_GRACE_MS + 3000 });
}

describe('a session that expires on a signed-in page', () => {
  it('shows the expiry message on the sign-in page', async () => {
    signInAs({ name: 'Grace Hopper' });
    installFakeApi({
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'GET /user/current-user': () => fail(401, API_MESSAGES.sessionExpired),
      'POST /user/logout': () => fail(401, API_MESSAGES.sessionExpired),
    });
    const { pathname } = await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Grace Hopper' })).toBeInTheDocument();
    await expireSession(pathname);
    expect(await screen.findByText(API_MESSAGES.sessionExpired)).toBeInTheDocument();
  });

  it('returns to the page it was on, query and hash included, after signing in again', async () => {
    signInAs({ name: 'Grace Hopper' });
    installFakeApi({
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'GET /user/current-user': () => fail(401, API_MESSAGES.sessionExpired),
      'POST /user/logout': () => fail(401, API_MESSAGES.sessionExpired),
      'POST /user/login': () => ok({ accessToken: 'token-2', user: makeApiUser({ name: 'Grace Hopper' }) }),
    });
    const { pathname, url } = await renderApp('/dashboard?view=week#today');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Grace Hopper' })).toBeInTheDocument();
    await expireSession(pathname);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(url()).toBe('/dashboard?view=week#today'));
  });
});
