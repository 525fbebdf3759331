import { screen, within } from '@testing-library/react';
import type { Appointment } from '@telehealth/shared-api';
import UpcomingAppointmentsWidget from '../../exposes/upcoming-appointments-widget';
import {
  at,
  fail,
  fixNow,
  installFakeApi,
  makeAppointment,
  makePatientProfile,
  ok,
  PATIENT_PROFILE_ID,
  renderInShell,
  signInAs,
  signOut,
} from '@telehealth/shared-ui/testing';

const LIST = `GET /appointment/patient/${PATIENT_PROFILE_ID}`;
const NOW = at(2026, 11, 21, 12, 0);

function serve(answer: () => ReturnType<typeof ok>) {
  return installFakeApi({ 'GET /patient/profile': () => ok(makePatientProfile()), [LIST]: answer });
}

beforeEach(() => {
  signOut();
  signInAs({ role: 'patient' });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('patient dashboard: Upcoming Appointments card', () => {
  it('shows at most 3 upcoming appointments, soonest first', async () => {
    fixNow(NOW);
    const list: Appointment[] = [
      makeAppointment({ start: at(2026, 11, 30, 9, 0), doctorName: 'Fifth' }),
      makeAppointment({ start: at(2026, 11, 23, 9, 0), doctorName: 'Second' }),
      makeAppointment({ start: at(2026, 11, 21, 16, 0), doctorName: 'First' }),
      makeAppointment({ start: at(2026, 11, 20, 9, 0), doctorName: 'Past One', status: 'completed' }),
      makeAppointment({ start: at(2026, 11, 24, 9, 0), doctorName: 'Cancelled One', status: 'canceled' }),
      makeAppointment({ start: at(2026, 11, 26, 9, 0), doctorName: 'Fourth' }),
      makeAppointment({ start: at(2026, 11, 25, 9, 0), doctorName: 'Third' }),
    ];
    serve(() => ok({ appointments: list }));
    renderInShell(<UpcomingAppointmentsWidget />, { route: '/dashboard' });
    const items = within(await screen.findByRole('list', { name: 'Next appointments' })).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Dr. First', 'Dr. Second', 'Dr. Third']);
    expect(within(items[1]).getByText('23 Nov 2026 @ 09:00 AM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/appointments');
  });

  it('says so when nothing is coming up', async () => {
    fixNow(NOW);
    serve(() => ok({ appointments: [makeAppointment({ start: at(2026, 11, 20, 9, 0), status: 'completed' })] }));
    renderInShell(<UpcomingAppointmentsWidget />, { route: '/dashboard' });
    expect(await screen.findByText('No upcoming appointments scheduled.')).toBeInTheDocument();
  });

  it("shows 'Unable to load your appointments' when the list fails", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => fail(500, 'Database unavailable'));
    renderInShell(<UpcomingAppointmentsWidget />, { route: '/dashboard' });
    expect(await screen.findByText('Unable to load your appointments', {}, { timeout: 4000 })).toBeInTheDocument();
  });
});
