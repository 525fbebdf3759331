import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIME_SLOTS } from '@telehealth/shared-api';
import { daySlots } from '../booking/testing/booking-fixtures';
import { tomorrowIsoDay } from '../doctors/booking-window';
import { currentLocation, renderAt } from '../testing/render-page';
import {
  fail,
  fixNow,
  installFakeApi,
  makeDoctor,
  makeDoctorSummary,
  makeReview,
  makeReviews,
  ok,
  signInAs,
  signOut,
} from '@telehealth/shared-ui/testing';
import type { FakeHandler } from '@telehealth/shared-ui/testing';

const PROFILE = 'GET /doctor/profile/d1';
const REVIEWS = 'GET /doctor/d1/reviews';
const SIMILAR = 'GET /doctor/specialization';

beforeEach(() => signInAs({ role: 'patient' }));
afterEach(() => {
  signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const sarah = () =>
  makeDoctor({
    _id: 'd1',
    name: 'Sarah Chen',
    specialization: 'Cardiology',
    experience: 12,
    fees: 750,
    languages: ['English', 'Mandarin'],
    qualification: 'MD, FACC',
    about: 'I help patients keep their hearts healthy.',
    timeZone: 'America/New_York',
    rating: null,
    reviewCount: 0,
    available_time_slots: [
      {
        day: 'Monday',
        times: [
          { time: '10:00 AM', status: 'booked' },
          { time: '09:00 AM', status: 'available' },
        ],
      },
      { day: 'Wednesday', times: [{ time: '02:30 PM', status: 'available' }] },
    ],
  });

function serve(overrides: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    [PROFILE]: () => ok(sarah()),
    [REVIEWS]: () => ok(makeReviews([])),
    [SIMILAR]: () =>
      ok([
        makeDoctorSummary({ _id: 'd1', name: 'Sarah Chen' }),
        makeDoctorSummary({ _id: 'd2', name: 'Ravi Patel', rating: 4.6, reviewCount: 9 }),
      ]),
    ...overrides,
  });
}

