import { screen, waitFor } from '@testing-library/react';
import { TOKEN_STORAGE_KEY, useAuthStore } from '@telehealth/shared-api';
import { renderApp } from '../testing/render-app';
import { installFakeApi, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

const emptyNotifications = () => ok({ notifications: [], unreadCount: 0 });

beforeEach(() => signOut());
afterEach(() => jest.restoreAllMocks());

describe('route guards', () => {
  it.each(['/dashboard', '/profile', '/doctors', '/appointments', '/consultation/a-1'])(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      installFakeApi({});
      const { pathname } = await renderApp(path);
      await waitFor(() => expect(pathname()).toBe('/login'));
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    },
  );

  it.each(['/login', '/register'])('sends a signed-in user from %s to /dashboard', async (path) => {
    signInAs({ name: 'Grace Hopper' });
    installFakeApi({ 'GET /notifications': emptyNotifications });
    const { pathname } = await renderApp(path);
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Grace Hopper' })).toBeInTheDocument();
  });

  it('shows a loading notice while the stored session is checked, then the page', async () => {
    let answer!: () => void;
    const pending = new Promise<void>((resolve) => {
      answer = resolve;
    });
    installFakeApi({
      'GET /user/current-user': async () => {
        await pending;
        return ok({ _id: 'u-7', name: 'Ada Lovelace', email: 'ada@example.com', role: 'doctor', profileImage: null, phoneNumber: null });
      },
      'GET /notifications': emptyNotifications,
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    useAuthStore.setState({ user: null, token: 'stored-token', status: 'loading' });
    const initializing = useAuthStore.getState().initialize();
    await renderApp('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    answer();
    await initializing;
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
  });

  it('drops a stored token the server rejects and sends the visitor to /login', async () => {
    installFakeApi({ 'GET /user/current-user': () => ({ status: 401, body: { message: 'Session expired' } }) });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired-token');
    useAuthStore.setState({ user: null, token: 'expired-token', status: 'loading' });
    const { pathname } = await renderApp('/dashboard');
    await useAuthStore.getState().initialize();
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the login page loading notice while authentication loads', async () => {
    installFakeApi({});
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    useAuthStore.setState({ user: null, token: 'stored-token', status: 'loading' });
    await renderApp('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('shows Page Not Found with links home and to the dashboard for an unknown path', async () => {
    installFakeApi({});
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('keeps the public pages open to everyone', async () => {
    installFakeApi({});
    await renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });
});
