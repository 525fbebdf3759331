import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addLocalDays, toIsoDay, tomorrowIsoDay } from '../doctors/booking-window';
import { currentLocation, renderAt } from '../testing/render-page';
import {
  fail,
  installFakeApi,
  makeDoctorSummary,
  makeSearchResult,
  ok,
  signInAs,
  signOut,
  toastMessages,
} from '@telehealth/shared-ui/testing';
import type { FakeApi } from '@telehealth/shared-ui/testing';

const SEARCH = 'GET /doctor/all-doctors';
const inThreeDays = () => toIsoDay(addLocalDays(new Date(), 3));

beforeEach(() => signInAs({ role: 'patient' }));
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

function serveDoctors(doctors = [makeDoctorSummary({ _id: 'd1', name: 'Sarah Chen' })], total = doctors.length): FakeApi {
  return installFakeApi({ [SEARCH]: () => ok(makeSearchResult(doctors, { total })) });
}

async function chooseOption(label: string, option: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/doctors: doctor search', () => {
  it('asks for the first page of every doctor up to the default fee, top rated first', async () => {
    const api = serveDoctors();
    renderAt('/doctors');
    expect(await screen.findByRole('heading', { name: 'Dr. Sarah Chen' })).toBeInTheDocument();
    expect(api.lastQuery(SEARCH)).toEqual({ maxFee: '1000', sort: 'rating', page: '1' });
    expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent('All Specialties');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Top Rated');
  });

  it('shows skeletons while the list loads', async () => {
    let release!: () => void;
    installFakeApi({
      [SEARCH]: () =>
        new Promise((resolve) => (release = () => resolve(ok(makeSearchResult([makeDoctorSummary({ name: 'Late Doctor' })]))))),
    });
    renderAt('/doctors');
    expect(screen.getByRole('status', { name: 'Loading doctors' })).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Dr. Late Doctor' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading doctors' })).not.toBeInTheDocument();
  });

  it.each([
    ['Specialty', 'Cardiology', { specialization: 'Cardiology' }],
    ['Experience', '10+ years', { experience: '10' }],
    ['Minimum rating', '4.5 stars & up', { minRating: '4.5' }],
    ['Sort by', 'Lowest Fee', { sort: 'fee' }],
    ['Sort by', 'Most Experienced', { sort: 'experience' }],
  ])('filters by %s = %s', async (label, option, expected) => {
    const api = serveDoctors();
    const { router } = renderAt('/doctors');
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    await chooseOption(label, option);
    await waitFor(() => expect(api.lastQuery(SEARCH)).toEqual({ maxFee: '1000', sort: 'rating', page: '1', ...expected }));
    expect(new URLSearchParams(router.state.location.search).get(Object.keys(expected)[0])).toBe(Object.values(expected)[0]);
  });

  it('searches by name once typing pauses, not on every key', async () => {
    const api = serveDoctors();
    const user = userEvent.setup({ delay: null });
    renderAt('/doctors');
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    await user.type(screen.getByRole('searchbox', { name: 'Doctor name' }), 'chen');
    await waitFor(() => expect(api.lastQuery(SEARCH)).toMatchObject({ name: 'chen' }));
    expect(api.callsTo(SEARCH).map((c) => c.query.get('name'))).toEqual([null, 'chen']);
  });

  it('filters by the highest fee on the slider (keyboard steps of $10)', async () => {
    const api = serveDoctors();
    renderAt('/doctors');
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    const slider = screen.getByRole('slider', { name: /Maximum fee/ });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '3000');
    expect(slider).toHaveAttribute('aria-valuenow', '1000');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    await waitFor(() => expect(api.lastQuery(SEARCH)).toMatchObject({ maxFee: '1010' }));
    expect(screen.getByText('Maximum fee: $1,010 per session')).toBeInTheDocument();
  });

  it('goes to the next page and keeps it in the URL', async () => {
    const doctors = Array.from({ length: 12 }, (_, i) => makeDoctorSummary({ name: `Doctor ${i}` }));
    const api = serveDoctors(doctors, 30);
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/doctors?specialization=Cardiology');
    await screen.findByRole('heading', { name: 'Dr. Doctor 0' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.lastQuery(SEARCH)).toMatchObject({ specialization: 'Cardiology', page: '2' }));
    expect(currentLocation(router)).toBe('/doctors?specialization=Cardiology&page=2');
  });

  it('restores every filter, the sort and the page from the URL on load', async () => {
    const date = inThreeDays();
    const api = serveDoctors();
    renderAt(`/doctors?specialization=Neurology&name=chen&experience=5&minRating=4&maxFee=500&date=${date}&sort=experience&page=2`);
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    expect(api.lastQuery(SEARCH)).toEqual({
      specialization: 'Neurology',
      name: 'chen',
      experience: '5',
      minRating: '4',
      maxFee: '500',
      date,
      sort: 'experience',
      page: '2',
    });
    expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent('Neurology');
    expect(screen.getByRole('searchbox', { name: 'Doctor name' })).toHaveValue('chen');
    expect(screen.getByRole('combobox', { name: 'Experience' })).toHaveTextContent('5+ years');
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent('4.0 stars & up');
    expect(screen.getByRole('slider', { name: /Maximum fee/ })).toHaveAttribute('aria-valuenow', '500');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Most Experienced');
  });

  it('follows back and forward through the filters', async () => {
    const api = serveDoctors();
    const { router } = renderAt('/doctors');
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    await chooseOption('Specialty', 'Dermatology');
    await waitFor(() => expect(api.lastQuery(SEARCH)).toMatchObject({ specialization: 'Dermatology' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent('All Specialties'));
    // The first list is still fresh (cached 60 s): going back shows it without asking again.
    expect(api.callsTo(SEARCH)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Dr. Sarah Chen' })).toBeInTheDocument();
  });

  it('Reset Filters clears every filter and sets the fee slider to 200', async () => {
    const api = serveDoctors();
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt(`/doctors?specialization=ENT&name=lee&experience=3&minRating=4&date=${inThreeDays()}&sort=fee`);
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(api.lastQuery(SEARCH)).toEqual({ maxFee: '200', sort: 'rating', page: '1' }));
    expect(currentLocation(router)).toBe('/doctors?maxFee=200');
    expect(screen.getByRole('slider', { name: /Maximum fee/ })).toHaveAttribute('aria-valuenow', '200');
    expect(screen.getByRole('searchbox', { name: 'Doctor name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent('All Specialties');
  });

  it('only lists doctors free on the chosen day, and says so', async () => {
    const date = inThreeDays();
    const api = serveDoctors();
    renderAt(`/doctors?date=${date}`);
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    expect(api.lastQuery(SEARCH)).toMatchObject({ date });
    expect(screen.getByText(/^With a free slot on /)).toBeInTheDocument();
  });

  it('ignores a linked day outside the 30-day window', async () => {
    const api = serveDoctors();
    renderAt(`/doctors?date=${toIsoDay(addLocalDays(new Date(), 45))}`);
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    expect(api.lastQuery(SEARCH)).not.toHaveProperty('date');
  });
});

describe('/doctors: doctor cards', () => {
  it('show name, specialty, experience, the doctor’s languages, rating with review count, fee in dollars and the tags', async () => {
    serveDoctors([
      makeDoctorSummary({
        _id: 'd1',
        name: 'Sarah Chen',
        specialization: 'Cardiology',
        experience: 12,
        languages: ['English', 'Mandarin'],
        rating: 4.8,
        reviewCount: 23,
        fees: 750,
      }),
    ]);
    renderAt('/doctors');
    const card = await screen.findByRole('article', { name: 'Dr. Sarah Chen' });
    const inCard = within(card);
    expect(inCard.getByText('Cardiology')).toBeInTheDocument();
    expect(inCard.getByText('12 years experience')).toBeInTheDocument();
    expect(inCard.getByText('English, Mandarin')).toBeInTheDocument();
    expect(inCard.getByText('4.8')).toBeInTheDocument();
    expect(inCard.getByText('(23 reviews)')).toBeInTheDocument();
    expect(inCard.getByText('$750 per session')).toBeInTheDocument();
    expect(inCard.getByText('Online Consultation')).toBeInTheDocument();
    expect(inCard.getByText('Prescription')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/doctors/d1');
  });

  it("say 'New' for a doctor nobody has reviewed, and use the default fee when none is set", async () => {
    serveDoctors([makeDoctorSummary({ name: 'Omar Haddad', rating: null, reviewCount: 0, fees: null })]);
    renderAt('/doctors');
    const card = await screen.findByRole('article', { name: 'Dr. Omar Haddad' });
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).queryByText(/reviews?\)/)).not.toBeInTheDocument();
    expect(within(card).getByText('$500 per session')).toBeInTheDocument();
  });

  it('write every fee and the fee filter in the currency the server names', async () => {
    const doctor = makeDoctorSummary({ name: 'Lena Park', fees: 55, currency: 'EUR' });
    installFakeApi({ [SEARCH]: () => ok(makeSearchResult([doctor], { currency: 'EUR' })) });
    renderAt('/doctors');
    const card = await screen.findByRole('article', { name: 'Dr. Lena Park' });
    expect(within(card).getByText('€55 per session')).toBeInTheDocument();
    expect(screen.getByText('Maximum fee: €1,000 per session')).toBeInTheDocument();
    expect(screen.queryByText(/\$|₹/)).not.toBeInTheDocument();
  });

  it('offer patients Book Now for tomorrow, or for the day they searched', async () => {
    const date = inThreeDays();
    serveDoctors([makeDoctorSummary({ _id: 'd1', name: 'Sarah Chen' })]);
    const first = renderAt('/doctors');
    const card = await screen.findByRole('article', { name: 'Dr. Sarah Chen' });
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/book-appointment/d1?date=${tomorrowIsoDay()}`);
    first.unmount();

    renderAt(`/doctors?date=${date}`);
    const dated = await screen.findByRole('article', { name: 'Dr. Sarah Chen' });
    expect(within(dated).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/book-appointment/d1?date=${date}`);
  });

  it('show doctors no booking buttons', async () => {
    signInAs({ role: 'doctor' });
    serveDoctors([makeDoctorSummary({ name: 'Sarah Chen' })]);
    renderAt('/doctors');
    const card = await screen.findByRole('article', { name: 'Dr. Sarah Chen' });
    expect(within(card).getByRole('link', { name: 'View Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('link the help card to the AI assistant', async () => {
    serveDoctors();
    renderAt('/doctors');
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    const help = screen.getByRole('complementary', { name: 'Not sure which specialist you need?' });
    expect(within(help).getByRole('link', { name: 'Ask the AI Assistant' })).toHaveAttribute('href', '/aiassistance');
  });
});

describe('/doctors: empty and failed lists', () => {
  it("says 'No doctors found' when there are none at all", async () => {
    serveDoctors([]);
    renderAt('/doctors');
    expect(await screen.findByText('No doctors found')).toBeInTheDocument();
  });

  it("says 'No doctors available for the selected criteria' when filters leave none, with a way to clear them", async () => {
    serveDoctors([]);
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/doctors?specialization=Dental');
    expect(await screen.findByText('No doctors available for the selected criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear all filters' }));
    await waitFor(() => expect(currentLocation(router)).toBe('/doctors'));
  });

  it('retries once, then shows the failure card and toast; Try Again loads the list', async () => {
    let answers = 0;
    const api = installFakeApi({
      [SEARCH]: () =>
        ++answers <= 2
          ? fail(500, 'Something went wrong on our side. Please try again.')
          : ok(makeSearchResult([makeDoctorSummary({ name: 'Sarah Chen' })])),
    });
    const user = userEvent.setup({ delay: null });
    renderAt('/doctors');
    const title = await screen.findByText('Error loading doctors. Please try again.');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByText("We're having trouble loading doctors right now.")).toBeInTheDocument();
    expect(api.callsTo(SEARCH)).toHaveLength(2);
    await waitFor(() => expect(toastMessages()).toEqual(['Failed to load doctors. Please try again later.']));

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Dr. Sarah Chen' })).toBeInTheDocument();
    expect(screen.queryByText('Error loading doctors. Please try again.')).not.toBeInTheDocument();
  });
});
