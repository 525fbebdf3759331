import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIME_SLOTS, WEEK_DAYS } from '@telehealth/shared-api';
import type { DayAvailability, Doctor } from '@telehealth/shared-api';
import { CARE_MESSAGES } from '@telehealth/shared-api/schemas';
import { createQueryClient } from '@telehealth/shared-ui';
import { renderProfilePage } from '../../testing/render-profile';
import { allAvailableWeek, fail, heldAnswer, installFakeApi, makeDoctor, ok, signInAs, signOut } from '@telehealth/shared-ui/testing';
import type { FakeRoutes } from '@telehealth/shared-ui/testing';

const SAVE_ROUTE = 'PATCH /doctor/time-slots/doctor-1';

beforeEach(() => {
  signInAs({ name: 'Sarah Chen', role: 'doctor' });
});

afterEach(signOut);

function stubDoctor(routes: FakeRoutes = {}, doctor = makeDoctor()) {
  return installFakeApi({ 'GET /doctor/profile': ok(doctor), 'GET /doctor/doctor-1/patients': ok([]), ...routes });
}

async function openManager(user: ReturnType<typeof userEvent.setup>) {
  renderProfilePage('/profile?tab=profile');
  await user.click(await screen.findByRole('button', { name: 'Manage Availability' }));
  return screen.findByRole('region', { name: 'Availability manager' });
}

/** The week with the given slots booked and every other one available. */
function weekWithBooked(booked: Partial<Record<string, readonly string[]>>): DayAvailability[] {
  return allAvailableWeek().map((day) => ({
    day: day.day,
    times: day.times.map((slot) => ({ time: slot.time, status: booked[day.day]?.includes(slot.time) ? 'booked' : 'available' })),
  }));
}

/**
 * The doctor's profile as the server keeps it: GET answers the stored week, a save names the
 * revision it was edited from and is refused (409) when the week was saved since.
 */
function fakeAvailabilityServer(initial: Doctor) {
  let stored = initial;
  const api = stubDoctor({
    'GET /doctor/profile': () => ok(stored),
    [SAVE_ROUTE]: (request) => {
      const body = request.body as { available_time_slots: DayAvailability[]; availabilityRevision?: number };
      if (body.availabilityRevision !== stored.availabilityRevision) return fail(409, CARE_MESSAGES.availabilityChangedElsewhere);
      stored = { ...stored, available_time_slots: body.available_time_slots, availabilityRevision: stored.availabilityRevision + 1 };
      return ok(stored);
    },
  });
  return {
    api,
    stored: () => stored,
    /** A save from another tab. */
    saveElsewhere: (week: DayAvailability[]) => {
      stored = { ...stored, available_time_slots: week, availabilityRevision: stored.availabilityRevision + 1 };
    },
  };
}

