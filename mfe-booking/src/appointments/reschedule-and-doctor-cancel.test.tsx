import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCTOR_CANCEL_MESSAGES, DOCTOR_CANCEL_REASON_MAX_LENGTH, type Appointment } from '@telehealth/shared-api';
import AppointmentManagementWidget from '../exposes/appointment-management-widget';
import AppointmentsPage from '../exposes/appointments-page';
import { daySlots } from '../booking/testing/booking-fixtures';
import {
  at,
  DOCTOR_PROFILE_ID,
  fail,
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

const PATIENT_LIST = `GET /appointment/patient/${PATIENT_PROFILE_ID}`;
const DOCTOR_LIST = `GET /appointment/doctor/${DOCTOR_PROFILE_ID}`;
const SLOTS = `GET /doctor/available-slots-for-doctor/${DOCTOR_PROFILE_ID}`;
const NOW = at(2026, 11, 21, 12, 0);
/** What the server answers (its messages are not in the browser entry). */
const SERVER = {
  slotTaken: 'This time slot is no longer available. Please choose another time.',
  onlyUpcomingCancel: 'Only an appointment that has not started yet can be cancelled by the doctor',
} as const;

const freeSlots: FakeHandler = (request) =>
  ok([
    daySlots(request.query.get('date')!, [
      { time: '09:00 AM', status: 'booked' },
      { time: '02:00 PM', status: 'available' },
    ]),
  ]);

function servePatient(appointments: () => Appointment[], extra: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /patient/profile': () => ok(makePatientProfile()),
    [PATIENT_LIST]: () => ok({ appointments: appointments() }),
    [SLOTS]: freeSlots,
    ...extra,
  });
}

