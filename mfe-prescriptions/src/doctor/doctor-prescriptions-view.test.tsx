import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Prescription, RenewalRequest } from '@telehealth/shared-api';
import {
  DOCTOR_PROFILE_ID,
  fail,
  installFakeApi,
  makeAppointment,
  makeDoctor,
  makeDoctorPatient,
  ok,
  renderInShell,
  signOut,
  toastMessages,
} from '@telehealth/shared-ui/testing';
import type { FakeRoutes } from '@telehealth/shared-ui/testing';
import PrescriptionsPage from '../exposes/prescriptions-page';
import { daysAgo, makeDetail, makePrescription, makeRenewalRequest } from '../testing/prescription-fixtures';

const PATIENTS = `GET /doctor/${DOCTOR_PROFILE_ID}/patients`;
const LIST = 'GET /prescription/get-prescriptions-for-patient';
const CREATE = 'POST /prescription/create-prescription';
const RENEWALS = 'GET /prescription/renewal-requests';

const alex = { ...makeDoctorPatient('Alex Morgan', 'alex'), date_of_birth: '1990-04-12' };
const jamie = { ...makeDoctorPatient('Jamie Rivera', 'jamie'), date_of_birth: null };

function serve(byPatient: Record<string, () => Prescription[]> = {}, extra: FakeRoutes = {}, renewals: () => RenewalRequest[] = () => []) {
  return installFakeApi({
    'GET /doctor/profile': () => ok(makeDoctor({ _id: DOCTOR_PROFILE_ID })),
    [PATIENTS]: () => ok([alex, jamie]),
    [LIST]: (request) => ok(byPatient[request.query.get('patientId') ?? '']?.() ?? []),
    [RENEWALS]: () => ok(renewals()),
    ...extra,
  });
}

function renderPage(route = '/prescriptions') {
  return renderInShell(<PrescriptionsPage />, {
    route,
    path: '/prescriptions',
    user: { role: 'doctor', id: 'user-doctor' },
    retry: 'instant',
  });
}

function patientList() {
  return screen.getByRole('list', { name: 'My Patients' });
}

async function selectPatient(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(await screen.findByRole('list', { name: 'My Patients' })).getByRole('button', { name: new RegExp(name) }));
}

function historyOf(name: string) {
  return screen.getByRole('region', { name: `Prescription History · ${name}` });
}

beforeEach(() => signOut());
afterEach(() => jest.restoreAllMocks());