describe('Availability', () => {
  it('lists per day the times with their status, in the doctor time zone', async () => {
    stubDoctor({}, makeDoctor({ available_time_slots: weekWithBooked({ Monday: ['09:00 AM', '09:30 AM'] }) }));
    renderProfilePage('/profile?tab=profile');

    const card = await screen.findByRole('region', { name: 'Weekly Availability' });
    expect(within(card).getByText('Times in Asia/Kolkata (GMT+5:30)')).toBeInTheDocument();
    const monday = within(card).getByRole('list', { name: 'Monday times' });
    expect(within(monday).getAllByRole('listitem')).toHaveLength(18);
    expect(within(monday).getAllByRole('listitem')[0]).toHaveTextContent('09:00 AM booked');
    expect(within(monday).getAllByRole('listitem')[2]).toHaveTextContent('10:00 AM available');
    expect(within(card).getByText('16 of 18 available')).toBeInTheDocument();
    expect(within(card).getAllByText('18 of 18 available')).toHaveLength(6);
  });

  it('shows the manager with the Manage Availability toggle, and hides it again', async () => {
    stubDoctor();
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);

    const toggle = screen.getByRole('button', { name: 'Manage Availability' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(manager)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([...WEEK_DAYS]);
    expect(within(manager).getAllByRole('switch')).toHaveLength(TIME_SLOTS.length);
    expect(within(manager).getByText(/Asia\/Kolkata \(GMT\+5:30\)/)).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Availability manager' })).not.toBeInTheDocument();
  });

  it('starts from the stored slots: on for available, off for booked', async () => {
    stubDoctor({}, makeDoctor({ available_time_slots: weekWithBooked({ Monday: ['09:30 AM'] }) }));
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);

    expect(within(manager).getByRole('switch', { name: 'Monday 09:00 AM' })).toBeChecked();
    expect(within(manager).getByRole('switch', { name: 'Monday 09:30 AM' })).not.toBeChecked();
  });

  it('moves between days with the arrow keys', async () => {
    stubDoctor();
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);

    act(() => within(manager).getByRole('tab', { name: 'Monday' }).focus());
    await user.keyboard('{ArrowRight}');

    expect(within(manager).getByRole('tab', { name: 'Tuesday' })).toHaveAttribute('aria-selected', 'true');
    expect(within(manager).getByRole('tabpanel', { name: 'Tuesday' })).toContainElement(
      within(manager).getByRole('switch', { name: 'Tuesday 09:00 AM' }),
    );
  });

  it('saves the switches as available_time_slots', async () => {
    const expected = weekWithBooked({ Monday: ['09:00 AM', '05:30 PM'], Wednesday: TIME_SLOTS });
    const api = stubDoctor({
      'GET /doctor/profile': [ok(makeDoctor()), ok(makeDoctor({ available_time_slots: expected }))],
      [SAVE_ROUTE]: ok(makeDoctor({ available_time_slots: expected })),
    });
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);

    await user.click(within(manager).getByRole('switch', { name: 'Monday 09:00 AM' }));
    await user.click(within(manager).getByRole('switch', { name: 'Monday 05:30 PM' }));
    await user.click(within(manager).getByRole('tab', { name: 'Wednesday' }));
    await user.click(within(manager).getByRole('button', { name: 'Mark every Wednesday slot booked' }));
    expect(within(manager).getByText('Wednesday: 0 of 18 slots available')).toBeInTheDocument();
    expect(within(manager).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(within(manager).getByRole('button', { name: 'Save Availability' }));

    expect(await screen.findByText('Availability updated successfully')).toBeInTheDocument();
    const [request] = api.callsTo(SAVE_ROUTE);
    expect(request.body).toEqual({ available_time_slots: expected, availabilityRevision: 0 });
    expect(within(manager).queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('turns a whole day back on, and discards unsaved changes', async () => {
    stubDoctor({}, makeDoctor({ available_time_slots: weekWithBooked({ Monday: ['09:00 AM', '10:00 AM'] }) }));
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);

    await user.click(within(manager).getByRole('button', { name: 'Make every Monday slot available' }));
    expect(
      within(manager)
        .getAllByRole('switch')
        .every((item) => (item as HTMLInputElement).checked),
    ).toBe(true);

    await user.click(within(manager).getByRole('button', { name: 'Discard changes' }));
    expect(within(manager).getByRole('switch', { name: 'Monday 09:00 AM' })).not.toBeChecked();
  });

  it('shows the loading state while saving', async () => {
    const answer = heldAnswer(ok(makeDoctor()));
    stubDoctor({ [SAVE_ROUTE]: answer.promise });
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);

    await user.click(within(manager).getByRole('button', { name: 'Save Availability' }));

    expect(await within(manager).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(manager).getByRole('switch', { name: 'Monday 09:00 AM' })).toBeDisabled();
    answer.release();
    expect(await screen.findByText('Availability updated successfully')).toBeInTheDocument();
    expect(await within(manager).findByRole('button', { name: 'Save Availability' })).toBeEnabled();
  });

  it('on failure shows the toast with the reason and an alert about permissions', async () => {
    stubDoctor({ [SAVE_ROUTE]: [fail(403, 'You do not have permission to do this.'), ok(makeDoctor())] });
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);

    await user.click(within(manager).getByRole('button', { name: 'Save Availability' }));

    expect(await screen.findByText('Failed to update availability: You do not have permission to do this.')).toBeInTheDocument();
    const alert = within(manager).getByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
    expect(alert).toHaveTextContent('Make sure you have the correct permissions.');

    // A successful retry takes the failure back.
    await user.click(within(manager).getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Availability updated successfully')).toBeInTheDocument();
    expect(within(manager).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("gives 'Doctor profile not found' as the reason when the server has no profile", async () => {
    stubDoctor({ [SAVE_ROUTE]: fail(404, 'Not found') });
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);

    await user.click(within(manager).getByRole('button', { name: 'Save Availability' }));

    expect(await screen.findByText('Failed to update availability: Doctor profile not found')).toBeInTheDocument();
    expect(within(manager).getByRole('alert')).toHaveTextContent('Doctor profile not foundMake sure you have the correct permissions.');
  });

  it('on a 409 shows why, loads the week saved elsewhere under the own edits, and saves them on it', async () => {
    const server = fakeAvailabilityServer(makeDoctor({ availabilityRevision: 3 }));
    const user = userEvent.setup({ delay: null });
    const manager = await openManager(user);
    server.saveElsewhere(weekWithBooked({ Wednesday: TIME_SLOTS }));

    await user.click(within(manager).getByRole('switch', { name: 'Monday 05:30 PM' }));
    await user.click(within(manager).getByRole('button', { name: 'Save Availability' }));

    expect(await screen.findByText(`Failed to update availability: ${CARE_MESSAGES.availabilityChangedElsewhere}`)).toBeInTheDocument();
    const alert = within(manager).getByRole('alert');
    expect(alert).toHaveTextContent(CARE_MESSAGES.availabilityChangedElsewhere);
    expect(alert).toHaveTextContent('The latest availability is shown now, with your unsaved changes kept. Review them and save again.');
    await user.click(within(manager).getByRole('tab', { name: 'Wednesday' }));
    expect(await within(manager).findByText('Wednesday: 0 of 18 slots available')).toBeInTheDocument();
    await user.click(within(manager).getByRole('tab', { name: 'Monday' }));
    expect(within(manager).getByRole('switch', { name: 'Monday 05:30 PM' })).not.toBeChecked();
    expect(within(manager).getByRole('switch', { name: 'Monday 05:30 PM' })).toBeEnabled();
    expect(within(manager).getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(within(manager).getByRole('button', { name: 'Save Availability' }));

    expect(await screen.findByText('Availability updated successfully')).toBeInTheDocument();
    const [refused, saved] = server.api.callsTo(SAVE_ROUTE);
    expect(refused!.body).toMatchObject({ availabilityRevision: 3 });
    const both = weekWithBooked({ Monday: ['05:30 PM'], Wednesday: TIME_SLOTS });
    expect(saved!.body).toEqual({ available_time_slots: both, availabilityRevision: 4 });
    expect(server.stored()).toMatchObject({ available_time_slots: both, availabilityRevision: 5 });
    expect(within(manager).queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('reloads the week when the window regains focus, unless it holds unsaved changes', async () => {
    const server = fakeAvailabilityServer(makeDoctor());
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderProfilePage('/profile?tab=profile');
    // The product's client refetches nothing on focus by itself.
    queryClient.setDefaultOptions({ queries: { ...createQueryClient().getDefaultOptions().queries, retry: false } });
    await user.click(await screen.findByRole('button', { name: 'Manage Availability' }));
    const manager = await screen.findByRole('region', { name: 'Availability manager' });
    const regainFocus = () => act(async () => void window.dispatchEvent(new Event('visibilitychange')));

    server.saveElsewhere(weekWithBooked({ Monday: ['09:00 AM'] }));
    await regainFocus();
    await waitFor(() => expect(within(manager).getByRole('switch', { name: 'Monday 09:00 AM' })).not.toBeChecked());
    expect(within(manager).queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.click(within(manager).getByRole('switch', { name: 'Monday 10:00 AM' }));
    const loads = server.api.callsTo('GET /doctor/profile').length;
    server.saveElsewhere(weekWithBooked({ Monday: ['09:00 AM', '09:30 AM'] }));
    await regainFocus();
    expect(server.api.callsTo('GET /doctor/profile')).toHaveLength(loads);
    expect(within(manager).getByRole('switch', { name: 'Monday 09:30 AM' })).toBeChecked();
    expect(within(manager).getByRole('switch', { name: 'Monday 10:00 AM' })).not.toBeChecked();
  });
});