function serveDoctor(appointments: () => Appointment[], extra: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    'GET /doctor/profile': () => ok(makeDoctor({ _id: DOCTOR_PROFILE_ID })),
    [DOCTOR_LIST]: () => ok(appointments()),
    [SLOTS]: freeSlots,
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

describe('Reschedule', () => {
  const visit = makeAppointment({ start: at(2026, 11, 25, 10, 30), doctorName: 'Sarah Chen', patientName: 'Alex Morgan' });

  it('lets the patient pick another free time of the same doctor and moves the appointment (same id, no payment step)', async () => {
    signInAs({ role: 'patient' });
    let stored = [visit];
    const move = `PATCH /appointment/reschedule/${visit._id}`;
    const api = servePatient(() => stored, {
      [move]: (request) => {
        const { date, time } = request.body as { date: string; time: string };
        stored = [{ ...visit, appointmentDate: date, timeSlot: time, rescheduleCount: 1 }];
        return ok(stored[0]);
      },
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    await user.click(within(await screen.findByRole('article', { name: 'Dr. Sarah Chen' })).getByRole('button', { name: 'Reschedule' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    expect(dialog).toHaveTextContent('Your payment stays as it is: nothing more to pay and nothing refunded.');
    expect(within(dialog).getByRole('button', { name: 'Move appointment' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('button', { name: /^02:00 PM/ }));
    expect(within(dialog).getByRole('button', { name: /^09:00 AM/ })).toBeDisabled();
    expect(dialog).toHaveTextContent('New time: 25 Nov 2026 @ 02:00 PM');
    await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));

    await waitFor(() => expect(toastMessages()).toContain('Appointment moved'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(move).map((call) => call.body)).toEqual([{ date: '2026-11-25', time: '02:00 PM' }]);
    expect(api.callsTo('POST /payment/create-checkout-session')).toHaveLength(0);
    expect(await within(screen.getByRole('article', { name: 'Dr. Sarah Chen' })).findByText(/25 Nov 2026 @ 02:00 PM/)).toBeInTheDocument();
  });

  it("says the booking page's 'no slots' text when the day is full, and nothing can be chosen", async () => {
    signInAs({ role: 'patient' });
    servePatient(() => [visit], {
      [SLOTS]: (request) => ok([daySlots(request.query.get('date')!, [{ time: '09:00 AM', status: 'booked' }])]),
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    await user.click(within(await screen.findByRole('article', { name: 'Dr. Sarah Chen' })).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    expect(await within(dialog).findByText('No available slots for the selected date. Please try another date.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Move appointment' })).toBeDisabled();
  });

  it('shows a failure to load the times with Try Again, and a refused move inside the dialog', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs({ role: 'patient' });
    let slotsFail = true;
    servePatient(() => [visit], {
      [SLOTS]: (request) => (slotsFail ? fail(503, 'Service unavailable') : freeSlots(request)),
      [`PATCH /appointment/reschedule/${visit._id}`]: () => fail(409, SERVER.slotTaken),
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    await user.click(within(await screen.findByRole('article', { name: 'Dr. Sarah Chen' })).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    expect(await within(dialog).findByText("We couldn't load the available times.", {}, { timeout: 4000 })).toBeInTheDocument();
    slotsFail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    await user.click(await within(dialog).findByRole('button', { name: /^02:00 PM/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Could not move the appointment: ${SERVER.slotTaken}`);
    expect(toastMessages()).toEqual([]);
  });

  it('is not offered to the patient inside the cut-off, but is to the doctor', async () => {
    const soon = makeAppointment({ start: minutesFrom(NOW, 90), doctorName: 'Soon', patientName: 'Soon Patient' });
    signInAs({ role: 'patient' });
    servePatient(() => [soon]);
    const { unmount } = renderInShell(<AppointmentsPage />, { route: '/appointments' });
    const article = await screen.findByRole('article', { name: 'Dr. Soon' });
    expect(within(article).getByRole('button', { name: 'Cancel Appointment' })).toBeInTheDocument();
    expect(within(article).queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    unmount();

    signOut();
    signInAs({ role: 'doctor' });
    serveDoctor(() => [soon]);
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    expect(
      within(await screen.findByRole('article', { name: 'Soon Patient' })).getByRole('button', { name: 'Reschedule' }),
    ).toBeInTheDocument();
  });

  it("opens the picker at once from the doctor's 'pick a new time' link, and says the doctor asked", async () => {
    signInAs({ role: 'patient' });
    const asked = { ...visit, rescheduleRequestedAt: '2026-11-21T09:00:00.000Z' };
    servePatient(() => [asked]);
    // The link the server puts on the notification (reschedulePath).
    renderInShell(<AppointmentsPage />, { route: `/appointments?reschedule=${visit._id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule appointment' });
    expect(await within(dialog).findByRole('button', { name: /^02:00 PM/ })).toBeEnabled();
    expect(
      screen.getByText('Dr. Sarah Chen asked you to pick a new time. Your payment stays as it is: choose Reschedule.'),
    ).toBeInTheDocument();
  });
});

describe("the doctor's Cancel", () => {
  const visit = makeAppointment({ start: at(2026, 11, 25, 10, 30), patientName: 'Alex Morgan' });

  it('needs a reason, sends it, and says the patient is refunded in full', async () => {
    signInAs({ role: 'doctor' });
    let stored = [visit];
    const cancel = `PATCH /appointment/doctor-cancel/${visit._id}`;
    const api = serveDoctor(() => stored, {
      [cancel]: (request) => {
        stored = [{ ...visit, status: 'canceled', canceledBy: 'doctor', cancelReason: (request.body as { reason: string }).reason }];
        return ok(stored[0]);
      },
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    await user.click(
      within(await screen.findByRole('article', { name: 'Alex Morgan' })).getByRole('button', { name: 'Cancel Appointment' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('The patient is refunded in full and reads the reason you give.');

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(within(dialog).getByText(DOCTOR_CANCEL_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.callsTo(cancel)).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: /Reason for the patient/ }));
    await user.paste('x'.repeat(DOCTOR_CANCEL_REASON_MAX_LENGTH + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(within(dialog).getByText(DOCTOR_CANCEL_MESSAGES.reasonTooLong)).toBeInTheDocument();
    expect(api.callsTo(cancel)).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: /Reason for the patient/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the patient/ }), 'I am unwell today');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(toastMessages()).toContain('Appointment cancelled. The patient is refunded in full and told why.'));
    expect(api.callsTo(cancel).map((call) => call.body)).toEqual([{ reason: 'I am unwell today' }]);
  });

  it("is on the doctor's dashboard too, with a failure there raised as a toast", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs({ role: 'doctor' });
    const today = makeAppointment({ start: minutesFrom(NOW, 3 * 60), patientName: 'Later Today' });
    serveDoctor(() => [today], {
      [`PATCH /appointment/doctor-cancel/${today._id}`]: () => fail(409, SERVER.onlyUpcomingCancel),
    });
    const user = setup();
    renderInShell(<AppointmentManagementWidget />, { route: '/dashboard' });
    const row = (await screen.findByRole('heading', { name: 'Later Today' })).closest('article') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for the patient/ }), 'Clinic closed');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(toastMessages()).toContain(`Failed to cancel appointment: ${SERVER.onlyUpcomingCancel}`));
  });

  it('shows the patient why the doctor cancelled', async () => {
    signInAs({ role: 'patient' });
    const cancelled = { ...visit, status: 'canceled' as const, canceledBy: 'doctor' as const, cancelReason: 'I am unwell today' };
    servePatient(() => [cancelled]);
    renderInShell(<AppointmentsPage />, { route: '/appointments?tab=cancelled' });
    const article = await screen.findByRole('article', { name: 'Dr. Sarah Chen' });
    expect(article).toHaveTextContent('Cancelled by the doctor: I am unwell today');
  });
});
