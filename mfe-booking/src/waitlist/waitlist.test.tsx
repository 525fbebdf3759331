import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WaitlistEntry } from '@telehealth/shared-api';
import AppointmentsPage from '../exposes/appointments-page';
import { browserLocation } from '../booking/browser-location';
import { daySlots, patientProfile, sentBodies } from '../booking/testing/booking-fixtures';
import { renderBookingAt } from '../booking/testing/render-booking';
import {
  fail,
  fixNow,
  installFakeApi,
  makeDoctor,
  makePatientProfile,
  ok,
  PATIENT_PROFILE_ID,
  renderInShell,
  signInAs,
  signOut,
  toastMessages,
} from '@telehealth/shared-ui/testing';
import type { FakeHandler } from '@telehealth/shared-ui/testing';
import { minutesAndSeconds } from './offer-countdown';

const TOMORROW = '2026-11-11';
const NOW = new Date(2026, 10, 10, 10, 0);

beforeEach(() => {
  fixNow(NOW);
  signInAs({ role: 'patient' });
  jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  sessionStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const doctor = () => makeDoctor({ _id: 'd1', name: 'Sarah Chen', fees: 750, timeZone: 'America/New_York', profileImage: null });
const fullDay = (date: string) =>
  daySlots(date, [
    { time: '09:00 AM', status: 'booked' },
    { time: '09:30 AM', status: 'booked' },
  ]);

function entry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: 'w1',
    doctorId: 'd1',
    doctorName: 'Sarah Chen',
    date: TOMORROW,
    timeZone: 'America/New_York',
    status: 'waiting',
    position: 1,
    offeredTime: null,
    offeredStartsAt: null,
    offerExpiresAt: null,
    createdAt: NOW.toISOString(),
    ...overrides,
  };
}

function serveBooking(waitlist: FakeHandler | FakeHandler[], overrides: Record<string, FakeHandler | FakeHandler[]> = {}) {
  return installFakeApi({
    'GET /doctor/profile/d1': () => ok(doctor()),
    'GET /doctor/available-slots-for-doctor/d1': (request) => ok([fullDay(request.query.get('date')!)]),
    'GET /patient/profile': () => ok(patientProfile()),
    'GET /waitlist': waitlist,
    ...overrides,
  });
}

const setup = () => userEvent.setup({ delay: null });

