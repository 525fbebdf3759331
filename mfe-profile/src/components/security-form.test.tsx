import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, useAuthStore } from '@telehealth/shared-api';
import { MESSAGES } from '@telehealth/shared-api/schemas';
import { renderProfilePage } from '../testing/render-profile';
import {
  fail,
  heldAnswer,
  installFakeApi,
  NO_PATIENT_PROFILE,
  ok,
  SIGNED_IN_TOKEN,
  signInAs,
  signOut,
} from '@telehealth/shared-ui/testing';
import type { FakeReply } from '@telehealth/shared-ui/testing';

const ROUTE = 'PATCH /user/change-password';

/** The call under test answers `answers` in order; the header's profile read finds none. */
function stubPasswordApi(...answers: FakeReply[]) {
  return installFakeApi({ 'GET /patient/profile': NO_PATIENT_PROFILE, [ROUTE]: answers });
}

const currentPassword = () => screen.getByLabelText(/^Current password/);
const newPassword = () => screen.getByLabelText(/^New password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm new password/);
const submitButton = () => screen.getByRole('button', { name: 'Change password' });

beforeEach(() => {
  signInAs();
});

afterEach(signOut);

describe('Security tab', () => {
  it('asks for the current password and at least 8 characters in each new password field', async () => {
    const api = stubPasswordApi();
    const user = userEvent.setup();
    renderProfilePage('/profile?tab=security');

    await user.click(submitButton());

    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getAllByText('Password must be at least 8 characters.')).toHaveLength(2);

    await user.type(currentPassword(), '12345');
    await user.type(newPassword(), 'abc');
    await user.type(confirmPassword(), 'abc');
    await user.click(submitButton());
    expect(screen.queryByText('Please enter your current password')).not.toBeInTheDocument();
    expect(screen.getAllByText('Password must be at least 8 characters.')).toHaveLength(2);
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });

  it('refuses an easy pattern as the new password with a clear message', async () => {
    const api = stubPasswordApi();
    const user = userEvent.setup();
    renderProfilePage('/profile?tab=security');

    await user.type(currentPassword(), 'old-secret');
    await user.type(newPassword(), 'abcdefgh');
    await user.type(confirmPassword(), 'abcdefgh');
    await user.click(submitButton());

    expect(await screen.findAllByText(MESSAGES.passwordTrivial)).toHaveLength(2);
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });

  it("says the passwords don't match on the confirmation field", async () => {
    const api = stubPasswordApi();
    const user = userEvent.setup();
    renderProfilePage('/profile?tab=security');

    await user.type(currentPassword(), 'old-secret');
    await user.type(newPassword(), 'new-secret-1');
    await user.type(confirmPassword(), 'new-secret-2');
    await user.click(submitButton());

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirmPassword()).toHaveAccessibleDescription("Passwords don't match");
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });

  it('offers the browser the right autocomplete hints', () => {
    renderProfilePage('/profile?tab=security');
    expect(currentPassword()).toHaveAttribute('autocomplete', 'current-password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows and hides a password with a labelled toggle', async () => {
    const user = userEvent.setup();
    renderProfilePage('/profile?tab=security');
    expect(currentPassword()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show current password' }));
    expect(currentPassword()).toHaveAttribute('type', 'text');
    expect(newPassword()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Hide current password' }));
    expect(currentPassword()).toHaveAttribute('type', 'password');
  });

  it('sends the three passwords, stores the new session token and clears the form', async () => {
    const api = stubPasswordApi(ok({ accessToken: 'session-token-2' }));
    const user = userEvent.setup();
    renderProfilePage('/profile?tab=security');

    await user.type(currentPassword(), 'old-secret');
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmPassword(), 'new-secret');
    await user.click(submitButton());

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    const [request] = api.callsTo(ROUTE);
    expect(request.url).toBe('/api/v1/user/change-password');
    expect(request.method).toBe('PATCH');
    expect(request.headers.Authorization).toBe(`Bearer ${SIGNED_IN_TOKEN}`);
    expect(request.body).toEqual({ oldPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' });

    expect(useAuthStore.getState().token).toBe('session-token-2');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session-token-2');
    expect(currentPassword()).toHaveValue('');
    expect(newPassword()).toHaveValue('');
    expect(confirmPassword()).toHaveValue('');
    expect(screen.queryByText('Password must be at least 8 characters.')).not.toBeInTheDocument();
  });

  it('disables the button while the change is being sent', async () => {
    const answer = heldAnswer(ok({ accessToken: 'session-token-2' }));
    stubPasswordApi(answer.promise);
    const user = userEvent.setup();
    renderProfilePage('/profile?tab=security');

    await user.type(currentPassword(), 'old-secret');
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmPassword(), 'new-secret');
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Changing password…' })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
  });

  it('on failure shows the failure toast and the reason, and keeps the session token', async () => {
    stubPasswordApi(fail(400, 'Current password is incorrect'));
    const user = userEvent.setup();
    renderProfilePage('/profile?tab=security');

    await user.type(currentPassword(), 'wrong-secret');
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmPassword(), 'new-secret');
    await user.click(submitButton());

    expect(await screen.findByText('Failed to change password. Please check your old password.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(useAuthStore.getState().token).toBe(SIGNED_IN_TOKEN);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(SIGNED_IN_TOKEN);
    expect(screen.queryByText('Password changed successfully!')).not.toBeInTheDocument();
  });

  it('hides shown passwords again after a successful change', async () => {
    stubPasswordApi(ok({ accessToken: 'session-token-2' }));
    const user = userEvent.setup();
    renderProfilePage('/profile?tab=security');

    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    await user.type(currentPassword(), 'old-secret');
    await user.type(newPassword(), 'new-secret');
    await user.type(confirmPassword(), 'new-secret');
    await user.click(submitButton());

    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
  });
});
