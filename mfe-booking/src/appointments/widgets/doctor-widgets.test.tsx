import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { connectSocket, disconnectSocket } from '@telehealth/shared-api';
import type { Appointment, Notification } from '@telehealth/shared-api';
import AppointmentManagementWidget from '../../exposes/appointment-management-widget';
import DoctorStatsWidget from '../../exposes/doctor-stats-widget';
import RecentActivityWidget from '../../exposes/recent-activity-widget';
import {
  at,
  DOCTOR_PROFILE_ID,
  doctorStatsMix,
  fail,
  fixNow,
  installFakeApi,
  lastFakeSocket,
  makeAppointment,
  makeDoctor,
  makeNotification,
  minutesFrom,
  ok,
  renderInShell,
  signInAs,
  signOut,
  toastMessages,
} from '@telehealth/shared-ui/testing';

jest.mock('socket.io-client', () => jest.requireActual('@telehealth/shared-ui/testing/fake-socket-io').fakeSocketIoModule());

const LIST = `GET /appointment/doctor/${DOCTOR_PROFILE_ID}`;
const NOW = at(2026, 11, 21, 12, 0);

function serve(appointments: () => Appointment[], extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /doctor/profile': () => ok(makeDoctor({ _id: DOCTOR_PROFILE_ID })),
    [LIST]: () => ok(appointments()),
    ...extra,
  });
}

function rowNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('article')
    .map((row) => within(row).getByRole('heading').textContent ?? '');
}