describe('the booking page of a full day', () => {
  it('offers "Join the waitlist", asks to confirm, joins, and then shows the place in line', async () => {
    let joined = false;
    serveBooking(() => ok(joined ? [entry({ position: 3 })] : []), {
      'POST /waitlist': () => {
        joined = true;
        return ok(entry({ position: 3 }), { status: 201 });
      },
    });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));

    const dialog = await screen.findByRole('dialog', { name: 'Join the waitlist?' });
    expect(dialog).toHaveTextContent('we hold it for you for 10 minutes and let you know');
    expect(dialog).toHaveTextContent('Nothing is booked or charged until you book that time yourself');
    expect(sentBodies('/waitlist')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await screen.findByText(/You are on the waitlist for this day\. You are number 3 in line\./)).toBeInTheDocument();
    expect(sentBodies('/waitlist').filter(Boolean)).toEqual([{ doctorId: 'd1', date: TOMORROW }]);
    expect(screen.getByRole('button', { name: 'Leave the waitlist' })).toBeInTheDocument();
  });

  it('says why joining failed, in the server words, and stays ready to try again', async () => {
    serveBooking(() => ok([]), { 'POST /waitlist': () => fail(409, 'This day still has free times: you can book one now.') });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await user.click(await screen.findByRole('button', { name: 'Join the waitlist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('region', { name: 'Waitlist' })).findByRole('alert')).toHaveTextContent(
      'This day still has free times: you can book one now.',
    );
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
  });

  it("asks before leaving the day's waitlist, leaves, and offers to join again", async () => {
    let left = false;
    const api = serveBooking(() => ok(left ? [] : [entry({ position: 2 })]), {
      'DELETE /waitlist/w1': () => {
        left = true;
        return ok(entry({ status: 'left', position: null }));
      },
    });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    const panel = await screen.findByRole('region', { name: 'Waitlist' });
    expect(await within(panel).findByText(/You are number 2 in line\./)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Leave the waitlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    expect(dialog).toHaveTextContent('You will no longer be offered a time that opens with Dr. Sarah Chen on Wed, Nov 11.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay in line' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /waitlist/w1')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Leave the waitlist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(panel).findByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
    expect(api.callsTo('DELETE /waitlist/w1')).toHaveLength(1);
    expect(toastMessages()).toEqual(['You left the waitlist']);
  });

  it('says why leaving failed, in the server words, and keeps the place in line', async () => {
    serveBooking(() => ok([entry({ position: 2 })]), { 'DELETE /waitlist/w1': () => fail(409, 'The waitlist for this day has closed.') });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    const panel = await screen.findByRole('region', { name: 'Waitlist' });
    await user.click(await within(panel).findByRole('button', { name: 'Leave the waitlist' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The waitlist for this day has closed.');
    expect(within(panel).getByText(/You are number 2 in line\./)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Leave the waitlist' })).toBeEnabled();
    expect(toastMessages()).toEqual([]);
  });

  it('does not offer the waitlist while a time is free', async () => {
    serveBooking(() => ok([]), {
      'GET /doctor/available-slots-for-doctor/d1': (request) =>
        ok([daySlots(request.query.get('date')!, [{ time: '09:00 AM', status: 'available' }])]),
    });
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(await screen.findByRole('button', { name: /^09:00 AM/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();
  });
});

describe('the offer link: the booking page with the held time', () => {
  const offered = () =>
    entry({
      status: 'offered',
      position: null,
      offeredTime: '09:30 AM',
      offeredStartsAt: '2026-11-11T14:30:00.000Z',
      offerExpiresAt: new Date(NOW.getTime() + 10 * 60_000).toISOString(),
    });

  it('selects the held time, shows it held with a countdown, and books it', async () => {
    serveBooking(() => ok([offered()]), {
      'POST /payment/create-checkout-session': () =>
        ok({ id: 'cs_1', url: 'http://localhost/checkout/cs_1', expiresAt: '2026-11-10T10:15:00.000Z', amount: 750, currency: 'usd' }),
    });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}&time=09%3A30%20AM&held=1`);

    const held = await screen.findByRole('button', { name: /^09:30 AM Held for you/ });
    await waitFor(() => expect(held).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: /^09:00 AM Booked/ })).toBeDisabled();
    const notice = screen.getByRole('alert', { name: 'This time is held for you' });
    expect(within(notice).getByRole('timer')).toHaveTextContent('10:00');
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Reason for visit'), 'Chest pain');
    await user.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('http://localhost/checkout/cs_1'));
    expect(sentBodies('/payment/create-checkout-session')[0]).toMatchObject({ doctorId: 'd1', date: TOMORROW, time: '09:30 AM' });
  });

  it('reads the time left as minutes and seconds', () => {
    expect(minutesAndSeconds(10 * 60_000)).toBe('10:00');
    expect(minutesAndSeconds(65_400)).toBe('1:06');
    expect(minutesAndSeconds(-5)).toBe('0:00');
  });
});

describe('the waitlists on /appointments', () => {
  function serveAppointments(waitlist: FakeHandler | FakeHandler[], extra: Record<string, FakeHandler> = {}) {
    return installFakeApi({
      'GET /patient/profile': () => ok(makePatientProfile()),
      [`GET /appointment/patient/${PATIENT_PROFILE_ID}`]: () => ok({ appointments: [] }),
      'GET /waitlist': waitlist,
      ...extra,
    });
  }
  const section = () => screen.getByRole('region', { name: 'Waitlists' });

  it('lists the live entries with their place, and leaves one after a confirmation', async () => {
    let left = false;
    serveAppointments(() => ok(left ? [] : [entry({ position: 2 }), entry({ id: 'w0', status: 'lapsed', position: null })]), {
      'DELETE /waitlist/w1': () => {
        left = true;
        return ok(entry({ status: 'left', position: null }));
      },
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    expect(await within(section()).findByText('Dr. Sarah Chen · Wed, Nov 11')).toBeInTheDocument();
    expect(within(section()).getByText(/You are number 2 in line\./)).toBeInTheDocument();
    expect(within(section()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(section()).getByRole('button', { name: 'Leave the waitlist for Dr. Sarah Chen on Wed, Nov 11' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave the waitlist?' })).getByRole('button', { name: 'Leave the waitlist' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section()).findByText(/You are not on any waitlist/)).toBeInTheDocument();
  });

  it('keeps an entry it could not leave, and says why', async () => {
    serveAppointments(() => ok([entry({ position: 2 })]), { 'DELETE /waitlist/w1': () => fail(500, 'Server down') });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    await user.click(await within(section()).findByRole('button', { name: 'Leave the waitlist for Dr. Sarah Chen on Wed, Nov 11' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Server down');
    expect(within(section()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section()).getByRole('button', { name: 'Leave the waitlist for Dr. Sarah Chen on Wed, Nov 11' })).toBeEnabled();
    expect(toastMessages()).toEqual([]);
  });

  it('links an offered entry to the booking page with a countdown', async () => {
    serveAppointments(() =>
      ok([
        entry({
          status: 'offered',
          position: null,
          offeredTime: '09:30 AM',
          offerExpiresAt: new Date(NOW.getTime() + 5 * 60_000).toISOString(),
        }),
      ]),
    );
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    const book = await within(section()).findByRole('link', { name: 'Book the held time' });
    expect(book).toHaveAttribute('href', `/book-appointment/d1?date=${TOMORROW}`);
    expect(within(section()).getByRole('timer')).toHaveTextContent('5:00');
    expect(within(section()).getByText(/09:30 AM is held for you/)).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that recovers', async () => {
    serveAppointments([() => fail(500, 'Server down'), () => fail(500, 'Server down'), () => ok([])]);
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    expect(within(section()).getByRole('status', { name: 'Loading your waitlists...' })).toBeInTheDocument();
    expect(await within(section()).findByText("We couldn't load your waitlists.")).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Try Again' }));
    expect(await within(section()).findByText(/You are not on any waitlist/)).toBeInTheDocument();
  });

  it('is not shown to doctors', async () => {
    signInAs({ role: 'doctor' });
    installFakeApi({ 'GET /doctor/profile': () => ok(makeDoctor({ _id: 'dp' })), 'GET /appointment/doctor/dp': () => ok([]) });
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    expect(await screen.findByRole('heading', { name: 'Appointments' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waitlists' })).not.toBeInTheDocument();
  });
});
