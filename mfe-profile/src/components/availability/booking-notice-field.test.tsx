import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderProfilePage } from '../../testing/render-profile';
import { fail, installFakeApi, makeDoctor, ok, signInAs, signOut, toastMessages } from '@telehealth/shared-ui/testing';
import { BOOKING_NOTICE_TEXT } from './booking-notice-field';

const SAVE_ROUTE = 'PATCH /doctor/booking-notice/doctor-1';

beforeEach(() => {
  signInAs({ name: 'Sarah Chen', role: 'doctor' });
});
afterEach(signOut);

describe('the minimum booking notice', () => {
  it('shows the saved notice beside the weekly availability and saves a new one at once', async () => {
    let doctor = makeDoctor({ bookingNoticeMinutes: 60 });
    const api = installFakeApi({
      'GET /doctor/profile': () => ok(doctor),
      'GET /doctor/doctor-1/patients': ok([]),
      [SAVE_ROUTE]: (request) => {
        doctor = { ...doctor, bookingNoticeMinutes: (request.body as { bookingNoticeMinutes: number }).bookingNoticeMinutes };
        return ok(doctor);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage('/profile?tab=profile');
    const field = await screen.findByRole('combobox', { name: BOOKING_NOTICE_TEXT.label });
    expect(field).toHaveTextContent('At least 1 hour');
    expect(screen.getByText(BOOKING_NOTICE_TEXT.help)).toBeInTheDocument();

    await user.click(field);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'At least 1 day' }));
    await waitFor(() => expect(toastMessages()).toContain(BOOKING_NOTICE_TEXT.saved));
    expect(api.callsTo(SAVE_ROUTE).map((call) => call.body)).toEqual([{ bookingNoticeMinutes: 1440 }]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: BOOKING_NOTICE_TEXT.label })).toHaveTextContent('At least 1 day'));
  });

  it('says why a save failed and keeps the saved notice', async () => {
    installFakeApi({
      'GET /doctor/profile': () => ok(makeDoctor({ bookingNoticeMinutes: 60 })),
      'GET /doctor/doctor-1/patients': ok([]),
      [SAVE_ROUTE]: () => fail(500, 'The database is not answering'),
    });
    const user = userEvent.setup({ delay: null });
    renderProfilePage('/profile?tab=profile');
    const field = await screen.findByRole('combobox', { name: BOOKING_NOTICE_TEXT.label });
    await user.click(field);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'At least 2 hours' }));
    expect(await screen.findByText(BOOKING_NOTICE_TEXT.failed('The database is not answering'))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: BOOKING_NOTICE_TEXT.label })).toHaveTextContent('At least 1 hour');
  });
});
