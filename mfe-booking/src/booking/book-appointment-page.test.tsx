import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeCancellationPolicy } from '@telehealth/shared-api';
import type { DateAvailability } from '@telehealth/shared-api';
import { expectThirtyDayWindowFromNov10 } from '../testing/calendar';
import { daySlots, patientProfile, sentBodies } from './testing/booking-fixtures';
import { browserLocation } from './browser-location';
import { SLOTS_STALE_MS } from './booking-queries';
import { currentLocation, renderBookingAt } from './testing/render-booking';
import { fail, fixNow, installFakeApi, makeDoctor, ok, signInAs, signOut, toastMessages } from '@telehealth/shared-ui/testing';
import type { FakeHandler } from '@telehealth/shared-ui/testing';

const PROFILE = 'GET /doctor/profile/d1';
const SLOTS = 'GET /doctor/available-slots-for-doctor/d1';
const PATIENT = 'GET /patient/profile';
const CHECKOUT = 'POST /payment/create-checkout-session';
const TODAY = '2026-11-10';
const TOMORROW = '2026-11-11';

// Only the clock's date is fixed (Tue 10 Nov 2026, 10:00 in the browser's zone, UTC here):
// timers stay real for react-query and typing.
beforeEach(() => {
  fixNow(new Date(2026, 10, 10, 10, 0));
  signInAs({ role: 'patient' });
  jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  sessionStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const sarah = (overrides = {}) =>
  makeDoctor({
    _id: 'd1',
    name: 'Sarah Chen',
    specialization: 'Cardiology',
    experience: 12,
    fees: 750,
    timeZone: 'America/New_York',
    profileImage: null,
    ...overrides,
  });

const slotsOf = (date: string): DateAvailability =>
  daySlots(date, [
    { time: '09:00 AM', status: 'available' },
    { time: '09:30 AM', status: 'booked' },
    { time: '10:00 AM', status: 'available' },
  ]);

function serve(overrides: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    [PROFILE]: () => ok(sarah()),
    [SLOTS]: (request) => ok([slotsOf(request.query.get('date')!)]),
    [PATIENT]: () => ok(patientProfile()),
    [CHECKOUT]: () =>
      ok({ id: 'cs_1', url: 'http://localhost/checkout/cs_1', expiresAt: '2026-11-10T10:15:00.000Z', amount: 750, currency: 'usd' }),
    ...overrides,
  });
}

const setup = () => userEvent.setup({ delay: null });
const bookButton = () => screen.getByRole('button', { name: /^(Book Appointment|Processing\.\.\.)$/ });
const slotButton = (time: string) => screen.getByRole('button', { name: new RegExp(`^${time}`) });

