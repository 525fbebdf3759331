import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@telehealth/shared-api';
import { useToastStore } from '@telehealth/shared-ui';
import { renderApp } from '../../testing/render-app';
import { clearToasts, fail, installFakeApi, makeApiUser, ok, signOut, toastMessages } from '@telehealth/shared-ui/testing';

beforeEach(() => {
  signOut();
  clearToasts();
});
afterEach(() => jest.restoreAllMocks());

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(await screen.findByRole('button', { name: 'Sign In' }));
}

/** The login form (not the toasts). */
function form(): HTMLElement {
  return screen.getByLabelText('Email').closest('form')!;
}

describe('login page', () => {
  it('shows required-field messages and calls nothing when submitted empty', async () => {
    const api = installFakeApi({});
    await renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('checks the email format', async () => {
    const api = installFakeApi({});
    await renderApp('/login');
    await fillAndSubmit('not-an-email', 'secret123');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('ties each error to its field and marks the field invalid', async () => {
    installFakeApi({});
    await renderApp('/login');
    await fillAndSubmit('', '');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
  });

  it('checks a field when it is left, and clears the message once fixed', async () => {
    installFakeApi({});
    await renderApp('/login');
    const user = userEvent.setup({ delay: null });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveFocus();
    await user.tab();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(email, 'ada@example.com');
    await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('shows and hides the password', async () => {
    installFakeApi({});
    await renderApp('/login');
    const user = userEvent.setup({ delay: null });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password help and to sign-up', async () => {
    installFakeApi({});
    await renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('signs in, toasts success and opens the dashboard', async () => {
    const apiUser = makeApiUser({ name: 'Ada Lovelace' });
    const api = installFakeApi({
      'POST /user/login': () => ok({ accessToken: 'token-9', user: apiUser }),
    });
    const { pathname } = await renderApp('/login');
    await fillAndSubmit('ada@example.com', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(pathname()).toBe('/dashboard');
    expect(toastMessages()).toContain(AUTH_MESSAGES.loginSuccess);
    expect(api.callsTo('POST /user/login')[0].body).toEqual({ email: 'ada@example.com', password: 'secret123' });
  });

  it('returns to a deep link, query and hash included, after signing in', async () => {
    installFakeApi({
      'POST /user/login': () => ok({ accessToken: 'token-9', user: makeApiUser({ name: 'Ada Lovelace' }) }),
      'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
    });
    const { pathname, url } = await renderApp('/dashboard?view=week#today');
    await waitFor(() => expect(pathname()).toBe('/login'));
    await fillAndSubmit('ada@example.com', 'secret123');
    await waitFor(() => expect(url()).toBe('/dashboard?view=week#today'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
  });

  it.each(['//evil.example/dashboard', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'opens the dashboard, not an unsafe return address %s, after signing in',
    async (from) => {
      installFakeApi({
        'POST /user/login': () => ok({ accessToken: 'token-9', user: makeApiUser({ name: 'Ada Lovelace' }) }),
        'GET /notifications': () => ok({ notifications: [], unreadCount: 0 }),
      });
      const { url } = await renderApp('/login', { from });
      await fillAndSubmit('ada@example.com', 'secret123');
      expect(await screen.findByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
      expect(url()).toBe('/dashboard');
    },
  );

  it('takes its failure toast off the screen once a later try signs in', async () => {
    let attempts = 0;
    installFakeApi({
      'POST /user/login': () => {
        attempts += 1;
        return attempts === 1 ? fail(401, 'Invalid email or password') : ok({ accessToken: 'token-9', user: makeApiUser() });
      },
    });
    const { pathname } = await renderApp('/login');
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect(await within(form()).findByText(AUTH_MESSAGES.loginFailureForm)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    const onScreen = useToastStore
      .getState()
      .toasts.filter((item) => item.open)
      .map((item) => item.message);
    expect(onScreen).toEqual([AUTH_MESSAGES.loginSuccess]);
  });

  it('asks for the authenticator code after the password when two-step sign-in is on', async () => {
    const api = installFakeApi({
      'POST /user/login': () => ok({ secondFactorRequired: true, challenge: 'challenge-1' }),
      'POST /user/login/second-factor': [
        () => fail(400, 'That code is not right. Check the time on your phone and try the newest code.'),
        () => ok({ accessToken: 'token-2fa', user: makeApiUser() }),
      ],
    });
    const { pathname } = await renderApp('/login');
    await fillAndSubmit('ada@example.com', 'secret123');
    const step = await screen.findByRole('form', { name: 'Two-step sign-in' });
    expect(pathname()).toBe('/login');
    const user = userEvent.setup({ delay: null });
    const code = within(step).getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    await user.type(code, '123456');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    expect(api.calls.filter((call) => call.route === 'POST /user/login/second-factor').map((call) => call.body)).toEqual([
      { challenge: 'challenge-1', code: '123456' },
      { challenge: 'challenge-1', code: '654321' },
    ]);
  });

  it('checks the code before sending it, and can start over', async () => {
    const api = installFakeApi({ 'POST /user/login': () => ok({ secondFactorRequired: true, challenge: 'challenge-1' }) });
    await renderApp('/login');
    await fillAndSubmit('ada@example.com', 'secret123');
    const step = await screen.findByRole('form', { name: 'Two-step sign-in' });
    const user = userEvent.setup({ delay: null });
    await user.type(within(step).getByLabelText('Authentication code'), '12');
    await user.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(await within(step).findByText('Enter the 6-digit code from your app, or a recovery code.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'POST /user/login/second-factor')).toBe(false);
    await user.click(within(step).getByRole('button', { name: 'Start over' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the failure texts for wrong credentials', async () => {
    installFakeApi({ 'POST /user/login': () => fail(401, 'Invalid email or password') });
    const { pathname } = await renderApp('/login');
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect(await within(form()).findByText(AUTH_MESSAGES.loginFailureForm)).toBeInTheDocument();
    expect(toastMessages()).toContain(AUTH_MESSAGES.loginFailureToast);
    expect(pathname()).toBe('/login');
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    const message = 'Too many login attempts. Try again in 15 minutes.';
    installFakeApi({ 'POST /user/login': () => fail(429, message) });
    await renderApp('/login');
    await fillAndSubmit('ada@example.com', 'wrong-password');
    expect(await within(form()).findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(AUTH_MESSAGES.loginFailureForm)).not.toBeInTheDocument();
  });

  it('reports an answer of the wrong shape', async () => {
    installFakeApi({ 'POST /user/login': () => ok({ token: 'no-access-token-field' }) });
    await renderApp('/login');
    await fillAndSubmit('ada@example.com', 'secret123');
    expect(await within(form()).findByText(AUTH_MESSAGES.loginBadShape)).toBeInTheDocument();
    expect(toastMessages()).toContain(AUTH_MESSAGES.loginBadShape);
  });
});
