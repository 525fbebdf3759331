import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_SHOW_LABEL, NO_SHOW_MESSAGES, type Appointment } from '@telehealth/shared-api';
import AppointmentManagementWidget from '../exposes/appointment-management-widget';
import AppointmentsPage from '../exposes/appointments-page';
import {
  at,
  DOCTOR_PROFILE_ID,
  fixNow,
  installFakeApi,
  makeAppointment,
  makeDoctor,
  makePatientProfile,
  minutesFrom,
  ok,
  PATIENT_PROFILE_ID,
  renderInShell,
  signInAs,
  signOut,
  toastMessages,
} from '@telehealth/shared-ui/testing';
import type { FakeHandler } from '@telehealth/shared-ui/testing';

const NOW = at(2026, 11, 21, 12, 0);
const DOCTOR_LIST = `GET /appointment/doctor/${DOCTOR_PROFILE_ID}`;
const PATIENT_LIST = `GET /appointment/patient/${PATIENT_PROFILE_ID}`;

function serveDoctor(appointments: () => Appointment[], extra: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /doctor/profile': () => ok(makeDoctor({ _id: DOCTOR_PROFILE_ID })),
    [DOCTOR_LIST]: () => ok(appointments()),
    ...extra,
  });
}

const setup = () => userEvent.setup({ delay: null });

beforeEach(() => {
  signOut();
  fixNow(NOW);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Patient did not attend', () => {
  it('is offered 15 minutes after the start, says there is no refund, and moves the visit to Completed with its chip', async () => {
    signInAs({ role: 'doctor' });
    const visit = makeAppointment({ start: minutesFrom(NOW, -15), patientName: 'Alex Morgan' });
    let stored = [visit];
    const mark = `PATCH /appointment/no-show/${visit._id}`;
    const api = serveDoctor(() => stored, {
      [mark]: () => {
        stored = [{ ...visit, status: 'no-show' }];
        return ok(stored[0]);
      },
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    const card = await screen.findByRole('article', { name: 'Alex Morgan' });
    await user.click(within(card).getByRole('button', { name: NO_SHOW_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: NO_SHOW_MESSAGES.confirmTitle });
    expect(dialog).toHaveTextContent('They do not get their money back');

    await user.click(within(dialog).getByRole('button', { name: 'Keep waiting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(mark)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: NO_SHOW_LABEL }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, mark as not attended' }));
    await waitFor(() => expect(toastMessages()).toContain(NO_SHOW_MESSAGES.marked));
    expect(api.callsTo(mark)).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    const settled = await screen.findByRole('article', { name: 'Alex Morgan' });
    expect(within(settled).getByText(NO_SHOW_LABEL)).toBeInTheDocument();
    expect(within(settled).queryByRole('button', { name: NO_SHOW_LABEL })).not.toBeInTheDocument();
    expect(within(settled).queryByRole('link', { name: 'View/Create Prescription' })).not.toBeInTheDocument();
  });

  it('is not offered before start + 15 minutes, nor for a visit in person', async () => {
    signInAs({ role: 'doctor' });
    const early = makeAppointment({ start: minutesFrom(NOW, -14), patientName: 'Early Visit' });
    const inPerson = makeAppointment({
      start: minutesFrom(NOW, -40),
      patientName: 'In Person',
      consultationType: 'In-person Consultation',
    });
    serveDoctor(() => [early, inPerson]);
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    for (const name of ['Early Visit', 'In Person']) {
      const card = await screen.findByRole('article', { name });
      expect(within(card).queryByRole('button', { name: NO_SHOW_LABEL })).not.toBeInTheDocument();
    }
  });

  it("is on the doctor's dashboard too", async () => {
    signInAs({ role: 'doctor' });
    const visit = makeAppointment({ start: minutesFrom(NOW, -20), patientName: 'Dashboard Visit' });
    serveDoctor(() => [visit]);
    renderInShell(<AppointmentManagementWidget />, { route: '/dashboard' });
    const row = (await screen.findByRole('heading', { name: 'Dashboard Visit' })).closest('article') as HTMLElement;
    expect(within(row).getByRole('button', { name: NO_SHOW_LABEL })).toBeInTheDocument();
  });

  it('tells the patient the visit was missed and is not refunded, under Completed', async () => {
    signInAs({ role: 'patient' });
    const missed = { ...makeAppointment({ start: minutesFrom(NOW, -60) }), status: 'no-show' as const };
    installFakeApi({ 'GET /patient/profile': () => ok(makePatientProfile()), [PATIENT_LIST]: () => ok({ appointments: [missed] }) });
    renderInShell(<AppointmentsPage />, { route: '/appointments?tab=completed' });
    const card = await screen.findByRole('article', { name: 'Dr. Sarah Chen' });
    expect(card).toHaveTextContent(NO_SHOW_LABEL);
    expect(card).toHaveTextContent(
      `You did not join this video visit, so the doctor marked it as missed. ${NO_SHOW_MESSAGES.noRefundForPatient}`,
    );
    expect(within(card).queryByRole('button', { name: /review/i })).not.toBeInTheDocument();
  });
});

describe('the device check on an appointment', () => {
  it('is offered before the join window for a video visit, and not inside it', async () => {
    signInAs({ role: 'patient' });
    const later = makeAppointment({ start: minutesFrom(NOW, 24 * 60), doctorName: 'Later Doctor' });
    const soon = makeAppointment({ start: minutesFrom(NOW, 10), doctorName: 'Soon Doctor' });
    installFakeApi({ 'GET /patient/profile': () => ok(makePatientProfile()), [PATIENT_LIST]: () => ok({ appointments: [later, soon] }) });
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    const laterCard = await screen.findByRole('article', { name: 'Dr. Later Doctor' });
    expect(within(laterCard).getByRole('link', { name: 'Test camera and microphone' })).toHaveAttribute('href', '/device-check');
    const soonCard = screen.getByRole('article', { name: 'Dr. Soon Doctor' });
    expect(within(soonCard).queryByRole('link', { name: 'Test camera and microphone' })).not.toBeInTheDocument();
    expect(within(soonCard).getByRole('link', { name: 'Join Now' })).toBeInTheDocument();
  });
});
