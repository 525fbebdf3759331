import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProfilePage } from '../../testing/render-profile';
import {
  fail,
  formFields,
  installFakeApi,
  makeDoctor,
  makeDoctorPatient,
  NO_DOCTOR_PROFILE,
  ok,
  signInAs,
  signOut,
} from '@telehealth/shared-ui/testing';
import type { FakeRoutes } from '@telehealth/shared-ui/testing';

const PROFILE_TAB = '/profile?tab=profile';
const PATIENTS = 'GET /doctor/doctor-1/patients';
const CURRENCY = 'GET /payment/currency';

beforeEach(() => {
  signInAs({ name: 'Sarah Chen', email: 'sarah@example.com', role: 'doctor' });
});

afterEach(signOut);

type User = ReturnType<typeof userEvent.setup>;

const dialog = () => screen.getByRole('dialog');
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

/** A doctor with a stored profile and the given patients. */
function stubDoctor(doctor = makeDoctor(), routes: FakeRoutes = {}) {
  return installFakeApi({ 'GET /doctor/profile': ok(doctor), [PATIENTS]: ok([]), ...routes });
}

async function enter(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function chooseOption(user: User, label: RegExp, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  // Within the menu's list: the form also holds the ~400 options of the time zone select, and
  // naming every option of the page is what makes a role query slow.
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

async function fillRequired(user: User) {
  await chooseOption(user, /Specialization/, 'Cardiology');
  await enter(user, within(dialog()).getByLabelText(/Qualification/), 'MBBS, MD (Cardiology)');
  await enter(user, within(dialog()).getByLabelText(/Consultation fee/), '750');
  await enter(user, within(dialog()).getByLabelText(/Experience/), '12');
  await chooseOption(user, /Language/, 'Spanish');
  await enter(user, within(dialog()).getByLabelText(/About/), 'Cardiologist with a focus on preventive care.');
}

// Whole forms typed key by key: on a busy 2-core machine one test has taken over 20 s.
jest.setTimeout(60_000);

describe('Doctor Profile tab', () => {
  it('prompts to complete the profile when the server has none (404)', async () => {
    installFakeApi({ 'GET /doctor/profile': NO_DOCTOR_PROFILE, [CURRENCY]: ok({ currency: 'USD' }) });
    renderProfilePage(PROFILE_TAB);

    expect(await screen.findByText('Complete your profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Doctor Profile' })).toBeInTheDocument();
  });

  it('shows the currency the server charges beside the fee of a new profile', async () => {
    installFakeApi({ 'GET /doctor/profile': NO_DOCTOR_PROFILE, [CURRENCY]: ok({ currency: 'EUR' }) });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await user.click(await screen.findByRole('button', { name: 'Create Doctor Profile' }));
    const fee = within(await screen.findByRole('dialog', { name: 'Create Doctor Profile' })).getByLabelText(/Consultation fee/);
    await waitFor(() => expect(fee.parentElement).toHaveTextContent('€'));
    expect(fee.parentElement).not.toHaveTextContent('₹');
  });

  it('names each required field that is missing and sends nothing', async () => {
    const api = installFakeApi({ 'GET /doctor/profile': NO_DOCTOR_PROFILE, [CURRENCY]: ok({ currency: 'USD' }) });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await user.click(await screen.findByRole('button', { name: 'Create Doctor Profile' }));
    await screen.findByRole('dialog', { name: 'Create Doctor Profile' });

    await user.click(within(dialog()).getByRole('button', { name: 'Create Profile' }));

    for (const message of [
      'Specialization is required',
      'Fees must be a valid number',
      'Qualification is required',
      'Experience must be a valid number',
      'About is required',
      'At least one language is required',
    ]) {
      expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog()).getByLabelText(/Consultation fee/)).toHaveAccessibleDescription('Fees must be a valid number');
    // Reads only: the profile, the currency and the licence check's state; nothing is sent.
    expect([...api.routes()].sort()).toEqual(['GET /doctor/profile', 'GET /doctor/verification', CURRENCY].sort());
  });

  it('refuses a negative fee and a fractional experience', async () => {
    installFakeApi({ 'GET /doctor/profile': NO_DOCTOR_PROFILE, [CURRENCY]: ok({ currency: 'USD' }) });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await user.click(await screen.findByRole('button', { name: 'Create Doctor Profile' }));
    await screen.findByRole('dialog');

    await enter(user, within(dialog()).getByLabelText(/Consultation fee/), '-5');
    await enter(user, within(dialog()).getByLabelText(/Experience/), '2.5');
    await user.click(within(dialog()).getByRole('button', { name: 'Create Profile' }));

    expect(await within(dialog()).findByText('Fees must be a valid number')).toBeInTheDocument();
    expect(within(dialog()).getByText('Experience must be a valid number')).toBeInTheDocument();
  });

  it('offers the spec specializations plus Dental (a searchable specialty), the five languages and every time zone, defaulting to the browser zone', async () => {
    installFakeApi({ 'GET /doctor/profile': NO_DOCTOR_PROFILE, [CURRENCY]: ok({ currency: 'USD' }) });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await user.click(await screen.findByRole('button', { name: 'Create Doctor Profile' }));
    await screen.findByRole('dialog');

    await user.click(within(dialog()).getByRole('combobox', { name: /Specialization/ }));
    const specializations = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(specializations).toHaveLength(19);
    expect(specializations).toEqual(expect.arrayContaining(['Cardiology', 'General Surgery', 'Radiology', 'Other', 'Dental']));
    await user.keyboard('{Escape}');

    await user.click(within(dialog()).getByRole('combobox', { name: /Language/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Spanish', 'French', 'German', 'Italian']);
    await user.keyboard('{Escape}');

    const timeZone = within(dialog()).getByRole('combobox', { name: /Time zone/ });
    expect(timeZone).toHaveValue(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(within(timeZone).getByRole('option', { name: /^Kolkata \(GMT\+5:30\)$/ })).toHaveValue('Asia/Kolkata');
    expect(within(timeZone).getAllByRole('option').length).toBeGreaterThan(300);
  });

  it('creates the profile in one multipart request with the fields, one language, the time zone and the photo', async () => {
    const created = makeDoctor({ languages: ['Spanish'], fees: 750, timeZone: 'Asia/Kolkata' });
    const api = installFakeApi({
      'GET /doctor/profile': [NO_DOCTOR_PROFILE, ok(created)],
      [CURRENCY]: ok({ currency: 'USD' }),
      'POST /doctor/create': ok(created, { status: 201 }),
      [PATIENTS]: ok([]),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await user.click(await screen.findByRole('button', { name: 'Create Doctor Profile' }));
    await screen.findByRole('dialog', { name: 'Create Doctor Profile' });

    await fillRequired(user);
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: /Time zone/ }), 'Asia/Kolkata');
    const image = new File([new Uint8Array(4096)], 'sarah.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog()).getByLabelText(/Choose photo/), image);
    await user.click(within(dialog()).getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Doctor profile created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [request] = api.callsTo('POST /doctor/create');
    expect(request.transport).toBe('xhr');
    expect(formFields(request.body)).toEqual({
      specialization: 'Cardiology',
      fees: '750',
      qualification: 'MBBS, MD (Cardiology)',
      experience: '12',
      about: 'Cardiologist with a focus on preventive care.',
      languages: 'Spanish',
      timeZone: 'Asia/Kolkata',
      profileImage: image,
    });
    expect(screen.getByRole('heading', { name: 'Doctor Profile' })).toHaveFocus();
  });

  it('updates the details as JSON, then uploads the new photo', async () => {
    const stored = makeDoctor();
    const updated = makeDoctor({ fees: 900, timeZone: 'Europe/Berlin' });
    const api = stubDoctor(stored, {
      'GET /doctor/profile': [ok(stored), ok(updated)],
      'PATCH /doctor/update': ok(updated),
      'PATCH /doctor/update-profile-image': ok({ ...updated, profileImage: '/uploads/profiles/sarah.png' }),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await screen.findByRole('dialog', { name: 'Update Doctor Profile' });
    expect(within(dialog()).getByRole('combobox', { name: /Specialization/ })).toHaveTextContent('Cardiology');
    expect(within(dialog()).getByLabelText(/Consultation fee/)).toHaveValue(500);
    expect(within(dialog()).getByRole('combobox', { name: /Time zone/ })).toHaveValue('Asia/Kolkata');

    await enter(user, within(dialog()).getByLabelText(/Consultation fee/), '900');
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: /Time zone/ }), 'Europe/Berlin');
    const image = new File([new Uint8Array(1024)], 'sarah.png', { type: 'image/png' });
    await user.upload(within(dialog()).getByLabelText(/Choose photo/), image);
    await user.click(within(dialog()).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Doctor profile updated successfully')).toBeInTheDocument();
    expect(api.routes().filter((route) => route.startsWith('PATCH'))).toEqual([
      'PATCH /doctor/update',
      'PATCH /doctor/update-profile-image',
    ]);
    expect(api.callsTo('PATCH /doctor/update')[0].body).toEqual({
      specialization: 'Cardiology',
      fees: 900,
      qualification: 'MBBS, MD (Cardiology)',
      experience: 12,
      about: 'Cardiologist with a focus on preventive care.',
      languages: ['English'],
      timeZone: 'Europe/Berlin',
    });
    expect(formFields(api.callsTo('PATCH /doctor/update-profile-image')[0].body)).toEqual({ profileImage: image });
  });

  it('says that saving keeps one language when more are stored', async () => {
    stubDoctor(makeDoctor({ languages: ['French', 'English'] }));
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    const language = within(await screen.findByRole('dialog')).getByRole('combobox', { name: /Language/ });
    expect(language).toHaveTextContent('French');
    expect(within(dialog()).getByText('You now list French, English; saving keeps the one chosen here.')).toBeInTheDocument();
  });

  it('on failure shows the failure toast and the server reason', async () => {
    installFakeApi({
      'GET /doctor/profile': NO_DOCTOR_PROFILE,
      [CURRENCY]: ok({ currency: 'USD' }),
      'POST /doctor/create': fail(409, 'You already have a doctor profile'),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);
    await user.click(await screen.findByRole('button', { name: 'Create Doctor Profile' }));
    await screen.findByRole('dialog');

    await fillRequired(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Failed to save doctor profile. Please try again.')).toBeInTheDocument();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('You already have a doctor profile');
  });

  it('shows the stored profile read-only: fee in rupees, years, languages, time zone and status', async () => {
    stubDoctor(makeDoctor({ fees: 1500, experience: 1, languages: ['French'], timeZone: 'Asia/Kolkata', about: 'Heart health.' }));
    renderProfilePage(PROFILE_TAB);

    expect(await screen.findByRole('heading', { name: 'Doctor Profile' })).toBeInTheDocument();
    expect(detail('Specialization')).toHaveTextContent('Cardiology');
    expect(detail('Experience')).toHaveTextContent('1 year');
    expect(detail('Qualification')).toHaveTextContent('MBBS, MD (Cardiology)');
    expect(detail('Consultation fee')).toHaveTextContent('$1,500');
    expect(detail('Languages')).toHaveTextContent('French');
    expect(detail('Time zone')).toHaveTextContent('Asia/Kolkata (GMT+5:30)');
    expect(detail('About')).toHaveTextContent('Heart health.');
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('shows the default fee in the charged currency and Inactive for an inactive doctor', async () => {
    stubDoctor(makeDoctor({ fees: null, status: 'inactive', currency: 'EUR' }));
    renderProfilePage(PROFILE_TAB);

    expect(await screen.findByText('€500')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Shown in doctor search' })).not.toBeChecked();
    expect(screen.getByText(/Inactive doctors are hidden from doctor search/)).toBeInTheDocument();
  });

  it('toggles the status with the switch', async () => {
    const inactive = makeDoctor({ status: 'inactive' });
    const api = stubDoctor(makeDoctor(), {
      'GET /doctor/profile': [ok(makeDoctor()), ok(inactive)],
      'PATCH /doctor/toggle-status/doctor-1': ok(inactive),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage(PROFILE_TAB);

    await user.click(await screen.findByRole('switch', { name: 'Shown in doctor search' }));

    expect(await screen.findByText('You are now inactive and hidden from doctor search.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /doctor/toggle-status/doctor-1')[0].body).toEqual({ status: 'inactive' });
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('lists the patients who have booked, or says there are none', async () => {
    stubDoctor(makeDoctor(), { [PATIENTS]: ok([makeDoctorPatient('Ravi Kumar', 'a'), makeDoctorPatient('Ana Lima', 'b')]) });
    const view = renderProfilePage(PROFILE_TAB);

    const card = await screen.findByRole('region', { name: 'Patients' });
    expect(await within(card).findByText('2 patients')).toBeInTheDocument();
    expect(within(card).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(card).getByText('Ana Lima')).toBeInTheDocument();
    view.unmount();

    stubDoctor(makeDoctor(), { [PATIENTS]: ok([]) });
    renderProfilePage(PROFILE_TAB);
    expect(await within(await screen.findByRole('region', { name: 'Patients' })).findByText('No patients yet')).toBeInTheDocument();
  });

  it('links the Prescriptions card to the prescriptions page', async () => {
    stubDoctor();
    renderProfilePage(PROFILE_TAB);
    const card = await screen.findByRole('region', { name: 'Prescriptions' });
    expect(within(card).getByRole('link', { name: 'Go to Prescriptions' })).toHaveAttribute('href', '/prescriptions');
  });
});