describe('/doctors/:id: doctor profile', () => {
  it('shows the header: name, specialty, experience, fee, languages, qualification and New for an unreviewed doctor', async () => {
    serve();
    renderAt('/doctors/d1');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Chen' })).closest('section')!;
    const inHeader = within(header);
    expect(inHeader.getByText('Cardiology')).toBeInTheDocument();
    expect(inHeader.getByText('12 years experience')).toBeInTheDocument();
    expect(inHeader.getByText('$750 per session')).toBeInTheDocument();
    expect(inHeader.getByText('English, Mandarin')).toBeInTheDocument();
    expect(inHeader.getByText('MD, FACC')).toBeInTheDocument();
    expect(inHeader.getByText('New')).toBeInTheDocument();
    expect(inHeader.getByText('Online Consultation')).toBeInTheDocument();
    expect(document.title).toBe('Dr. Sarah Chen · CareLink');
  });

  it('offers patients Book Now for tomorrow', async () => {
    serve();
    renderAt('/doctors/d1');
    expect(await screen.findByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/book-appointment/d1?date=${tomorrowIsoDay()}`);
  });

  it('offers patients See now, with an Available now badge, only while the doctor is available now', async () => {
    serve({ [PROFILE]: () => ok({ ...sarah(), availableNow: true }) });
    renderAt('/doctors/d1');
    const header = (await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Chen' })).closest('section')!;
    expect(within(header).getByText('Available now')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'See now' })).toHaveAccessibleDescription('Dr. Sarah Chen');
  });

  it('offers no See now while the doctor is not available now, nor to a doctor', async () => {
    serve();
    renderAt('/doctors/d1');
    await screen.findByRole('link', { name: 'Book Now' });
    expect(screen.queryByRole('button', { name: 'See now' })).not.toBeInTheDocument();
    expect(screen.queryByText('Available now')).not.toBeInTheDocument();
    signInAs({ role: 'doctor' });
    serve({ [PROFILE]: () => ok({ ...sarah(), availableNow: true }) });
    renderAt('/doctors/d1');
    await screen.findAllByRole('heading', { level: 1, name: 'Dr. Sarah Chen' });
    expect(screen.queryByRole('button', { name: 'See now' })).not.toBeInTheDocument();
  });

  it('shows doctors no booking button', async () => {
    signInAs({ role: 'doctor' });
    serve();
    renderAt('/doctors/d1');
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Chen' });
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it("shows doctors the Schedule tab's free times without 'Book this day'", async () => {
    // Morning in New York: today's 02:30 PM has not passed (a past time is not shown at all).
    fixNow(new Date(2026, 10, 10, 10, 0));
    signInAs({ role: 'doctor' });
    serve({
      'GET /doctor/available-slots-for-doctor/d1': (request) =>
        ok([daySlots(request.query.get('date')!, [{ time: '02:30 PM', status: 'available' }])]),
    });
    renderAt('/doctors/d1?tab=schedule');
    const panel = await screen.findByRole('tabpanel', { name: 'Schedule' });
    await waitFor(() => expect(within(panel).getAllByText('1 time available')).toHaveLength(7));
    expect(within(panel).queryByRole('link', { name: /book/i })).not.toBeInTheDocument();
  });

  it('opens on About, with the tabs About, Schedule and Reviews', async () => {
    serve();
    renderAt('/doctors/d1');
    const tabs = await screen.findByRole('tablist', { name: 'Doctor profile sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['About', 'Schedule', 'Reviews']);
    expect(within(tabs).getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('I help patients keep their hearts healthy.');
  });

  it('leaves out past times and those inside the booking notice', async () => {
    fixNow(new Date(2026, 10, 10, 10, 0));
    serve({
      'GET /doctor/available-slots-for-doctor/d1': (request) => {
        const date = request.query.get('date')!;
        const day = daySlots(date, [
          { time: '09:00 AM', status: 'available' },
          { time: '09:30 AM', status: 'available' },
          { time: '02:30 PM', status: 'available' },
        ]);
        // A notice that ends after today's 09:30 AM in New York.
        return ok([{ ...day, bookableAfter: day.times[1]!.startsAt }]);
      },
    });
    renderAt('/doctors/d1?tab=schedule');
    const panel = await screen.findByRole('tabpanel', { name: 'Schedule' });
    await waitFor(() => expect(within(panel).getAllByText('1 time available')).toHaveLength(7));
    expect(within(panel).queryByText('09:00 AM')).not.toBeInTheDocument();
    expect(within(panel).queryByText('09:30 AM')).not.toBeInTheDocument();
  });

  it('shows what is really free on each of the next days, from the server, not the weekly template', async () => {
    fixNow(new Date(2026, 10, 10, 10, 0));
    // Mon 16 Nov: ten times offered, nine of them taken. Every other day: one time, free.
    const taken = TIME_SLOTS.slice(0, 9).map((time) => ({ time, status: 'booked' as const }));
    serve({
      'GET /doctor/available-slots-for-doctor/d1': (request) => {
        const date = request.query.get('date')!;
        return ok([
          date === '2026-11-16'
            ? daySlots(date, [...taken, { time: TIME_SLOTS[9]!, status: 'available' }])
            : daySlots(date, [{ time: '02:30 PM', status: 'available' }]),
        ]);
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/doctors/d1');
    await user.click(await screen.findByRole('tab', { name: 'Schedule' }));
    expect(currentLocation(router)).toBe('/doctors/d1?tab=schedule');
    const panel = screen.getByRole('tabpanel', { name: 'Schedule' });
    expect(panel).toHaveTextContent("Times are in the doctor's time zone:");
    expect(panel).toHaveTextContent('(America/New_York)');

    const monday = await within(panel).findByRole('region', { name: 'Monday, 16 Nov' });
    await waitFor(() => expect(monday).toHaveTextContent('1 time available'));
    const slots = within(monday).getAllByRole('listitem');
    expect(slots.filter((slot) => slot.dataset.status === 'available').map((slot) => slot.textContent)).toEqual([
      `${TIME_SLOTS[9]}available`,
    ]);
    expect(slots.filter((slot) => slot.dataset.status === 'unavailable')).toHaveLength(9);
    expect(within(slots[0]).getByText('taken')).not.toHaveStyle({ color: '#2E7D32' });
    expect(within(monday).getByRole('link', { name: 'Book this day' })).toHaveAttribute('href', '/book-appointment/d1?date=2026-11-16');

    const tuesday = within(panel).getByRole('region', { name: 'Tuesday, 10 Nov' });
    await waitFor(() => expect(tuesday).toHaveTextContent('1 time available'));
    expect(within(panel).getAllByRole('region')).toHaveLength(7);
  });

  it.each([
    ['no stored slots', []],
    ['only booked slots', [{ day: 'Friday' as const, times: TIME_SLOTS.map((time) => ({ time, status: 'booked' as const })) }]],
  ])("says 'No availability slots set up yet.' for %s", async (_case, available_time_slots) => {
    serve({ [PROFILE]: () => ok({ ...sarah(), available_time_slots }) });
    renderAt('/doctors/d1?tab=schedule');
    expect(await screen.findByText('No availability slots set up yet.')).toBeInTheDocument();
  });

  it('lists reviews with stars, patient name and date, and the average', async () => {
    serve({
      [PROFILE]: () => ok({ ...sarah(), rating: 4.5, reviewCount: 2 }),
      [REVIEWS]: () =>
        ok(
          makeReviews([
            makeReview({ rating: 5, patientName: 'Jane Doe', comment: 'Very thorough.', createdAt: '2026-10-02T15:00:00.000Z' }),
            makeReview({ rating: 4, patientName: 'Li Wei', comment: 'Kind and clear.' }),
          ]),
        ),
    });
    renderAt('/doctors/d1?tab=reviews');
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(items[0]).getByRole('heading', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Oct 2, 2026')).toBeInTheDocument();
    expect(within(items[0]).getByText('Very thorough.')).toBeInTheDocument();
    expect(screen.getByText('Based on 2 reviews')).toBeInTheDocument();
  });

  it("says 'No reviews yet' when nobody has reviewed the doctor", async () => {
    serve();
    renderAt('/doctors/d1?tab=reviews');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('links similar doctors of the same specialization, without this one', async () => {
    const api = serve();
    renderAt('/doctors/d1');
    const section = (await screen.findByRole('heading', { name: 'Similar Doctors' })).closest('section')!;
    const link = await within(section).findByRole('link', { name: 'Dr. Ravi Patel' });
    expect(link).toHaveAttribute('href', '/doctors/d2');
    expect(within(section).queryByText('Dr. Sarah Chen')).not.toBeInTheDocument();
    expect(api.lastQuery(SIMILAR)).toEqual({ specialization: 'Cardiology' });
  });

  it("says 'Doctor not found' for an unknown id, without retrying", async () => {
    const api = installFakeApi({ 'GET /doctor/profile/nobody': () => fail(404, 'Doctor not found') });
    renderAt('/doctors/nobody');
    expect(await screen.findByText('Doctor not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a Doctor' })).toHaveAttribute('href', '/doctors');
    expect(api.callsTo('GET /doctor/profile/nobody')).toHaveLength(1);
  });

  it('retries a failed load on Try Again', async () => {
    let answers = 0;
    serve({
      [PROFILE]: () => (++answers <= 2 ? fail(503, 'The service is temporarily unavailable. Please try again shortly.') : ok(sarah())),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/doctors/d1');
    const alert = (await screen.findByText("We couldn't load this doctor's profile.")).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Please try again shortly.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Chen' })).toBeInTheDocument();
  });

  it('goes back to the search the patient came from', async () => {
    installFakeApi({
      'GET /doctor/all-doctors': () =>
        ok({ doctors: [makeDoctorSummary({ _id: 'd1', name: 'Sarah Chen' })], total: 1, page: 1, limit: 12 }),
      [PROFILE]: () => ok(sarah()),
      [REVIEWS]: () => ok(makeReviews([])),
      [SIMILAR]: () => ok([]),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/doctors?specialization=Cardiology');
    await user.click(await screen.findByRole('link', { name: 'View Profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Chen' });
    await user.click(screen.getByRole('link', { name: 'Back to doctors' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/doctors?specialization=Cardiology'));
  });
});
