import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, signOut } from '@telehealth/shared-ui/testing';
import { renderApp } from '../../testing/render-app';

const SENT = "If an account uses that email, we've sent it a link to choose a new password. The link works for 30 minutes.";
const INVALID = 'This link has expired or was already used. Ask for a new one from “Forgot password?”.';
const TOKEN = 'A'.repeat(43);

beforeEach(() => signOut());
afterEach(() => jest.restoreAllMocks());

describe('forgot password page', () => {
  it('sends the email and shows the same answer the server gives for any address', async () => {
    const api = installFakeApi({ 'POST /user/forgot-password': () => ok(null, { status: 202, message: SENT }) });
    await renderApp('/forgot-password');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(api.calls.map((call) => [call.route, call.body])).toEqual([['POST /user/forgot-password', { email: 'ada@example.com' }]]);
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  });

  it('checks the address before sending anything', async () => {
    const api = installFakeApi({});
    await renderApp('/forgot-password');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's message when asked too often", async () => {
    const message = 'Too many requests from this network. Please try again in 12 minutes.';
    installFakeApi({ 'POST /user/forgot-password': () => fail(429, message) });
    await renderApp('/forgot-password');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});

describe('reset password page', () => {
  it('saves the new password with the link and offers to sign in', async () => {
    const api = installFakeApi({
      'POST /user/reset-password': () => ok(null, { message: 'Your password was changed. Sign in with your new password.' }),
    });
    await renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New password'), 'kettle-blue-93');
    await user.type(screen.getByLabelText('Confirm new password'), 'kettle-blue-93');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was changed. Sign in with your new password.');
    expect(api.calls.map((call) => call.body)).toEqual([{ token: TOKEN, password: 'kettle-blue-93', confirmPassword: 'kettle-blue-93' }]);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('asks for matching passwords before sending', async () => {
    const api = installFakeApi({});
    await renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New password'), 'kettle-blue-93');
    await user.type(screen.getByLabelText('Confirm new password'), 'kettle-blue-94');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    await waitFor(() => expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls).toEqual([]);
  });

  it('says when the link is used up and links to a new one', async () => {
    installFakeApi({ 'POST /user/reset-password': () => fail(400, INVALID) });
    await renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New password'), 'kettle-blue-93');
    await user.type(screen.getByLabelText('Confirm new password'), 'kettle-blue-93');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('explains a link without its token instead of showing a form', async () => {
    installFakeApi({});
    await renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('verify email page', () => {
  it('confirms the address once on opening the link', async () => {
    const api = installFakeApi({ 'POST /user/verify-email': () => ok(null, { message: 'Thank you, your email address is confirmed.' }) });
    await renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('Thank you, your email address is confirmed.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.route === 'POST /user/verify-email')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it("shows the server's reason when the link does not work", async () => {
    const reason = 'This link has expired or was already used. Sign in and ask for a new one.';
    installFakeApi({ 'POST /user/verify-email': () => fail(400, reason) });
    await renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  });
});
