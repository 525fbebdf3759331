import { useAuthStore } from '@telehealth/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProfilePage } from '../../testing/render-profile';
import {
  fail,
  formFields,
  heldAnswer,
  installFakeApi,
  makePatientProfile,
  NO_PATIENT_PROFILE,
  ok,
  SIGNED_IN_TOKEN,
  signInAs,
  signOut,
} from '@telehealth/shared-ui/testing';

const PROFILE_TAB = '/profile?tab=profile';

beforeEach(() => {
  signInAs({ name: 'Jane Doe', role: 'patient' });
});

afterEach(signOut);

const dialog = () => screen.getByRole('dialog');

function photo(name = 'jane.png', type = 'image/png', bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Puts `text` in a field in one go (typing long texts key by key is slow and tests nothing more). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function openCreateDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create Patient Profile' }));
  return screen.findByRole('dialog', { name: 'Create Patient Profile' });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(dialog()).getByLabelText(/Date of birth/), '1990-04-12');
  await chooseOption(user, /Gender/, 'Female');
  await chooseOption(user, /Blood group/, 'O+');
}

describe('Patient Profile tab', () => {
  it('prompts to complete the profile when the server has none (404)', async () => {
    installFakeApi({ 'GET /patient/profile': NO_PATIENT_PROFILE });
    renderProfilePage(PROFILE_TAB);

    expect(await screen.findByText('Complete your profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Patient Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Profile' })).not.toBeInTheDocument();
  });

  it('shows a retryable error when the profile cannot be loaded', async () => {
    installFakeApi({ 'GET /patient/profile': [fail(500, 'Something went wrong on our side. Please try again.'), NO_PATIENT_PROFILE] });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Complete your profile')).toBeInTheDocument();
  });

  it('names each required field that is missing and sends nothing', async () => {
    const api = installFakeApi({ 'GET /patient/profile': NO_PATIENT_PROFILE });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await openCreateDialog(user);

    await user.click(within(dialog()).getByRole('button', { name: 'Create Profile' }));

    expect(await within(dialog()).findByText('Date of birth is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Gender is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Blood group is required')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/Date of birth/)).toHaveAccessibleDescription('Date of birth is required');
    expect(api.routes()).toEqual(['GET /patient/profile']);
  });

  it('creates the profile in one multipart request with the fields and the photo', async () => {
    const created = makePatientProfile({ About: '', profileImage: '/uploads/profiles/jane.png' });
    const upload = heldAnswer(ok(created, { status: 201 }));
    const api = installFakeApi({
      'GET /patient/profile': [NO_PATIENT_PROFILE, ok(created)],
      'POST /patient/create-profile': upload.promise,
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await openCreateDialog(user);

    await fillRequired(user);
    await enter(user, within(dialog()).getByLabelText(/Emergency contact/), 'John Doe, 555-0101');
    await enter(user, within(dialog()).getByLabelText(/Address/), '  12 Harbour Street, Springfield ');
    const image = photo();
    await user.upload(within(dialog()).getByLabelText(/Choose photo/), image);
    expect(await within(dialog()).findByRole('img', { name: 'Jane Doe' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Create Profile' }));

    // The photo goes up with visible progress.
    expect(await within(dialog()).findByRole('progressbar', { name: 'Photo upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    upload.release();

    expect(await screen.findByText('Patient profile created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = api.callsTo('POST /patient/create-profile');
    expect(request.transport).toBe('xhr');
    expect(request.headers.Authorization).toBe(`Bearer ${SIGNED_IN_TOKEN}`);
    expect(formFields(request.body)).toEqual({
      date_of_birth: '1990-04-12',
      gender: 'Female',
      blood_group: 'O+',
      address: '12 Harbour Street, Springfield',
      About: '',
      emergency_contact: 'John Doe, 555-0101',
      profileImage: image,
    });
    expect(screen.getByRole('heading', { name: 'Patient Profile' })).toHaveFocus();
    // The account shows the new picture too, so the shell's header avatar changes at once.
    expect(useAuthStore.getState().user?.profileImage).toBe('/uploads/profiles/jane.png');
  });

  it('creates the profile without a photo', async () => {
    const api = installFakeApi({
      'GET /patient/profile': [NO_PATIENT_PROFILE, ok(makePatientProfile())],
      'POST /patient/create-profile': ok(makePatientProfile(), { status: 201 }),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await openCreateDialog(user);

    await fillRequired(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Patient profile created successfully')).toBeInTheDocument();
    expect(formFields(api.callsTo('POST /patient/create-profile')[0].body)).not.toHaveProperty('profileImage');
  });

  it('refuses a photo of another type or over 5 MB before sending anything', async () => {
    const api = installFakeApi({ 'GET /patient/profile': NO_PATIENT_PROFILE });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await openCreateDialog(user);
    const input = within(dialog()).getByLabelText(/Choose photo/);

    await user.upload(input, photo('drawing.svg', 'image/svg+xml'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, WebP, GIF or AVIF image.');

    await user.upload(input, photo('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('The photo must be 5 MB or smaller; this one is 5.0 MB.');
    expect(within(dialog()).queryByRole('img')).not.toBeInTheDocument();
    expect(api.routes()).toEqual(['GET /patient/profile']);
  });

  it('shows the stored profile read-only, with N/A for what is empty', async () => {
    installFakeApi({
      'GET /patient/profile': ok(makePatientProfile({ date_of_birth: '1990-04-12', About: '', address: '  ', emergency_contact: '' })),
    });
    renderProfilePage(PROFILE_TAB);

    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(await screen.findByRole('heading', { name: 'Patient Profile' })).toBeInTheDocument();
    expect(term('Date of birth')).toHaveTextContent('Apr 12, 1990');
    expect(term('Gender')).toHaveTextContent('Female');
    expect(term('Blood group')).toHaveTextContent('O+');
    expect(term('Emergency contact')).toHaveTextContent('N/A');
    expect(term('Address')).toHaveTextContent('N/A');
    expect(term('About')).toHaveTextContent('N/A');
  });

  it('updates the details as JSON, then uploads the new photo', async () => {
    const stored = makePatientProfile({ profileImage: '/uploads/profiles/old.png' });
    const updated = makePatientProfile({ address: '7 Mill Lane, Springfield', profileImage: '/uploads/profiles/old.png' });
    const withPhoto = { ...updated, profileImage: '/uploads/profiles/new.webp' };
    const api = installFakeApi({
      'GET /patient/profile': [ok(stored), ok(withPhoto)],
      'PATCH /patient/update': ok(updated),
      'PATCH /patient/update-image': ok(withPhoto),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('dialog', { name: 'Update Patient Profile' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/Date of birth/)).toHaveValue('1990-04-12');
    expect(within(dialog()).getByRole('combobox', { name: /Gender/ })).toHaveTextContent('Female');
    expect(within(dialog()).getByLabelText(/Emergency contact/)).toHaveValue('John Doe, 555-0101');

    await enter(user, within(dialog()).getByLabelText(/Address/), '7 Mill Lane, Springfield');
    const image = photo('new.webp', 'image/webp');
    await user.upload(within(dialog()).getByLabelText(/Change photo/), image);
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Patient profile updated successfully')).toBeInTheDocument();
    expect(api.routes().filter((route) => route.startsWith('PATCH'))).toEqual(['PATCH /patient/update', 'PATCH /patient/update-image']);
    const [update] = api.callsTo('PATCH /patient/update');
    expect(update.transport).toBe('fetch');
    expect(update.body).toEqual({
      date_of_birth: '1990-04-12',
      gender: 'Female',
      blood_group: 'O+',
      address: '7 Mill Lane, Springfield',
      About: 'Allergic to penicillin.',
      emergency_contact: 'John Doe, 555-0101',
    });
    expect(formFields(api.callsTo('PATCH /patient/update-image')[0].body)).toEqual({ profileImage: image });
    expect(await screen.findByText('7 Mill Lane, Springfield')).toBeInTheDocument();
  });

  it('sends no image request when no new photo was chosen', async () => {
    const api = installFakeApi({
      'GET /patient/profile': ok(makePatientProfile()),
      'PATCH /patient/update': ok(makePatientProfile({ About: 'Runs marathons.' })),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await enter(user, within(await screen.findByRole('dialog')).getByLabelText(/About/), 'Runs marathons.');
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Patient profile updated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH /patient/update-image')).toHaveLength(0);
  });

  it('on failure shows the failure toast and the server reason, and keeps the dialog open', async () => {
    installFakeApi({
      'GET /patient/profile': NO_PATIENT_PROFILE,
      'POST /patient/create-profile': fail(400, 'Date of birth cannot be in the future'),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await openCreateDialog(user);

    await fillRequired(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Failed to save patient profile. Please try again.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Date of birth cannot be in the future');
    expect(within(dialog()).getByRole('button', { name: 'Create Profile' })).toBeEnabled();
    expect(screen.queryByText('Patient profile created successfully')).not.toBeInTheDocument();
  });

  it('says when the details were saved but the photo was not', async () => {
    installFakeApi({
      'GET /patient/profile': ok(makePatientProfile()),
      'PATCH /patient/update': ok(makePatientProfile()),
      'PATCH /patient/update-image': fail(415, 'Unsupported image type'),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await user.upload(within(await screen.findByRole('dialog')).getByLabelText(/Choose photo/), photo());
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to save patient profile. Please try again.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Your details were saved, but the photo was not uploaded: Unsupported image type',
    );
  });
});
