import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES } from '@telehealth/shared-api';
import { MESSAGES } from '@telehealth/shared-api/schemas';
import { useToastStore } from '@telehealth/shared-ui';
import { renderApp } from '../../testing/render-app';
import { forgetFirstVisitForTests } from '../dashboard/dashboard-page';
import { clearToasts, fail, installFakeApi, makeApiUser, ok, signOut, toastMessages } from '@telehealth/shared-ui/testing';

beforeEach(() => {
  signOut();
  forgetFirstVisitForTests();
  clearToasts();
});
afterEach(() => jest.restoreAllMocks());

interface Form {
  name?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  doctor?: boolean;
}

async function fillAndSubmit(form: Form) {
  const user = userEvent.setup({ delay: null });
  if (form.name) await user.type(await screen.findByLabelText('Full name'), form.name);
  if (form.email) await user.type(screen.getByLabelText('Email'), form.email);
  if (form.password) await user.type(screen.getByLabelText('Password'), form.password);
  if (form.confirmPassword) await user.type(screen.getByLabelText('Confirm password'), form.confirmPassword);
  if (form.doctor) await user.click(screen.getByRole('radio', { name: 'Doctor' }));
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
}

describe('register page', () => {
  it('defaults the role to Patient', async () => {
    installFakeApi({});
    await renderApp('/register');
    expect(await screen.findByRole('radio', { name: 'Patient' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Doctor' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers the roles as one labelled radio group', async () => {
    installFakeApi({});
    await renderApp('/register');
    const user = userEvent.setup({ delay: null });
    const group = await screen.findByRole('radiogroup', { name: 'I am joining as a' });
    await user.click(within(group).getByRole('radio', { name: 'Doctor' }));
    expect(within(group).getByRole('radio', { name: 'Doctor' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Patient' })).not.toBeChecked();
  });

  it("says 'Passwords do not match' inline and makes no call", async () => {
    const api = installFakeApi({});
    await renderApp('/register');
    await fillAndSubmit({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret123', confirmPassword: 'secret124' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('requires every field', async () => {
    const api = installFakeApi({});
    await renderApp('/register');
    await fillAndSubmit({});
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('enforces the minimum password length', async () => {
    installFakeApi({});
    await renderApp('/register');
    await fillAndSubmit({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'abc', confirmPassword: 'abc' });
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('refuses a password of consecutive letters, or holding the name CareLink, before sending', async () => {
    const api = installFakeApi({});
    await renderApp('/register');
    await fillAndSubmit({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    expect(await screen.findByText(MESSAGES.passwordTrivial)).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('registers a doctor, toasts success and opens the dashboard', async () => {
    const api = installFakeApi({
      'POST /user/register': (request) =>
        ok({ accessToken: 'token-2', user: makeApiUser({ name: 'Ada Lovelace', role: 'doctor' }) }, { message: String(request.method) }),
      'POST /user/welcome': () => ok({ firstVisit: true }),
    });
    const { pathname } = await renderApp('/register');
    await fillAndSubmit({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
      doctor: true,
    });
    // A brand-new account is welcomed, not "welcomed back".
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(pathname()).toBe('/dashboard');
    expect(toastMessages()).toContain(AUTH_MESSAGES.registerSuccess);
    expect(api.callsTo('POST /user/register')[0].body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret123',
      role: 'doctor',
    });
  });

  it("shows the server's reason inline when registration fails", async () => {
    installFakeApi({ 'POST /user/register': () => fail(409, 'An account with this email already exists') });
    await renderApp('/register');
    await fillAndSubmit({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret123', confirmPassword: 'secret123' });
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(toastMessages()).toContain(AUTH_MESSAGES.registerFailure);
  });

  it('takes its failure toast off the screen once a later try registers', async () => {
    let attempts = 0;
    installFakeApi({
      'POST /user/register': () => {
        attempts += 1;
        return attempts === 1
          ? fail(409, 'An account with this email already exists')
          : ok({ accessToken: 'token-2', user: makeApiUser() });
      },
    });
    const { pathname } = await renderApp('/register');
    await fillAndSubmit({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret123', confirmPassword: 'secret123' });
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(pathname()).toBe('/dashboard'));
    const onScreen = useToastStore
      .getState()
      .toasts.filter((item) => item.open)
      .map((item) => item.message);
    expect(onScreen).toEqual([AUTH_MESSAGES.registerSuccess]);
  });

  it('tells the user when the account was created but no session came back', async () => {
    installFakeApi({ 'POST /user/register': () => ok({ user: makeApiUser() }) });
    const { pathname } = await renderApp('/register');
    await fillAndSubmit({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret123', confirmPassword: 'secret123' });
    await screen.findByRole('heading', { name: 'Welcome back' });
    expect(toastMessages()).toContain(AUTH_MESSAGES.registerNoToken);
    expect(pathname()).toBe('/login');
  });
});
