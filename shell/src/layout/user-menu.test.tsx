import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, useAuthStore } from '@telehealth/shared-api';
import { renderApp } from '../testing/render-app';
import { clearToasts, installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

beforeEach(() => {
  signOut();
  clearToasts();
});
afterEach(() => jest.restoreAllMocks());

describe('user menu', () => {
  it('logs out to /login and shows the logout message there, in a tab opened signed in', async () => {
    signInAs({ name: 'Grace Hopper' });
    installFakeApi({
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      'POST /user/logout': () => ok(null),
    });
    const { pathname } = await renderApp('/dashboard');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open user menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(await screen.findByText(AUTH_MESSAGES.logout)).toBeInTheDocument();
  });
});
