import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectThirtyDayWindowFromNov10 } from '../testing/calendar';
import { currentLocation, renderAt } from '../testing/render-page';
import { fixNow, installFakeApi, makeDoctorSummary, makeSearchResult, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';

const SEARCH = 'GET /doctor/all-doctors';

// Only the clock's date is fixed (10 Nov 2026): timers stay real for react-query and typing.
beforeEach(() => {
  fixNow(new Date(2026, 10, 10, 10, 0));
  signInAs({ role: 'patient' });
});
afterEach(() => {
  signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openCalendar() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: /choose date/i }));
  return { user, calendar: await screen.findByRole('grid') };
}

describe('the "Available on" date picker', () => {
  it('searches for doctors free on the day picked in the calendar', async () => {
    const api = installFakeApi({ [SEARCH]: () => ok(makeSearchResult([makeDoctorSummary({ name: 'Sarah Chen' })])) });
    const { router } = renderAt('/doctors');
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    const { user, calendar } = await openCalendar();
    await user.click(within(calendar).getByRole('gridcell', { name: '13' }));
    await waitFor(() => expect(api.lastQuery(SEARCH)).toMatchObject({ date: '2026-11-13' }));
    expect(currentLocation(router)).toBe('/doctors?date=2026-11-13');
    expect(screen.getByText('With a free slot on Nov 13, 2026')).toBeInTheDocument();
  });

  it('offers today to 30 days ahead and disables every other day (spec §5)', async () => {
    installFakeApi({ [SEARCH]: () => ok(makeSearchResult([])) });
    renderAt('/doctors');
    await screen.findByText('No doctors found');
    const { user, calendar } = await openCalendar();
    await expectThirtyDayWindowFromNov10(user, calendar);
  });

  it('clears the day from the search', async () => {
    const api = installFakeApi({ [SEARCH]: () => ok(makeSearchResult([makeDoctorSummary({ name: 'Sarah Chen' })])) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/doctors?date=2026-11-20');
    await screen.findByRole('heading', { name: 'Dr. Sarah Chen' });
    await user.click(await screen.findByRole('button', { name: /clear/i }));
    await waitFor(() => expect(currentLocation(router)).toBe('/doctors'));
    expect(api.lastQuery(SEARCH)).not.toHaveProperty('date');
  });
});
