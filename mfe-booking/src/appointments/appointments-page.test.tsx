import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@telehealth/shared-api';
import AppointmentsPage from '../exposes/appointments-page';
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

const PATIENT_LIST = `GET /appointment/patient/${PATIENT_PROFILE_ID}`;
const DOCTOR_LIST = `GET /appointment/doctor/${DOCTOR_PROFILE_ID}`;
const NOW = at(2026, 11, 21, 12, 0);

function servePatient(appointments: () => Appointment[], extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /patient/profile': () => ok(makePatientProfile()),
    [PATIENT_LIST]: () => ok({ appointments: appointments() }),
    // The page's waitlists and follow-ups sections (mfe-booking/src/waitlist, follow-ups) have their own tests.
    'GET /waitlist': () => ok([]),
    'GET /follow-ups': () => ok([]),
    ...extra,
  });
}

function serveDoctor(appointments: () => Appointment[], extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /doctor/profile': () => ok(makeDoctor({ _id: DOCTOR_PROFILE_ID })),
    [DOCTOR_LIST]: () => ok(appointments()),
    'GET /follow-ups': () => ok([]),
    ...extra,
  });
}

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

beforeEach(() => {
  signOut();
  fixNow(NOW);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/appointments (spec §2 "Appointments")', () => {
  const scheduled = makeAppointment({
    start: at(2026, 11, 25, 10, 30),
    doctorName: 'Sarah Chen',
    patientName: 'Alex Morgan',
    reason: 'Chest pain when climbing stairs',
  });
  const completed = makeAppointment({ start: at(2026, 11, 18, 9, 0), doctorName: 'Omar Haddad', status: 'completed', reason: 'Follow-up' });
  const cancelled = makeAppointment({ start: at(2026, 11, 24, 14, 0), doctorName: 'Lena Park', status: 'canceled' });

  it('lists each status under its tab and keeps the tab in the URL', async () => {
    signInAs({ role: 'patient' });
    servePatient(() => [scheduled, completed, cancelled]);
    const user = userEvent.setup({ delay: null });
    const { router } = renderInShell(<AppointmentsPage />, { route: '/appointments' });

    expect(await screen.findByRole('tab', { name: 'Scheduled' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Dr. Sarah Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Dr. Omar Haddad' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByRole('article', { name: 'Dr. Omar Haddad' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=completed');

    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByRole('article', { name: 'Dr. Lena Park' })).toBeInTheDocument();
    expect(within(card('Dr. Lena Park')).getByText('Cancelled')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=cancelled');
  });

  it('opens the tab the URL names (a reload keeps it)', async () => {
    signInAs({ role: 'patient' });
    servePatient(() => [scheduled, completed]);
    renderInShell(<AppointmentsPage />, { route: '/appointments?tab=completed' });
    expect(await screen.findByRole('article', { name: 'Dr. Omar Haddad' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the patient 'Dr. {name}', specialty, type, 'dd MMM yyyy @ time', reason and status", async () => {
    signInAs({ role: 'patient' });
    servePatient(() => [scheduled]);
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    const article = await screen.findByRole('article', { name: 'Dr. Sarah Chen' });
    for (const text of ['Cardiology', 'Video Consultation', '25 Nov 2026 @ 10:30 AM', 'Chest pain when climbing stairs', 'Scheduled']) {
      expect(within(article).getByText(text)).toBeInTheDocument();
    }
    expect(within(article).queryByText(/Your time/)).not.toBeInTheDocument();
  });

  it("shows the patient the doctor's notes of a finished video visit as its summary", async () => {
    signInAs({ role: 'patient' });
    servePatient(() => [{ ...completed, visitSummary: 'Rest, fluids, review in a week.' }]);
    renderInShell(<AppointmentsPage />, { route: '/appointments?tab=completed' });
    const article = await screen.findByRole('article', { name: 'Dr. Omar Haddad' });
    expect(within(article).getByText('Rest, fluids, review in a week.')).toBeInTheDocument();
    expect(within(article).getByText(/Visit summary/)).toBeInTheDocument();
  });

  it("adds the viewer's own time when the doctor is in another time zone", async () => {
    signInAs({ role: 'patient' });
    servePatient(() => [
      makeAppointment({ start: at(2026, 11, 25, 16, 30), timeSlot: '10:30 AM', doctorTimeZone: 'America/Chicago', doctorName: 'Far Away' }),
    ]);
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    const article = await screen.findByRole('article', { name: 'Dr. Far Away' });
    expect(within(article).getByText('25 Nov 2026 @ 10:30 AM')).toBeInTheDocument();
    expect(within(article).getByText('(America/Chicago)', { exact: false })).toBeInTheDocument();
    expect(within(article).getByText('Your time: 25 Nov 2026 @ 04:30 PM')).toBeInTheDocument();
  });

  it('shows the doctor the patient name, with the Unknown Patient fallback', async () => {
    signInAs({ role: 'doctor' });
    const unnamed = { ...makeAppointment({ start: at(2026, 11, 26, 9, 0) }), patientId: null } as unknown as Appointment;
    serveDoctor(() => [scheduled, unnamed]);
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    expect(await screen.findByRole('article', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Unknown Patient' })).toBeInTheDocument();
  });

  it('tells a patient whether a canceled appointment was refunded or the refund is still on its way', async () => {
    signInAs({ role: 'patient' });
    const refunded = makeAppointment({ start: at(2026, 11, 26, 9, 0), doctorName: 'Lena Park', status: 'canceled' });
    refunded.payment = { ...refunded.payment!, refundedAmount: 750, refundedAt: '2026-11-20T10:00:00.000Z' };
    const owed = makeAppointment({ start: at(2026, 11, 27, 9, 0), doctorName: 'Omar Haddad', status: 'canceled' });
    owed.payment = { ...owed.payment!, refundedAmount: 375, refundedAt: null };
    const late = makeAppointment({ start: at(2026, 11, 28, 9, 0), doctorName: 'Ines Duarte', status: 'canceled' });
    servePatient(() => [refunded, owed, late]);
    renderInShell(<AppointmentsPage />, { route: '/appointments?tab=cancelled' });

    expect(await within(await screen.findByRole('article', { name: 'Dr. Lena Park' })).findByText('Refunded $750')).toBeInTheDocument();
    expect(
      within(card('Dr. Omar Haddad')).getByText('Refund of $375 on its way: it is sent as soon as the payment company accepts it.'),
    ).toBeInTheDocument();
    // Nothing refunded (canceled too late for a refund): nothing said.
    expect(within(card('Dr. Ines Duarte')).queryByText(/Refund/)).not.toBeInTheDocument();
  });

  it("says 'No appointments found' for an empty tab", async () => {
    signInAs({ role: 'patient' });
    servePatient(() => [scheduled]);
    const user = userEvent.setup({ delay: null });
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    await screen.findByRole('article', { name: 'Dr. Sarah Chen' });
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(await screen.findByText('No appointments found')).toBeInTheDocument();
  });

  it("offers 'Failed to load appointments' with Try Again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs({ role: 'patient' });
    let failing = true;
    servePatient(() => [scheduled], {
      [PATIENT_LIST]: () => (failing ? fail(503, 'Service unavailable') : ok({ appointments: [scheduled] })),
    });
    const user = userEvent.setup({ delay: null });
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    expect(await screen.findByText('Failed to load appointments', {}, { timeout: 4000 })).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Dr. Sarah Chen' })).toBeInTheDocument();
  });

  describe('patient actions', () => {
    it('cancels a scheduled appointment after confirming, and shows a failure inline (spec §8: only logged here)', async () => {
      signInAs({ role: 'patient' });
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      let stored = [scheduled];
      let refuse = true;
      const api = servePatient(() => stored, {
        [`PATCH /appointment/cancel/${scheduled._id}`]: () => {
          if (refuse) return fail(409, 'The appointment has already started');
          stored = [{ ...scheduled, status: 'canceled' }];
          return ok(stored[0]);
        },
      });
      const user = userEvent.setup({ delay: null });
      renderInShell(<AppointmentsPage />, { route: '/appointments' });
      await user.click(
        within(await screen.findByRole('article', { name: 'Dr. Sarah Chen' })).getByRole('button', { name: 'Cancel Appointment' }),
      );
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
      expect(await screen.findByText('Failed to cancel appointment: The appointment has already started')).toBeInTheDocument();
      expect(errors).toHaveBeenCalled();
      expect(toastMessages()).toEqual([]);

      refuse = false;
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(within(card('Dr. Sarah Chen')).getByRole('button', { name: 'Cancel Appointment' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
      await waitFor(() => expect(toastMessages()).toContain('Appointment canceled successfully'));
      expect(await screen.findByText('No appointments found')).toBeInTheDocument();
      expect(api.callsTo(`PATCH /appointment/cancel/${scheduled._id}`)).toHaveLength(2);
    });

    it('states a partial refund inside 24 hours', async () => {
      signInAs({ role: 'patient' });
      const soon = makeAppointment({ start: minutesFrom(NOW, 5 * 60), doctorName: 'Soon' });
      servePatient(() => [soon]);
      const user = userEvent.setup({ delay: null });
      renderInShell(<AppointmentsPage />, { route: '/appointments' });
      await user.click(
        within(await screen.findByRole('article', { name: 'Dr. Soon' })).getByRole('button', { name: 'Cancel Appointment' }),
      );
      expect(await screen.findByRole('dialog')).toHaveTextContent('a 50% refund: $375 of the $750 you paid');
    });

    it('shows Join Now instead of Cancel inside the join window', async () => {
      signInAs({ role: 'patient' });
      const now = makeAppointment({ start: minutesFrom(NOW, 10), doctorName: 'Right Now' });
      servePatient(() => [now]);
      renderInShell(<AppointmentsPage />, { route: '/appointments' });
      const article = await screen.findByRole('article', { name: 'Dr. Right Now' });
      expect(within(article).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', `/consultation/${now._id}`);
      expect(within(article).queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
      expect(within(article).queryByText(/^Join opens at/)).not.toBeInTheDocument();
    });

    it('says when joining opens before the join window: the time today, with the date on another day', async () => {
      signInAs({ role: 'patient' });
      const inAnHour = makeAppointment({ start: minutesFrom(NOW, 60), doctorName: 'In An Hour' });
      servePatient(() => [inAnHour, scheduled]);
      renderInShell(<AppointmentsPage />, { route: '/appointments' });
      const soon = await screen.findByRole('article', { name: 'Dr. In An Hour' });
      expect(within(soon).getByText('Join opens at 12:45 PM')).toBeInTheDocument();
      expect(within(soon).queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
      const later = screen.getByRole('article', { name: 'Dr. Sarah Chen' });
      expect(within(later).getByText('Join opens at 25 Nov 2026 @ 10:15 AM')).toBeInTheDocument();
    });

    it('downloads the calendar file under a readable name', async () => {
      signInAs({ role: 'patient' });
      const createObjectURL = jest.fn(() => 'blob:calendar');
      const revokeObjectURL = jest.fn();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      const clicks: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicks.push(this.download);
      });
      const api = servePatient(() => [scheduled], {
        [`GET /appointment/${scheduled._id}/calendar.ics`]: () => ({ status: 200, body: 'BEGIN:VCALENDAR' }),
      });
      const user = userEvent.setup({ delay: null });
      renderInShell(<AppointmentsPage />, { route: '/appointments' });
      await user.click(
        within(await screen.findByRole('article', { name: 'Dr. Sarah Chen' })).getByRole('button', { name: 'Add to Calendar' }),
      );
      await waitFor(() => expect(clicks).toEqual(['carelink-appointment-dr-sarah-chen-2026-11-25-1030am.ics']));
      expect(api.callsTo(`GET /appointment/${scheduled._id}/calendar.ics`)).toHaveLength(1);
      expect(createObjectURL).toHaveBeenCalled();
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:calendar'));
    });

    it('reviews a completed appointment: stars are required, then it shows the stars given', async () => {
      signInAs({ role: 'patient' });
      let stored = [completed];
      const api = servePatient(() => stored, {
        [`POST /appointment/${completed._id}/review`]: () => {
          const review = { _id: 'r1', rating: 4, comment: 'Clear and kind.', createdAt: NOW.toISOString() };
          stored = [{ ...completed, review }];
          return ok(review);
        },
      });
      jest.spyOn(globalThis, 'fetch');
      const fetchSpy = globalThis.fetch as jest.Mock;
      const user = userEvent.setup({ delay: null });
      renderInShell(<AppointmentsPage />, { route: '/appointments?tab=completed' });
      await user.click(
        within(await screen.findByRole('article', { name: 'Dr. Omar Haddad' })).getByRole('button', { name: 'Write a Review' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Review your appointment with Dr. Omar Haddad' });

      await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Rating must be a whole number of stars from 1 to 5');
      expect(api.callsTo(`POST /appointment/${completed._id}/review`)).toHaveLength(0);

      await user.click(within(dialog).getByRole('radio', { name: '4 Stars, Very good' }));
      expect(within(dialog).getByRole('radio', { name: '4 Stars, Very good' })).toBeChecked();
      await user.type(within(dialog).getByRole('textbox', { name: 'Your review' }), 'Clear and kind.');
      await user.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

      await waitFor(() => expect(api.callsTo(`POST /appointment/${completed._id}/review`)).toHaveLength(1));
      const call = fetchSpy.mock.calls.find(([url, init]) => String(url).endsWith('/review') && init?.method === 'POST');
      expect(JSON.parse(String(call![1].body))).toEqual({ rating: 4, comment: 'Clear and kind.' });
      await waitFor(() => expect(toastMessages()).toContain('Thank you for your review'));
      const article = card('Dr. Omar Haddad');
      expect(await within(article).findByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
      expect(within(article).queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    });
  });

  describe('doctor actions', () => {
    const started = makeAppointment({ start: minutesFrom(NOW, -5), doctorName: 'Sarah Chen', patientName: 'Alex Morgan' });

    it('keeps Start Session and Mark Complete closed before the appointment, each saying when it opens', async () => {
      signInAs({ role: 'doctor' });
      const api = serveDoctor(() => [scheduled]);
      renderInShell(<AppointmentsPage />, { route: '/appointments' });
      const article = await screen.findByRole('article', { name: 'Alex Morgan' });
      expect(within(article).getByRole('button', { name: 'Start Session' })).toBeDisabled();
      expect(
        within(article).getByText('Start Session opens at 25 Nov 2026 @ 10:15 AM, 15 minutes before the appointment.'),
      ).toBeInTheDocument();
      const markComplete = within(article).getByRole('button', { name: 'Mark Complete' });
      expect(markComplete).toBeDisabled();
      expect(markComplete).toHaveAccessibleDescription('Mark Complete opens when the appointment starts.');
      expect(within(article).getByText('Mark Complete opens when the appointment starts.')).toBeVisible();
      expect(within(article).getByRole('link', { name: 'View/Create Prescription' })).toHaveAttribute(
        'href',
        `/prescriptions?appointmentId=${scheduled._id}`,
      );
      expect(api.callsTo(`PATCH /appointment/update/${scheduled._id}`)).toHaveLength(0);
    });

    it('marks a started appointment complete and refreshes the list', async () => {
      signInAs({ role: 'doctor' });
      let stored = [started];
      const api = serveDoctor(() => stored, {
        [`PATCH /appointment/update/${started._id}`]: () => {
          stored = [{ ...started, status: 'completed' }];
          return ok(stored[0]);
        },
      });
      const user = userEvent.setup({ delay: null });
      renderInShell(<AppointmentsPage />, { route: '/appointments' });
      const article = await screen.findByRole('article', { name: 'Alex Morgan' });
      expect(within(article).getByRole('button', { name: 'Mark Complete' })).not.toHaveAccessibleDescription();
      expect(within(article).queryByText('Mark Complete opens when the appointment starts.')).not.toBeInTheDocument();

      await user.click(within(article).getByRole('button', { name: 'Mark Complete' }));
      await waitFor(() => expect(toastMessages()).toContain('Appointment status updated'));
      expect(await screen.findByText('No appointments found')).toBeInTheDocument();
      expect(api.callsTo(DOCTOR_LIST)).toHaveLength(2);
    });

    it("reports a failed status update as 'Failed to update status: {reason}'", async () => {
      signInAs({ role: 'doctor' });
      serveDoctor(() => [started], {
        [`PATCH /appointment/update/${started._id}`]: () => fail(403, 'Only the appointment’s doctor can change it'),
      });
      const user = userEvent.setup({ delay: null });
      renderInShell(<AppointmentsPage />, { route: '/appointments' });
      await user.click(within(await screen.findByRole('article', { name: 'Alex Morgan' })).getByRole('button', { name: 'Mark Complete' }));
      await waitFor(() => expect(toastMessages()).toContain('Failed to update status: Only the appointment’s doctor can change it'));
    });
  });

  it('asks a doctor without a profile to create one', async () => {
    signInAs({ role: 'doctor' });
    installFakeApi({ 'GET /doctor/profile': () => fail(404, 'Doctor profile not found') });
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    expect(await screen.findByText(/Create your doctor profile/)).toBeInTheDocument();
  });
});
