import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectSocket, describeCancellationPolicy, disconnectSocket } from '@telehealth/shared-api';
import type { Appointment } from '@telehealth/shared-api';
import { PATIENT_PROFILE_REQUIRED } from '../components/appointment-states';
import MyAppointmentsWidget from '../../exposes/my-appointments-widget';
import UpcomingAppointmentsWidget from '../../exposes/upcoming-appointments-widget';
import {
  at,
  fail,
  fixNow,
  installFakeApi,
  lastFakeSocket,
  makeAppointment,
  makePatientProfile,
  minutesFrom,
  ok,
  PATIENT_PROFILE_ID,
  renderInShell,
  signInAs,
  signOut,
  toastMessages,
} from '@telehealth/shared-ui/testing';

jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

const LIST = `GET /appointment/patient/${PATIENT_PROFILE_ID}`;
const NOW = at(2026, 11, 21, 12, 0);

function serve(appointments: () => Appointment[], extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /patient/profile': () => ok(makePatientProfile()),
    [LIST]: () => ok({ appointments: appointments() }),
    ...extra,
  });
}

function tab(name: string) {
  return screen.getByRole('tab', { name: new RegExp(`^${name}`) });
}

async function rowsIn(listName: string) {
  const list = await screen.findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('article')
    .map((row) => within(row).getByRole('heading').textContent);
}

