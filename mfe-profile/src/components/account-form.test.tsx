import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@telehealth/shared-api';
import { renderProfilePage } from '../testing/render-profile';
import {
  fail,
  heldAnswer,
  installFakeApi,
  makeApiUser,
  NO_PATIENT_PROFILE,
  ok,
  SIGNED_IN_TOKEN,
  signInAs,
  signOut,
} from '@telehealth/shared-ui/testing';
import type { FakeReply } from '@telehealth/shared-ui/testing';

const ROUTE = 'PATCH /user/update-account-details';

/** The call under test answers `answers` in order; the header's profile read finds none. */
function stubAccountApi(...answers: FakeReply[]) {
  return installFakeApi({ 'GET /patient/profile': NO_PATIENT_PROFILE, [ROUTE]: answers });
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

beforeEach(() => {
  signInAs({ name: 'Jane Doe', email: 'jane@example.com', phoneNumber: '+14155552671' });
});

afterEach(signOut);

describe('Account tab', () => {
  it('is prefilled from the signed-in user', () => {
    renderProfilePage();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Jane Doe');
    expect(screen.getByLabelText(/Email/)).toHaveValue('jane@example.com');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+1 415 555 2671');
  });

  it('keeps Save disabled until something changes, and again once the change is undone', async () => {
    const user = userEvent.setup();
    renderProfilePage();
    expect(saveButton()).toBeDisabled();

    await user.type(screen.getByLabelText(/Full name/), 'x');
    expect(saveButton()).toBeEnabled();

    await user.type(screen.getByLabelText(/Full name/), '{Backspace}');
    expect(saveButton()).toBeDisabled();
  });

  it('requires a name of at least 2 characters', async () => {
    const api = stubAccountApi();
    const user = userEvent.setup();
    renderProfilePage();
    const name = screen.getByLabelText(/Full name/);

    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();

    await user.type(name, 'J');
    await user.click(saveButton());
    expect(screen.getByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });

  it('requires a valid email address', async () => {
    const api = stubAccountApi();
    const user = userEvent.setup();
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'jane@example');
    await user.click(saveButton());

    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });

  it('refuses a phone number with letters', async () => {
    const api = stubAccountApi();
    const user = userEvent.setup();
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '555-CALL-NOW');
    await user.click(saveButton());

    expect(await screen.findByText('Phone number may contain only digits, spaces, brackets, dashes and a leading +')).toBeInTheDocument();
    expect(api.callsTo(ROUTE)).toHaveLength(0);
  });

  it('sends trimmed texts and the phone number as typed, with its plus', async () => {
    const api = stubAccountApi(ok(makeApiUser({ name: 'Jane Q. Doe', phoneNumber: '+919876543210' })));
    const user = userEvent.setup();
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), '  Jane Q. Doe ');
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '+91 98765 43210');
    await user.click(saveButton());

    await waitFor(() => expect(api.callsTo(ROUTE)).toHaveLength(1));
    const [request] = api.callsTo(ROUTE);
    expect(request.url).toBe('/api/v1/user/update-account-details');
    expect(request.method).toBe('PATCH');
    expect(request.headers.Authorization).toBe(`Bearer ${SIGNED_IN_TOKEN}`);
    expect(request.body).toEqual({ name: 'Jane Q. Doe', email: 'jane@example.com', phoneNumber: '+91 98765 43210' });
    // What the server stored (E.164) is shown formatted, keeping the plus.
    await waitFor(() => expect(screen.getByLabelText(/Phone number/)).toHaveValue('+91 98765 43210'));
  });

  it('sends a null phone number when the field is emptied', async () => {
    const api = stubAccountApi(ok(makeApiUser({ phoneNumber: null })));
    const user = userEvent.setup();
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Phone number/));
    await user.click(saveButton());

    await waitFor(() => expect(api.callsTo(ROUTE)).toHaveLength(1));
    expect(api.callsTo(ROUTE)[0].body).toEqual({ name: 'Jane Doe', email: 'jane@example.com', phoneNumber: null });
  });

  it('disables Save while the change is being saved', async () => {
    const answer = heldAnswer(ok(makeApiUser({ name: 'Janet Doe' })));
    stubAccountApi(answer.promise);
    const user = userEvent.setup();
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'Janet Doe');
    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Account details updated successfully!')).toBeInTheDocument();
  });

  it('stores the saved user, confirms, and shows the form as unchanged', async () => {
    const saved = makeApiUser({ name: 'Janet Doe', email: 'janet@example.com' });
    stubAccountApi(ok(saved));
    const user = userEvent.setup();
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'Janet Doe');
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'janet@example.com');
    await user.click(saveButton());

    expect(await screen.findByText('Account details updated successfully!')).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual({
      id: 'user-1',
      name: 'Janet Doe',
      email: 'janet@example.com',
      role: 'patient',
      profileImage: null,
      phoneNumber: '+14155552671',
      emailVerified: true,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Janet Doe' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText('Failed to update account details. Please try again.')).not.toBeInTheDocument();
  });

  it('on failure shows the failure toast and the server reason, and keeps the stored user', async () => {
    stubAccountApi(fail(409, 'An account with this email already exists'));
    const user = userEvent.setup();
    const before = useAuthStore.getState().user;
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), 'taken@example.com');
    await user.click(saveButton());

    expect(await screen.findByText('Failed to update account details. Please try again.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Account details' });
    expect(within(form).getByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(useAuthStore.getState().user).toBe(before);
    expect(screen.getByLabelText(/Email/)).toHaveValue('taken@example.com');
    expect(screen.queryByText('Account details updated successfully!')).not.toBeInTheDocument();
  });

  it('takes the failure toast back when a retry succeeds', async () => {
    stubAccountApi(fail(503, 'Service unavailable'), ok(makeApiUser({ name: 'Janet Doe' })));
    const user = userEvent.setup();
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), 'Janet Doe');
    await user.click(saveButton());
    expect(await screen.findByText('Failed to update account details. Please try again.')).toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText('Account details updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Failed to update account details. Please try again.')).not.toBeInTheDocument());
    expect(screen.queryByText('Service unavailable')).not.toBeInTheDocument();
  });

  it('shows the saved values as stored, even when they equal what was there before', async () => {
    stubAccountApi(ok(makeApiUser({ phoneNumber: '+14155552671' })));
    const user = userEvent.setup();
    renderProfilePage();

    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '+1 415-555-2671');
    await user.click(saveButton());

    expect(await screen.findByText('Account details updated successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+1 415 555 2671');
    expect(saveButton()).toBeDisabled();
  });
});