beforeEach(() => {
  signOut();
  signInAs({ role: 'doctor' });
});
afterEach(() => {
  act(() => disconnectSocket());
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('doctor dashboard: Appointment Management', () => {
  const soon = makeAppointment({ start: minutesFrom(NOW, 10), patientName: 'In Ten Minutes' });
  const later = makeAppointment({ start: at(2026, 11, 21, 16, 0), patientName: 'This Afternoon' });
  const morning = makeAppointment({ start: at(2026, 11, 21, 9, 0), patientName: 'This Morning', status: 'completed' });
  const tomorrow = makeAppointment({ start: at(2026, 11, 22, 10, 0), patientName: 'Tomorrow' });
  const lastWeek = makeAppointment({ start: at(2026, 11, 14, 10, 0), patientName: 'Last Week', status: 'canceled' });

  it('opens on Today and sorts appointments into the doctor’s tabs (Upcoming leaves out today)', async () => {
    fixNow(NOW);
    serve(() => [tomorrow, lastWeek, later, morning, soon]);
    const user = userEvent.setup({ delay: null });
    renderInShell(<AppointmentManagementWidget />, { route: '/dashboard' });

    expect(await screen.findByRole('tab', { name: 'Today (3 appointments)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Upcoming (1 appointment)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past (2 appointments)' })).toBeInTheDocument();
    expect(rowNames(await screen.findByRole('list', { name: 'Today appointments' }))).toEqual([
      'This Morning',
      'In Ten Minutes',
      'This Afternoon',
    ]);

    await user.click(screen.getByRole('tab', { name: /^Upcoming/ }));
    expect(rowNames(await screen.findByRole('list', { name: 'Upcoming appointments' }))).toEqual(['Tomorrow']);
    await user.click(screen.getByRole('tab', { name: /^Past/ }));
    expect(rowNames(await screen.findByRole('list', { name: 'Past appointments' }))).toEqual(['This Morning', 'Last Week']);
  });

  it('lets the doctor start a session only inside the join window, and always links the prescription', async () => {
    fixNow(NOW);
    serve(() => [soon, later]);
    renderInShell(<AppointmentManagementWidget />, { route: '/dashboard' });
    const now = (await screen.findByRole('heading', { name: 'In Ten Minutes' })).closest('article') as HTMLElement;
    expect(within(now).getByRole('link', { name: 'Start Session' })).toHaveAttribute('href', `/consultation/${soon._id}`);
    expect(within(now).getByRole('link', { name: 'View/Create Prescription' })).toHaveAttribute(
      'href',
      `/prescriptions?appointmentId=${soon._id}`,
    );
    const afternoon = screen.getByRole('heading', { name: 'This Afternoon' }).closest('article') as HTMLElement;
    expect(within(afternoon).getByRole('button', { name: 'Start Session' })).toBeDisabled();
    expect(within(afternoon).getByRole('button', { name: 'Start Session' })).toHaveAccessibleDescription(
      'Start Session opens at 03:45 PM, 15 minutes before the appointment.',
    );
  });

  it('opens Mark Complete only from the start of the appointment on', async () => {
    fixNow(NOW);
    const started = makeAppointment({ start: minutesFrom(NOW, -5), patientName: 'Five Minutes In' });
    serve(() => [soon, started]);
    renderInShell(<AppointmentManagementWidget />, { route: '/dashboard' });
    const upcoming = (await screen.findByRole('heading', { name: 'In Ten Minutes' })).closest('article') as HTMLElement;
    // Inside the join window, yet not started: the session can open, completion cannot.
    expect(within(upcoming).getByRole('link', { name: 'Start Session' })).toBeInTheDocument();
    expect(within(upcoming).getByRole('button', { name: 'Mark Complete' })).toBeDisabled();
    expect(within(upcoming).getByRole('button', { name: 'Mark Complete' })).toHaveAccessibleDescription(
      'Mark Complete opens when the appointment starts.',
    );
    const running = screen.getByRole('heading', { name: 'Five Minutes In' }).closest('article') as HTMLElement;
    expect(within(running).getByRole('button', { name: 'Mark Complete' })).toBeEnabled();
    expect(within(running).queryByText('Mark Complete opens when the appointment starts.')).not.toBeInTheDocument();
  });

  it('marks an appointment complete: the API is called and the lists are re-read', async () => {
    fixNow(NOW);
    const started = makeAppointment({ start: minutesFrom(NOW, -5), patientName: 'Five Minutes In' });
    let stored = [started];
    const api = serve(() => stored, {
      [`PATCH /appointment/update/${started._id}`]: () => {
        stored = [{ ...started, status: 'completed' }];
        return ok(stored[0]);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderInShell(<AppointmentManagementWidget />, { route: '/dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(toastMessages()).toContain('Appointment status updated'));
    await waitFor(() => expect(api.callsTo(LIST)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument());
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it("shows 'Error loading appointments: {message}' (spec §8 doctor side)", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => [], { [LIST]: () => fail(500, 'Database unavailable') });
    renderInShell(<AppointmentManagementWidget />, { route: '/dashboard' });
    expect(await screen.findByText('Error loading appointments: Database unavailable', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('shows the spec’s empty text', async () => {
    fixNow(NOW);
    serve(() => []);
    renderInShell(<AppointmentManagementWidget />, { route: '/dashboard' });
    expect(await screen.findByText('No appointments scheduled for today.')).toBeInTheDocument();
  });
});

describe('doctor dashboard: stat cards', () => {
  function figure(label: string): string {
    const card = screen.getByRole('heading', { name: label }).closest('li') as HTMLElement;
    return within(card).getByText((_content, element) => element?.tagName === 'P').textContent ?? '';
  }

  it('computes total, upcoming, patients and completion rate from the real list', async () => {
    fixNow(NOW);
    serve(doctorStatsMix);
    renderInShell(<DoctorStatsWidget />, { route: '/dashboard' });
    await waitFor(() => expect(figure('Total Appointments')).toBe('7'));
    expect(figure('Upcoming')).toBe('1');
    expect(figure('Patients')).toBe('4');
    expect(figure('Completion Rate')).toBe('60%');
    expect(screen.getByText('3 of 5 past appointments completed')).toBeInTheDocument();
  });

  it('says what the completion rate counts: completed of the past appointments', async () => {
    fixNow(NOW);
    const day = (n: number) => at(2026, 11, n, 10, 0);
    serve(() => [
      ...[10, 11, 12, 13, 14, 15].map((n) => makeAppointment({ start: day(n), status: 'completed' })),
      ...[16, 17].map((n) => makeAppointment({ start: day(n), status: 'canceled' })),
    ]);
    renderInShell(<DoctorStatsWidget />, { route: '/dashboard' });
    await waitFor(() => expect(figure('Completion Rate')).toBe('75%'));
    expect(screen.getByText('6 of 8 past appointments completed')).toBeInTheDocument();
  });

  it('counts Upcoming as the Upcoming tab does: a visit later today is in Today only', async () => {
    fixNow(NOW);
    serve(() => [makeAppointment({ start: at(2026, 11, 21, 16, 0), patientName: 'This Afternoon' })]);
    renderInShell(
      <>
        <DoctorStatsWidget />
        <AppointmentManagementWidget />
      </>,
      { route: '/dashboard' },
    );
    expect(await screen.findByRole('tab', { name: 'Upcoming (0 appointments)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Today (1 appointment)' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Upcoming')).toBe('0'));
    expect(screen.getByText('Scheduled after today')).toBeInTheDocument();
  });

  it('shows — for the completion rate while nothing has an outcome', async () => {
    fixNow(NOW);
    serve(() => []);
    renderInShell(<DoctorStatsWidget />, { route: '/dashboard' });
    await waitFor(() => expect(figure('Total Appointments')).toBe('0'));
    expect(figure('Completion Rate')).toBe('—No data yet');
  });
});

describe('doctor dashboard: Recent Patient Activity', () => {
  it('lists the stored appointment notifications newest first, leaves out system ones, and updates live', async () => {
    fixNow(NOW);
    let stored: Notification[] = [
      makeNotification({ message: 'Alex Morgan booked 25 Nov 2026 at 10:30 AM', createdAt: at(2026, 11, 20, 9, 0).toISOString() }),
      makeNotification({ message: 'Scheduled maintenance tonight', type: 'system', createdAt: at(2026, 11, 21, 8, 0).toISOString() }),
      makeNotification({
        message: 'Jamie Lee cancelled 24 Nov 2026 at 02:00 PM',
        createdAt: at(2026, 11, 21, 11, 0).toISOString(),
        isRead: true,
      }),
    ];
    const api = installFakeApi({ 'GET /notifications': () => ok({ notifications: stored, unreadCount: 1 }) });
    await act(async () => {
      await connectSocket('token-1');
    });
    renderInShell(<RecentActivityWidget />, { route: '/dashboard' });

    const list = await screen.findByRole('list', { name: 'Recent patient activity' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jamie Lee cancelled 24 Nov 2026 at 02:00 PM1 hour ago', 'Alex Morgan booked 25 Nov 2026 at 10:30 AM1 day ago']);
    expect(screen.queryByText('Scheduled maintenance tonight')).not.toBeInTheDocument();

    const pushed = makeNotification({ message: 'Priya Shah booked 28 Nov 2026 at 09:00 AM', createdAt: NOW.toISOString() });
    stored = [pushed, ...stored];
    act(() => lastFakeSocket().serverPush('notification', pushed));
    expect(await screen.findByText('Priya Shah booked 28 Nov 2026 at 09:00 AM')).toBeInTheDocument();
    expect(api.callsTo('GET /notifications')).toHaveLength(2);
  });

  it('merges the sessions the doctor completed and the appointments they canceled, by time', async () => {
    fixNow(NOW);
    const completed = makeAppointment({
      start: at(2026, 11, 21, 9, 0),
      patientName: 'Alex Morgan',
      status: 'completed',
      updatedAt: at(2026, 11, 21, 10, 0).toISOString(),
    });
    const canceled = makeAppointment({
      start: at(2026, 11, 24, 10, 0),
      patientName: 'Sam Ortiz',
      status: 'canceled',
      canceledBy: 'doctor',
      canceledAt: at(2026, 11, 20, 12, 0).toISOString(),
    });
    serve(() => [completed, canceled, makeAppointment({ start: at(2026, 11, 25, 10, 0) })], {
      'GET /notifications': () =>
        ok({
          notifications: [
            makeNotification({ message: 'New appointment: Alex Morgan', createdAt: at(2026, 11, 19, 9, 0).toISOString() }),
            makeNotification({ message: 'Appointment canceled: Jamie Lee', createdAt: at(2026, 11, 21, 11, 0).toISOString() }),
          ],
          unreadCount: 2,
        }),
    });
    renderInShell(<RecentActivityWidget />, { route: '/dashboard' });

    const list = await screen.findByRole('list', { name: 'Recent patient activity' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      'Appointment canceled: Jamie Lee',
      'Session completed: Alex Morgan on 21 Nov 2026 @ 09:00 AM',
      'You canceled the appointment of Sam Ortiz on 24 Nov 2026 @ 10:00 AM',
      'New appointment: Alex Morgan',
    ]);
    expect(within(list).getByText('2 hours ago')).toHaveAttribute('dateTime', completed.updatedAt);
  });

  it('says when there is no activity yet', async () => {
    installFakeApi({ 'GET /notifications': () => ok({ notifications: [makeNotification({ type: 'system' })], unreadCount: 1 }) });
    renderInShell(<RecentActivityWidget />, { route: '/dashboard' });
    expect(await screen.findByText('No recent patient activity.')).toBeInTheDocument();
  });
});