beforeEach(() => {
  signOut();
  signInAs({ role: 'patient' });
});
afterEach(() => {
  act(() => disconnectSocket());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('patient dashboard: My Appointments', () => {
  const todayEarlier = makeAppointment({ start: at(2026, 11, 21, 9, 0), doctorName: 'Early Today' });
  const todayLater = makeAppointment({ start: at(2026, 11, 21, 15, 0), doctorName: 'Later Today' });
  const nextWeek = makeAppointment({ start: at(2026, 11, 25, 10, 30), doctorName: 'Next Week' });
  const completed = makeAppointment({ start: at(2026, 11, 20, 10, 0), doctorName: 'Yesterday Done', status: 'completed' });
  const canceled = makeAppointment({ start: at(2026, 11, 28, 10, 0), doctorName: 'Called Off', status: 'canceled' });

  it('counts each tab, opens on Upcoming, and lists each tab’s members (spec §4)', async () => {
    fixNow(NOW);
    serve(() => [nextWeek, canceled, todayLater, completed, todayEarlier]);
    const user = userEvent.setup({ delay: null });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });

    expect(await screen.findByRole('tab', { name: 'Upcoming (2 appointments)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Today (2 appointments)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past (3 appointments)' })).toBeInTheDocument();
    expect(await rowsIn('Upcoming appointments')).toEqual(['Dr. Later Today', 'Dr. Next Week']);

    await user.click(tab('Today'));
    expect(await rowsIn('Today appointments')).toEqual(['Dr. Early Today', 'Dr. Later Today']);

    await user.click(tab('Past'));
    expect(await rowsIn('Past appointments')).toEqual(['Dr. Called Off', 'Dr. Early Today', 'Dr. Yesterday Done']);
    const list = screen.getByRole('list', { name: 'Past appointments' });
    expect(within(list).getByText('Cancelled')).toBeInTheDocument();
    expect(within(list).getByText('Completed')).toBeInTheDocument();
  });

  it('shows the spec’s empty text in each tab', async () => {
    fixNow(NOW);
    serve(() => []);
    const user = userEvent.setup({ delay: null });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
    expect(await screen.findByText('No upcoming appointments scheduled.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming (0 appointments)' })).toBeInTheDocument();
    await user.click(tab('Today'));
    expect(await screen.findByText('No appointments scheduled for today.')).toBeInTheDocument();
    await user.click(tab('Past'));
    expect(await screen.findByText('No past appointment records.')).toBeInTheDocument();
  });

  describe('Join Now instead of Cancel inside the join window (15 min before to 30 min after)', () => {
    const start = at(2026, 11, 21, 14, 0);
    const cases: [string, Date, 'Join Now' | 'Cancel' | null][] = [
      ['1 s before the window opens', new Date(minutesFrom(start, -15).getTime() - 1000), 'Cancel'],
      ['as the window opens, 15 min before', minutesFrom(start, -15), 'Join Now'],
      ['at the start', start, 'Join Now'],
      ['as the window closes, 30 min after', minutesFrom(start, 30), 'Join Now'],
      ['1 s after the window closed', new Date(minutesFrom(start, 30).getTime() + 1000), null],
    ];
    it.each(cases)('%s', async (_when, now, action) => {
      fixNow(now);
      const appointment = makeAppointment({ start, doctorName: 'Edge Case' });
      serve(() => [appointment]);
      const user = userEvent.setup({ delay: null });
      renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
      await screen.findByRole('tab', { name: /^Today \(1 appointment\)/ });
      await user.click(tab('Today'));
      const row = (await screen.findByRole('heading', { name: 'Dr. Edge Case' })).closest('article')!;
      const join = within(row as HTMLElement).queryByRole('link', { name: 'Join Now' });
      const cancel = within(row as HTMLElement).queryByRole('button', { name: 'Cancel' });
      expect({ join: !!join, cancel: !!cancel }).toEqual({ join: action === 'Join Now', cancel: action === 'Cancel' });
      if (join) expect(join).toHaveAttribute('href', `/consultation/${appointment._id}`);
    });
  });

  it('cancels after a confirmation that states the refund, then refreshes the list', async () => {
    fixNow(NOW);
    let stored = [nextWeek];
    const api = serve(() => stored, {
      [`PATCH /appointment/cancel/${nextWeek._id}`]: () => {
        stored = [{ ...nextWeek, status: 'canceled', canceledBy: 'patient' }];
        return ok(stored[0]);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('Cancel your appointment with Dr. Next Week on 25 Nov 2026 @ 10:30 AM?');
    expect(dialog).toHaveTextContent('a full refund: $750 of the $750 you paid');
    expect(api.callsTo(`PATCH /appointment/cancel/${nextWeek._id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(toastMessages()).toContain('Appointment canceled successfully'));
    expect(api.callsTo(`PATCH /appointment/cancel/${nextWeek._id}`)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    expect(await screen.findByText('No upcoming appointments scheduled.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past (1 appointment)' })).toBeInTheDocument();
  });

  it('recites the refund policy only when money was taken (issue 24)', async () => {
    fixNow(NOW);
    const unpaid = { ...nextWeek, payment: null };
    serve(() => [unpaid]);
    const user = userEvent.setup({ delay: null });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('No payment was taken for this appointment, so there is nothing to refund.');
    for (const rule of describeCancellationPolicy()) expect(dialog).not.toHaveTextContent(rule);
  });

  it('states the refund policy with the refund of a paid appointment', async () => {
    fixNow(NOW);
    serve(() => [nextWeek]);
    const user = userEvent.setup({ delay: null });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this appointment?' });
    for (const rule of describeCancellationPolicy()) expect(dialog).toHaveTextContent(rule);
  });

  it('keeps the appointment when the patient thinks again', async () => {
    fixNow(NOW);
    const api = serve(() => [nextWeek]);
    const user = userEvent.setup({ delay: null });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep appointment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('says why a cancellation failed', async () => {
    fixNow(NOW);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => [nextWeek], {
      [`PATCH /appointment/cancel/${nextWeek._id}`]: () => fail(409, 'Only scheduled appointments can be canceled'),
    });
    const user = userEvent.setup({ delay: null });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(toastMessages()).toContain('Failed to cancel appointment: Only scheduled appointments can be canceled'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Dr. Next Week' })).toBeInTheDocument();
  });

  it('asks a patient without a profile to complete it (spec §8 "Patient ID missing")', async () => {
    const api = installFakeApi({ 'GET /patient/profile': () => fail(404, 'Patient profile not found') });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
    expect(await screen.findByText(PATIENT_PROFILE_REQUIRED)).toBeInTheDocument();
    expect(PATIENT_PROFILE_REQUIRED).toBe("We're setting up your appointments. Please complete your profile if you haven't already.");
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    expect(api.calls.filter((c) => c.path.startsWith('/appointment'))).toHaveLength(0);
  });

  it('retries a failed load once, after 1.5 s, then offers Try Again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fails = true;
    const api = serve(() => [], { [LIST]: () => (fails ? fail(500, 'Database unavailable') : ok({ appointments: [] })) });
    const user = userEvent.setup({ delay: null });
    renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(await screen.findByText('Failed to load appointments', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(2);
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No upcoming appointments scheduled.')).toBeInTheDocument();
  });

  describe('live refresh (spec §7 "Real-time channel")', () => {
    it('re-reads the list once per event however many widgets show it', async () => {
      fixNow(NOW);
      const api = serve(() => [nextWeek]);
      await act(async () => {
        await connectSocket('token-1');
      });
      renderInShell(
        <>
          <MyAppointmentsWidget />
          <UpcomingAppointmentsWidget />
        </>,
        { route: '/dashboard' },
      );
      expect(await screen.findAllByRole('heading', { name: 'Dr. Next Week' })).toHaveLength(2);
      expect(api.callsTo(LIST)).toHaveLength(1);
      expect(lastFakeSocket().listenerCount('appointment-updated')).toBe(1);
      act(() => lastFakeSocket().serverPush('appointment-updated', { appointmentId: nextWeek._id, status: 'completed' }));
      await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.callsTo(LIST)).toHaveLength(2);
    });

    it('re-reads the list when an appointment event arrives, and follows a replaced socket', async () => {
      fixNow(NOW);
      let stored: Appointment[] = [];
      const api = serve(() => stored);
      await act(async () => {
        await connectSocket('token-1');
      });
      const first = lastFakeSocket();
      const view = renderInShell(<MyAppointmentsWidget />, { route: '/dashboard' });
      expect(await screen.findByText('No upcoming appointments scheduled.')).toBeInTheDocument();

      stored = [nextWeek];
      act(() => first.serverPush('appointment-created', { appointmentId: nextWeek._id, date: '2026-11-25', time: '10:30 AM' }));
      expect(await screen.findByRole('heading', { name: 'Dr. Next Week' })).toBeInTheDocument();
      expect(api.callsTo(LIST)).toHaveLength(2);

      // A new session token: a new socket, the same listeners.
      await act(async () => {
        await connectSocket('token-2');
      });
      const second = lastFakeSocket();
      expect(second).not.toBe(first);
      expect(first.listenerCount('appointment-updated')).toBe(0);
      stored = [{ ...nextWeek, status: 'canceled' }];
      act(() => second.serverPush('appointment-cancelled', { appointmentId: nextWeek._id }));
      expect(await screen.findByText('No upcoming appointments scheduled.')).toBeInTheDocument();

      // A stored notification about an appointment refreshes too; a system one does not.
      const before = api.callsTo(LIST).length;
      act(() => second.serverPush('notification', { id: 'n1', type: 'system', message: 'Maintenance tonight' }));
      act(() => second.serverPush('notification', { id: 'n2', type: 'appointment', message: 'Dr. Chen marked your appointment complete' }));
      await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(before + 1));

      view.unmount();
      for (const event of ['appointment-created', 'appointment-cancelled', 'appointment-updated', 'notification']) {
        expect(second.listenerCount(event)).toBe(0);
      }
    });
  });
});