async function chooseTime(user: ReturnType<typeof setup>, time = '09:00 AM') {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${time}`) }));
}

describe('/book-appointment/:doctorId: the doctor and the page states', () => {
  it("says 'Loading doctor information...' and then shows the doctor card with the fee in dollars", async () => {
    serve();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(screen.getByText('Loading doctor information...')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Dr. Sarah Chen' })).closest('section')!;
    expect(within(card).getByText('Cardiology')).toBeInTheDocument();
    expect(within(card).getByText('12 years experience · $750 per session')).toBeInTheDocument();
    // No photo: the initials stand in for it.
    expect(within(card).getByText('SC')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeInTheDocument();
  });

  it("says 'Doctor not found' for an unknown doctor, with a way back to /doctors", async () => {
    const api = installFakeApi({ 'GET /doctor/profile/nobody': () => fail(404, 'Doctor not found') });
    renderBookingAt('/book-appointment/nobody');
    expect(await screen.findByText('Doctor not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to doctors' })).toHaveAttribute('href', '/doctors');
    expect(api.callsTo('GET /doctor/profile/nobody')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
  });

  it('offers a retry when the doctor cannot be loaded', async () => {
    let answer = fail(500, 'Database unavailable');
    serve({ [PROFILE]: () => answer });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(await screen.findByText("We couldn't load this doctor's information.")).toBeInTheDocument();
    answer = ok(sarah());
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Sarah Chen' })).toBeInTheDocument();
  });

  it('shows doctors a clear message and no booking', async () => {
    signInAs({ role: 'doctor' });
    const api = serve();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(screen.getByText('Booking is for patients')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks to choose a doctor when none is in the path', () => {
    serve();
    renderBookingAt('/book-appointment');
    expect(screen.getByText('Choose a doctor to book')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('href', '/doctors');
  });

  it('offers no booking with a doctor who is not accepting appointments', async () => {
    serve({ [PROFILE]: () => ok(sarah({ status: 'inactive' })) });
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(await screen.findByText('Not accepting appointments')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Appointment' })).not.toBeInTheDocument();
  });
});

describe('/book-appointment/:doctorId: date and time', () => {
  it('opens on tomorrow when the link has no date, and writes it to the URL', async () => {
    const api = serve();
    const { router } = renderBookingAt('/book-appointment/d1');
    await screen.findByRole('heading', { level: 2, name: 'Dr. Sarah Chen' });
    await waitFor(() => expect(currentLocation(router)).toBe(`/book-appointment/d1?date=${TOMORROW}`));
    await waitFor(() => expect(api.lastQuery(SLOTS)).toEqual({ date: TOMORROW }));
    expect(screen.getByRole('gridcell', { name: '11', selected: true })).toBeInTheDocument();
  });

  it.each([
    ['a day in the window', '2026-11-20', '2026-11-20'],
    ['a past day', '2026-11-09', TOMORROW],
    ['a day more than 30 days ahead', '2026-12-11', TOMORROW],
    ['a malformed day', '2026-02-30', TOMORROW],
  ])('opens on the date query when it is %s (%s → %s)', async (_case, requested, expected) => {
    const api = serve();
    const { router } = renderBookingAt(`/book-appointment/d1?date=${requested}`);
    await screen.findByRole('heading', { level: 2, name: 'Dr. Sarah Chen' });
    await waitFor(() => expect(currentLocation(router)).toBe(`/book-appointment/d1?date=${expected}`));
    await waitFor(() => expect(api.lastQuery(SLOTS)).toEqual({ date: expected }));
    expect(api.callsTo(SLOTS).every((call) => call.query.get('date') === expected)).toBe(true);
  });

  it('disables past days and days more than 30 days ahead (spec §5)', async () => {
    serve();
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await expectThirtyDayWindowFromNov10(user, await screen.findByRole('grid', { name: 'November 2026' }));
  });

  it("lists the day's slots: available ones enabled, booked ones disabled, in the doctor's zone with the local time", async () => {
    serve();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    const group = await screen.findByRole('group', { name: 'Available times' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '09:00 AM 2:00 PM your time',
      '09:30 AM Booked, 2:30 PM your time',
      '10:00 AM 3:00 PM your time',
    ]);
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false, true, false]);
    expect(screen.getByText(/Times are in the doctor's time zone: Eastern Standard Time \(America\/New_York\)/)).toBeInTheDocument();
  });

  it('names every slot by its visible text first, word for word, whether booked or in another zone (WCAG 2.5.3)', async () => {
    // 10:00 UTC is 3:30 PM in Kolkata: the 09:00 AM slot has passed (not offered), 04:00 PM is booked, 05:00 PM is free.
    serve({
      [SLOTS]: () =>
        ok([
          daySlots(
            TODAY,
            [
              { time: '09:00 AM', status: 'available' },
              { time: '04:00 PM', status: 'booked' },
              { time: '05:00 PM', status: 'available' },
            ],
            'Asia/Kolkata',
          ),
        ]),
    });
    renderBookingAt(`/book-appointment/d1?date=${TODAY}`);
    const group = await screen.findByRole('group', { name: 'Available times' });
    const buttons = within(group).getAllByRole('button');
    // axe's label-content-name-mismatch compares the texts without punctuation, spaces collapsed.
    const words = (text: string) =>
      text
        .replace(/[^\p{L}\p{N}\s]/gu, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['04:00 PM Booked', '04:00 PM Booked, 10:30 AM your time'],
      ['05:00 PM 11:30 AM', '05:00 PM 11:30 AM your time'],
    ]);
    for (const button of buttons) expect(words(button.getAttribute('aria-label')!).startsWith(words(button.textContent!))).toBe(true);
  });

  it('shows a loading state while the slots load', async () => {
    let release: () => void = () => undefined;
    serve({ [SLOTS]: (request) => new Promise((resolve) => (release = () => resolve(ok([slotsOf(request.query.get('date')!)])))) });
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(await screen.findByRole('status', { name: 'Loading available times...' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('group', { name: 'Available times' })).toBeInTheDocument();
  });

  it.each([
    ['no slots stored that day', []],
    ['only booked slots', [daySlots(TOMORROW, [{ time: '09:00 AM', status: 'booked' }])]],
  ])("says 'No available slots for the selected date. Please try another date.' with %s", async (_case, answer) => {
    serve({ [SLOTS]: () => ok(answer) });
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(await screen.findByText('No available slots for the selected date. Please try another date.')).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
  });

  it("leaves out slots of today that have started or start inside the doctor's booking notice", async () => {
    serve({
      [SLOTS]: () =>
        ok([
          {
            ...daySlots(
              TODAY,
              [
                { time: '09:00 AM', status: 'available' },
                { time: '10:30 AM', status: 'available' },
                { time: '05:00 PM', status: 'available' },
              ],
              'UTC',
            ),
            // Now (10:00) plus a one-hour notice.
            bookableAfter: '2026-11-10T11:00:00.000Z',
          },
        ]),
    });
    renderBookingAt(`/book-appointment/d1?date=${TODAY}`);
    expect(await screen.findByRole('button', { name: /^05:00 PM/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /^09:00 AM/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^10:30 AM/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Unavailable/)).not.toBeInTheDocument();
  });

  it('shows a slot load failure with a retry', async () => {
    let answer = fail(500, 'Slots are unavailable');
    serve({ [SLOTS]: () => answer });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(await screen.findByText("We couldn't load the available times.")).toBeInTheDocument();
    expect(screen.getByText('Slots are unavailable')).toBeInTheDocument();
    answer = ok([slotsOf(TOMORROW)]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Available times' })).toBeInTheDocument();
  });

  it('keeps Book Appointment disabled until a time is chosen, and sums up the choice', async () => {
    serve();
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await screen.findByRole('group', { name: 'Available times' });
    expect(bookButton()).toBeDisabled();
    await chooseTime(user, '10:00 AM');
    expect(slotButton('10:00 AM')).toHaveAttribute('aria-pressed', 'true');
    expect(bookButton()).toBeEnabled();
    const panel = within(screen.getByRole('region', { name: 'Appointment Summary' }));
    expect(panel.getByText('Dr. Sarah Chen')).toBeInTheDocument();
    expect(panel.getByText('Cardiology')).toBeInTheDocument();
    expect(panel.getByText('Nov 11, 2026 at 10:00 AM (America/New_York)')).toBeInTheDocument();
    expect(panel.getByText('Video Consultation')).toBeInTheDocument();
    expect(panel.getByText('$750')).toBeInTheDocument();
  });

  it('clears the chosen time when a new date is chosen, and keeps the date in the URL', async () => {
    const api = serve();
    const user = setup();
    const { router } = renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await chooseTime(user);
    expect(bookButton()).toBeEnabled();
    await user.click(screen.getByRole('gridcell', { name: '13' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/book-appointment/d1?date=2026-11-13'));
    await waitFor(() => expect(api.lastQuery(SLOTS)).toEqual({ date: '2026-11-13' }));
    await screen.findByRole('group', { name: 'Available times' });
    expect(bookButton()).toBeDisabled();
    expect(slotButton('09:00 AM')).toHaveAttribute('aria-pressed', 'false');
    // Replaced, not pushed: Back leaves the page instead of stepping through days.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('/book-appointment/:doctorId: consultation details and summary', () => {
  it('defaults to Video Consultation, marked Recommended, and offers In-person', async () => {
    serve();
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    const group = await screen.findByRole('radiogroup', { name: 'Consultation type' });
    const video = within(group).getByRole('radio', { name: /Video Consultation/ });
    expect(video).toBeChecked();
    expect(within(group).getByText('Recommended')).toBeInTheDocument();
    await user.click(within(group).getByRole('radio', { name: 'In-person Consultation' }));
    expect(within(screen.getByRole('region', { name: 'Appointment Summary' })).getByText('In-person Consultation')).toBeInTheDocument();
  });

  it('counts the characters of the reason up to the limit', async () => {
    serve();
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    const reason = await screen.findByRole('textbox', { name: 'Reason for visit' });
    expect(reason).toHaveAttribute('maxlength', '1000');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    await user.type(reason, 'Chest pain');
    expect(screen.getByText('10/1000')).toBeInTheDocument();
  });

  it('states the cancellation policy and links the terms and privacy policy', async () => {
    serve();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    const panel = within(await screen.findByRole('region', { name: 'Appointment Summary' }));
    for (const rule of describeCancellationPolicy()) expect(panel.getByText(rule)).toBeInTheDocument();
    expect(panel.getByText(/By booking you agree to our/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(panel.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('keeps the chosen time, type and reason across a reload', async () => {
    serve();
    const user = setup();
    const first = renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await chooseTime(user, '10:00 AM');
    await user.click(screen.getByRole('radio', { name: 'In-person Consultation' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for visit' }), 'Follow-up');
    first.unmount();

    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await waitFor(() => expect(slotButton('10:00 AM')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('radio', { name: 'In-person Consultation' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Reason for visit' })).toHaveValue('Follow-up');
    expect(bookButton()).toBeEnabled();
  });
});

describe('/book-appointment/:doctorId: slots kept fresh', () => {
  it('stops offering a chosen slot that was taken meanwhile, without a reload', async () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 10, 10, 0), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
    let taken = false;
    const api = serve({
      [SLOTS]: (request) =>
        ok([
          daySlots(request.query.get('date')!, [
            { time: '09:00 AM', status: 'available' },
            { time: '10:00 AM', status: taken ? 'booked' : 'available' },
          ]),
        ]),
    });
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    fireEvent.click(await screen.findByRole('button', { name: /^10:00 AM/ }));
    expect(bookButton()).toBeEnabled();
    const asked = api.callsTo(SLOTS).length;

    taken = true;
    await act(async () => {
      jest.advanceTimersByTime(SLOTS_STALE_MS + 100);
    });
    await waitFor(() => expect(api.callsTo(SLOTS).length).toBeGreaterThan(asked));
    await waitFor(() => expect(slotButton('10:00 AM')).toBeDisabled());
    expect(bookButton()).toBeDisabled();
  });
});

describe('/book-appointment/:doctorId: Book Appointment', () => {
  it('creates the checkout session with the exact request and sends the browser to its URL', async () => {
    let release: () => void = () => undefined;
    const api = serve({
      [CHECKOUT]: () =>
        new Promise(
          (resolve) =>
            (release = () =>
              resolve(
                ok({
                  id: 'cs_1',
                  url: 'http://localhost/checkout/cs_1',
                  expiresAt: '2026-11-10T10:15:00.000Z',
                  amount: 750,
                  currency: 'usd',
                }),
              )),
        ),
    });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await chooseTime(user, '10:00 AM');
    await user.type(screen.getByRole('textbox', { name: 'Reason for visit' }), '  Chest pain  ');
    await user.click(bookButton());

    await waitFor(() => expect(api.callsTo(CHECKOUT)).toHaveLength(1));
    expect(bookButton()).toHaveTextContent('Processing...');
    expect(bookButton()).toBeDisabled();
    expect(sentBodies('/payment/create-checkout-session')).toEqual([
      {
        doctorId: 'd1',
        date: TOMORROW,
        time: '10:00 AM',
        consultationType: 'Video Consultation',
        reason: 'Chest pain',
        userId: 'user-1',
        doctorName: 'Sarah Chen',
        price: 750,
      },
    ]);

    release();
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('http://localhost/checkout/cs_1'));
    // Still processing while the browser leaves for the checkout.
    expect(bookButton()).toHaveTextContent('Processing...');
    expect(bookButton()).toBeDisabled();
  });

  it('starts one checkout when Book Appointment is double-clicked', async () => {
    const api = serve();
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await chooseTime(user, '10:00 AM');
    const form = screen.getByRole('form', { name: 'Book an appointment' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('http://localhost/checkout/cs_1'));
    expect(api.callsTo(CHECKOUT)).toHaveLength(1);
  });

  it('charges the default fee of 500 when the doctor has none', async () => {
    serve({ [PROFILE]: () => ok(sarah({ fees: null })) });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    expect(await screen.findByText('12 years experience · $500 per session')).toBeInTheDocument();
    await chooseTime(user);
    await user.click(screen.getByRole('radio', { name: 'In-person Consultation' }));
    await user.click(bookButton());
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalled());
    expect(sentBodies('/payment/create-checkout-session')).toEqual([
      expect.objectContaining({ price: 500, consultationType: 'In-person Consultation', reason: '', time: '09:00 AM' }),
    ]);
  });

  it('asks a new patient for the profile details on the booking page, saves them and continues to checkout with the slot and reason', async () => {
    let profileSaved = false;
    const api = serve({
      [PATIENT]: () => (profileSaved ? ok(patientProfile({ blood_group: 'Unknown' })) : fail(404, 'Patient profile not found')),
      'POST /patient/create-profile': () => {
        profileSaved = true;
        return ok(patientProfile({ blood_group: 'Unknown' }), { status: 201 });
      },
    });
    const user = setup();
    const { router } = renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await chooseTime(user, '10:00 AM');
    await user.type(screen.getByRole('textbox', { name: 'Reason for visit' }), 'Chest pain');
    const details = await screen.findByRole('region', { name: 'About you' });

    // Book before the details are given: each missing one is named, nothing is saved or charged.
    await user.click(bookButton());
    expect(await within(details).findByText('Date of birth is required')).toBeInTheDocument();
    expect(within(details).getByText('Gender is required')).toBeInTheDocument();
    expect(within(details).getByText('Blood group is required')).toBeInTheDocument();
    expect(api.callsTo('POST /patient/create-profile')).toHaveLength(0);
    expect(api.callsTo(CHECKOUT)).toHaveLength(0);

    fireEvent.change(within(details).getByLabelText(/Date of birth/), { target: { value: '1990-05-01' } });
    await user.click(within(details).getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.click(within(details).getByRole('combobox', { name: /Blood group/ }));
    await user.click(await screen.findByRole('option', { name: "Don't know" }));
    await user.click(bookButton());

    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('http://localhost/checkout/cs_1'));
    const saved = api.callsTo('POST /patient/create-profile');
    expect(saved).toHaveLength(1);
    const form = saved[0].body as FormData;
    expect([form.get('date_of_birth'), form.get('gender'), form.get('blood_group')]).toEqual(['1990-05-01', 'Female', 'Unknown']);
    expect(sentBodies('/payment/create-checkout-session')).toEqual([expect.objectContaining({ time: '10:00 AM', reason: 'Chest pain' })]);
    // Never sent to /profile: the page stayed on the booking until the checkout took over.
    expect(currentLocation(router)).toBe(`/book-appointment/d1?date=${TOMORROW}`);
    // A whole first booking typed as a person would: longer than the suite's default on a busy machine.
  }, 60_000);

  it('shows no details section to a patient who has a profile', async () => {
    serve();
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await chooseTime(user);
    expect(screen.queryByRole('region', { name: 'About you' })).not.toBeInTheDocument();
  });

  it("says 'Payment failed. Try again.' with the server's reason, and refreshes the day when the slot was just taken", async () => {
    let takenSince = false;
    const api = serve({
      [SLOTS]: () =>
        ok([
          daySlots(TOMORROW, [
            { time: '09:00 AM', status: takenSince ? 'booked' : 'available' },
            { time: '10:00 AM', status: 'available' },
          ]),
        ]),
      [CHECKOUT]: () => {
        takenSince = true;
        return fail(409, 'This time slot has just been booked by someone else. Please choose another time.');
      },
    });
    const user = setup();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await chooseTime(user);
    await user.click(bookButton());
    await waitFor(() => expect(toastMessages()).toContain('Payment failed. Try again.'));
    expect(screen.getByText(/This time slot has just been booked by someone else\./)).toBeInTheDocument();
    await waitFor(() => expect(slotButton('09:00 AM')).toBeDisabled());
    expect(api.callsTo(SLOTS).length).toBeGreaterThanOrEqual(2);
    expect(bookButton()).toBeDisabled();
    expect(bookButton()).toHaveTextContent('Book Appointment');
    expect(browserLocation.assign).not.toHaveBeenCalled();
  });

  it("says 'Please complete all required fields' when submitted without a time", async () => {
    const api = serve();
    renderBookingAt(`/book-appointment/d1?date=${TOMORROW}`);
    await screen.findByRole('group', { name: 'Available times' });
    fireEvent.submit(screen.getByRole('form', { name: 'Book an appointment' }));
    await waitFor(() => expect(toastMessages()).toContain('Please complete all required fields'));
    expect(api.callsTo(CHECKOUT)).toHaveLength(0);
  });
});