describe('doctor\'s Patient Prescriptions (spec §2 "Prescriptions")', () => {
  it('lists their own patients with avatar, name, email and age (or Age N/A), searchable by name', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Prescriptions' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My Patients' });
    const alexItem = within(list).getByRole('button', { name: /Alex Morgan/ });
    expect(within(alexItem).getByText('alex@example.com')).toBeInTheDocument();
    expect(within(alexItem).getByText(/^Age \d+$/)).toBeInTheDocument();
    expect(within(alexItem).getByText('AM')).toBeInTheDocument();
    expect(within(within(list).getByRole('button', { name: /Jamie Rivera/ })).getByText('Age N/A')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'riv');
    expect(
      within(patientList())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Jamie Rivera')]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search patients' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'nobody');
    expect(screen.getByText(/No patients match/)).toBeInTheDocument();
  });

  it('validates the create form with the spec messages and sends nothing', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await selectPatient(user, 'Alex Morgan');
    await user.click(await screen.findByRole('button', { name: 'New Prescription' }));
    await user.click(await screen.findByRole('button', { name: 'Create Prescription' }));

    expect(await screen.findByText('Medication name is required')).toBeInTheDocument();
    expect(screen.getByText('Dosage is required')).toBeInTheDocument();
    expect(screen.getByText('Instructions are required')).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Refills (optional)' }), '40');
    await user.tab();
    expect(await screen.findByText('Refills must be a whole number from 0 to 12')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("creates a prescription for the selected patient, says 'Prescription created successfully', then resets and closes the form", async () => {
    let alexPrescriptions: Prescription[] = [];
    const api = serve(
      { [alex._id]: () => alexPrescriptions },
      {
        [CREATE]: (request) => {
          const body = request.body as Record<string, string>;
          alexPrescriptions = [makePrescription({ medication: body.medication, dosage: body.dosage, patientName: 'Alex Morgan' })];
          return ok(alexPrescriptions[0], { status: 201 });
        },
      },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await selectPatient(user, 'Alex Morgan');
    expect(await within(historyOf('Alex Morgan')).findByText('No prescriptions for this patient yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New Prescription' }));
    await user.type(await screen.findByRole('textbox', { name: 'Medication' }), 'Amoxicillin');
    await user.type(screen.getByRole('textbox', { name: 'Dosage' }), '500 mg');
    await user.type(screen.getByRole('textbox', { name: 'Instructions' }), 'Three times a day for 7 days.');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity (optional)' }), '21');
    await user.click(screen.getByRole('button', { name: 'Create Prescription' }));

    await waitFor(() => expect(toastMessages()).toContain('Prescription created successfully'));
    expect(api.callsTo(CREATE)[0].body).toEqual({
      doctorId: DOCTOR_PROFILE_ID,
      patientId: alex._id,
      medication: 'Amoxicillin',
      dosage: '500 mg',
      instructions: 'Three times a day for 7 days.',
      quantity: 21,
    });
    // The form closed; opened again it is empty.
    expect(screen.queryByRole('textbox', { name: 'Medication' })).not.toBeInTheDocument();
    expect(await within(historyOf('Alex Morgan')).findByRole('listitem', { name: 'Amoxicillin, 500 mg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Prescription' }));
    expect(await screen.findByRole('textbox', { name: 'Medication' })).toHaveValue('');
  });

  it("says 'Failed to create prescription' and keeps what was typed when the server refuses", async () => {
    serve({}, { [CREATE]: fail(403, 'You can only prescribe for patients you have seen') });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await selectPatient(user, 'Jamie Rivera');
    await user.click(await screen.findByRole('button', { name: 'New Prescription' }));
    await user.type(await screen.findByRole('textbox', { name: 'Medication' }), 'Ibuprofen');
    await user.type(screen.getByRole('textbox', { name: 'Dosage' }), '400 mg');
    await user.type(screen.getByRole('textbox', { name: 'Instructions' }), 'As needed.');
    await user.click(screen.getByRole('button', { name: 'Create Prescription' }));

    await waitFor(() => expect(toastMessages()).toContain('Failed to create prescription'));
    expect(screen.getByText('You can only prescribe for patients you have seen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Medication' })).toHaveValue('Ibuprofen');
  });

  it("says 'Doctor not found' to a doctor without a profile", async () => {
    installFakeApi({ 'GET /doctor/profile': fail(404, 'Doctor profile not found') });
    renderPage();
    expect(await screen.findByText('Doctor not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
  });

  it('preselects the patient of ?appointmentId= and links the prescription to that appointment', async () => {
    const appointment = makeAppointment({ patientProfileId: jamie._id, patientName: 'Jamie Rivera' });
    const api = serve(
      {},
      {
        [`GET /appointment/${appointment._id}`]: () => ok(appointment),
        [CREATE]: () => ok(makePrescription(), { status: 201 }),
      },
    );
    const user = userEvent.setup({ delay: null });
    renderPage(`/prescriptions?appointmentId=${appointment._id}`);

    // The form is open for the appointment's patient.
    expect(await screen.findByRole('region', { name: 'Jamie Rivera' })).toBeInTheDocument();
    expect(within(patientList()).getByRole('button', { name: /Jamie Rivera/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/Linked to the appointment of/)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Medication' }), 'Cetirizine');
    await user.type(screen.getByRole('textbox', { name: 'Dosage' }), '10 mg');
    await user.type(screen.getByRole('textbox', { name: 'Instructions' }), 'Once at night.');
    await user.click(screen.getByRole('button', { name: 'Create Prescription' }));

    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0].body).toMatchObject({ patientId: jamie._id, appointmentId: appointment._id, medication: 'Cetirizine' });
  });

  it("links only prescriptions for the appointment's patient: another patient chosen is not linked", async () => {
    const appointment = makeAppointment({ patientProfileId: jamie._id, patientName: 'Jamie Rivera' });
    const api = serve(
      {},
      {
        [`GET /appointment/${appointment._id}`]: () => ok(appointment),
        [CREATE]: () => ok(makePrescription(), { status: 201 }),
      },
    );
    const user = userEvent.setup({ delay: null });
    renderPage(`/prescriptions?appointmentId=${appointment._id}`);
    expect(await screen.findByRole('region', { name: 'Jamie Rivera' })).toBeInTheDocument();

    await selectPatient(user, 'Alex Morgan');
    expect(await screen.findByRole('region', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.queryByText(/Linked to the appointment of/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Prescription' }));
    await user.click(await screen.findByRole('textbox', { name: 'Medication' }));
    await user.paste('Cetirizine');
    await user.click(screen.getByRole('textbox', { name: 'Dosage' }));
    await user.paste('10 mg');
    await user.click(screen.getByRole('textbox', { name: 'Instructions' }));
    await user.paste('Once at night.');
    await user.click(screen.getByRole('button', { name: 'Create Prescription' }));

    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0].body).toMatchObject({ patientId: alex._id });
    expect(api.callsTo(CREATE)[0].body).not.toHaveProperty('appointmentId');
  });

  it("shows the patient's history with versions and revocations", async () => {
    const changed = makePrescription({
      medication: 'Lisinopril',
      dosage: '20 mg',
      version: 2,
      writtenAt: daysAgo(20),
      updatedAt: daysAgo(5).toISOString(),
    });
    const revoked = makePrescription({
      medication: 'Ibuprofen',
      dosage: '400 mg',
      revokedAt: daysAgo(2).toISOString(),
      revocationReason: 'Stomach pain reported',
      status: 'Revoked',
    });
    serve(
      { [alex._id]: () => [changed, revoked] },
      {
        [`GET /prescription/get-prescription/${changed._id}`]: () =>
          ok(
            makeDetail(changed, [
              {
                version: 1,
                medication: 'Lisinopril',
                dosage: '10 mg',
                instructions: 'Every morning.',
                quantity: null,
                refills: null,
                createdAt: daysAgo(20).toISOString(),
              },
              {
                version: 2,
                medication: 'Lisinopril',
                dosage: '20 mg',
                instructions: 'Every morning.',
                quantity: null,
                refills: null,
                createdAt: daysAgo(5).toISOString(),
              },
            ]),
          ),
      },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await selectPatient(user, 'Alex Morgan');
    const history = historyOf('Alex Morgan');
    const lisinopril = await within(history).findByRole('listitem', { name: 'Lisinopril, 20 mg' });
    expect(within(lisinopril).getByText('Version 2')).toBeInTheDocument();
    await user.click(within(lisinopril).getByRole('button', { name: 'Show versions' }));
    const versions = await within(lisinopril).findByRole('list', { name: 'Versions' });
    expect(
      within(versions)
        .getAllByRole('listitem')
        .map((item) => item.querySelectorAll('p')[1].textContent),
    ).toEqual(['Lisinopril, 20 mg', 'Lisinopril, 10 mg']);

    const ibuprofen = within(history).getByRole('listitem', { name: 'Ibuprofen, 400 mg' });
    expect(within(ibuprofen).getByText('Revoked')).toBeInTheDocument();
    expect(within(ibuprofen).getByText(/Stomach pain reported/)).toBeInTheDocument();
    expect(within(ibuprofen).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
    expect(within(ibuprofen).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('revokes with a required reason', async () => {
    const active = makePrescription({ medication: 'Amoxicillin', dosage: '500 mg' });
    let list = [active];
    const api = serve(
      { [alex._id]: () => list },
      {
        [`DELETE /prescription/delete-prescription/${active._id}`]: (request) => {
          list = [
            {
              ...active,
              revokedAt: new Date().toISOString(),
              revocationReason: (request.body as { reason: string }).reason,
              status: 'Revoked',
            },
          ];
          return ok(makeDetail(list[0]));
        },
      },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await selectPatient(user, 'Alex Morgan');
    const item = await within(historyOf('Alex Morgan')).findByRole('listitem', { name: 'Amoxicillin, 500 mg' });
    await user.click(within(item).getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Amoxicillin, 500 mg?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(within(dialog).getByText('A reason is required to revoke a prescription')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong dose');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(toastMessages()).toContain('Prescription revoked'));
    const [revoke] = api.callsTo(`DELETE /prescription/delete-prescription/${active._id}`);
    expect(revoke.body).toEqual({ reason: 'Wrong dose' });
    expect(revoke.query.has('reason')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(historyOf('Alex Morgan')).findByText(/Wrong dose/)).toBeInTheDocument();
  });

  it('saves an edit as a new version with only the changed fields', async () => {
    const active = makePrescription({ medication: 'Amoxicillin', dosage: '500 mg', instructions: 'Three times a day.' });
    const api = serve(
      { [alex._id]: () => [active] },
      {
        [`PATCH /prescription/update-prescription/${active._id}`]: () => ok(makeDetail({ ...active, dosage: '250 mg', version: 2 })),
      },
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await selectPatient(user, 'Alex Morgan');
    const item = await within(historyOf('Alex Morgan')).findByRole('listitem', { name: 'Amoxicillin, 500 mg' });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const dosage = await within(item).findByRole('textbox', { name: 'Dosage' });
    expect(dosage).toHaveValue('500 mg');
    await user.clear(dosage);
    await user.type(dosage, '250 mg');
    await user.click(within(item).getByRole('button', { name: 'Save New Version' }));

    await waitFor(() => expect(toastMessages()).toContain('Prescription updated: a new version was saved'));
    expect(api.callsTo(`PATCH /prescription/update-prescription/${active._id}`)[0].body).toEqual({ dosage: '250 mg' });
  });

  it("lets only the author change or revoke: another doctor's prescription has neither", async () => {
    const byColleague = makePrescription({
      medication: 'Metformin',
      dosage: '500 mg',
      doctorId: { ...makePrescription().doctorId, _id: 'doctor-other' },
    });
    serve({ [alex._id]: () => [byColleague] });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await selectPatient(user, 'Alex Morgan');
    const item = await within(historyOf('Alex Morgan')).findByRole('listitem', { name: 'Metformin, 500 mg' });
    expect(within(item).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Revoke' })).not.toBeInTheDocument();
  });

  it('approves a pending renewal request, and declines one only with a reason', async () => {
    const first = makePrescription({ medication: 'Amoxicillin', dosage: '500 mg', patientName: 'Alex Morgan' });
    const second = makePrescription({ medication: 'Atorvastatin', dosage: '20 mg', patientName: 'Jamie Rivera' });
    let requests = [
      makeRenewalRequest(first, { note: 'Running out soon' }),
      makeRenewalRequest(second),
      makeRenewalRequest(second, { status: 'declined', declineReason: 'Earlier' }),
    ];
    const api = serve(
      {},
      {
        [`POST /prescription/renewal-requests/${requests[0]._id}/approve`]: () => {
          const approved = { ...requests[0], status: 'approved' as const };
          requests = [approved, requests[1]];
          return ok({ request: approved, prescription: makePrescription() });
        },
        [`POST /prescription/renewal-requests/${requests[1]._id}/decline`]: () => ok({ ...requests[1], status: 'declined' }),
      },
      () => requests,
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const panel = await screen.findByRole('region', { name: 'Renewal Requests' });
    const fromAlex = await within(panel).findByRole('listitem', { name: 'Renewal request from Alex Morgan' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(fromAlex).getByText('Note: Running out soon')).toBeInTheDocument();

    await user.click(within(fromAlex).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(toastMessages()).toContain('Renewal approved: a new prescription for Alex Morgan'));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));

    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the renewal request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByText('A reason is required to decline a renewal request')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Please book a check-up');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(toastMessages()).toContain('Renewal request declined'));
    expect(api.callsTo(`POST /prescription/renewal-requests/${requests[1]._id}/decline`)[0].body).toEqual({
      reason: 'Please book a check-up',
    });
  });
});
