import { act, screen, within } from '@testing-library/react';
import { PAYMENT_SUCCESS_REDIRECT_MS } from '@telehealth/shared-api';
import { appointment, confirmation, patientProfile } from './testing/booking-fixtures';
import { currentLocation, renderBookingAt } from './testing/render-booking';
import { fail, installFakeApi, ok, signInAs, signOut, toastMessages } from '@telehealth/shared-ui/testing';
import type { FakeHandler } from '@telehealth/shared-ui/testing';

const CONFIRM = 'GET /payment/confirm-stripe-session';
const CREATE = 'POST /appointment';
const PATIENT = 'GET /patient/profile';

// Every timer is fake so the 3-second redirect can be stepped through; waitFor/findBy advance
// the clock as they poll.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2026, 10, 10, 10, 0), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask'] });
  signInAs({ role: 'patient' });
});
afterEach(() => {
  signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function serve(overrides: Record<string, FakeHandler> = {}) {
  return installFakeApi({
    [CONFIRM]: () => ok(confirmation()),
    [PATIENT]: () => ok(patientProfile()),
    [CREATE]: () => ok(appointment()),
    ...overrides,
  });
}

/** Steps the clock to just before and then past the redirect. */
async function expectRedirectAfterThreeSeconds(router: ReturnType<typeof renderBookingAt>['router']) {
  await act(async () => {
    jest.advanceTimersByTime(PAYMENT_SUCCESS_REDIRECT_MS - 200);
  });
  expect(currentLocation(router)).toMatch(/^\/success/);
  await act(async () => {
    jest.advanceTimersByTime(200);
  });
  expect(currentLocation(router)).toBe('/dashboard');
}

describe('/success: payment confirmation', () => {
  it('confirms the session and shows the appointment it answers, in one call', async () => {
    const api = serve();
    const { router, queryClient } = renderBookingAt('/success?session_id=cs_1');
    queryClient.setQueryData(['appointments', 'patient', 'patient-1'], []);
    expect(screen.getByText('Confirming your payment...')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Your appointment has been confirmed.')).toBeInTheDocument();
    const summary = within(screen.getByLabelText('Your appointment'));
    expect(summary.getByText('Dr. Sarah Chen')).toBeInTheDocument();
    expect(summary.getByText('11 Nov 2026 @ 09:00 AM')).toBeInTheDocument();
    // The doctor's slot is New York time; this browser is on UTC.
    expect(summary.getByText('(America/New York)')).toBeInTheDocument();
    expect(summary.getByText('Your time: 11 Nov 2026 @ 02:00 PM')).toBeInTheDocument();
    expect(summary.getByText('Video Consultation')).toBeInTheDocument();

    expect(api.lastQuery(CONFIRM)).toEqual({ session_id: 'cs_1' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([CONFIRM]);
    expect(toastMessages()).toContain('Appointment booked successfully! 🎉');
    expect(queryClient.getQueryState(['appointments', 'patient', 'patient-1'])?.isInvalidated).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

    await expectRedirectAfterThreeSeconds(router);
  });

  it('takes the patient of an immediate visit (See a doctor now) to its room rather than the dashboard', async () => {
    const immediate = { ...appointment(), _id: 'appt-now', immediate: true };
    serve({ [CONFIRM]: () => ok({ ...confirmation(), appointment: immediate }) });
    const { router } = renderBookingAt('/success?session_id=cs_1');
    expect(await screen.findByText('Your visit starts now. Your doctor has been told you are waiting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the visit room' })).toHaveAttribute('href', '/consultation/appt-now');
    expect(screen.getByText('Taking you to your visit room in 3 seconds...')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(PAYMENT_SUCCESS_REDIRECT_MS);
    });
    expect(currentLocation(router)).toBe('/consultation/appt-now');
  });

  it('confirms and books once under StrictMode', async () => {
    const api = serve();
    renderBookingAt('/success?session_id=cs_1', { strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Payment Successful' });
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
    expect(api.callsTo(CREATE)).toHaveLength(0);
    expect(toastMessages().filter((message) => message === 'Appointment booked successfully! 🎉')).toHaveLength(1);
  });

  it('reopened after the appointment was canceled and refunded, says so and never that it is confirmed', async () => {
    const payment = {
      provider: 'sandbox' as const,
      sessionId: 'cs_1',
      amount: 180,
      currency: 'usd',
      refundedAmount: 180,
      refundedAt: '2026-11-10T09:00:00.000Z',
    };
    const canceled = appointment({ status: 'canceled', canceledBy: 'doctor', canceledAt: '2026-11-10T09:00:00.000Z', payment });
    const api = serve({ [CONFIRM]: () => ok(confirmation({ appointment: canceled })) });
    const { router } = renderBookingAt('/success?session_id=cs_1');

    expect(await screen.findByRole('heading', { level: 1, name: 'This appointment was cancelled' })).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(screen.queryByText('Your appointment has been confirmed.')).not.toBeInTheDocument();
    const summary = within(screen.getByLabelText('Your appointment'));
    expect(summary.getByText('Dr. Sarah Chen')).toBeInTheDocument();
    expect(summary.getByText('11 Nov 2026 @ 09:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Refunded $180')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/doctors');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');

    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([CONFIRM]);
    expect(toastMessages()).not.toContain('Appointment booked successfully! 🎉');
    await expectRedirectAfterThreeSeconds(router);
  });

  it("says 'Payment not confirmed 😓' for an unpaid session and books nothing", async () => {
    const api = serve({ [CONFIRM]: () => ok(confirmation({ status: 'pending', appointment: null })) });
    const { router } = renderBookingAt('/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not confirmed 😓' })).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
    expect(toastMessages()).not.toContain('Appointment booked successfully! 🎉');
    await expectRedirectAfterThreeSeconds(router);
  });

  it("shows the server's explanation of a refunded payment and a way back to book", async () => {
    const message = 'Your payment arrived after the hold on this slot ended and the slot was taken. You have been refunded in full.';
    serve({ [CONFIRM]: () => ok(confirmation({ status: 'refunded', appointment: null, message })) });
    renderBookingAt('/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not confirmed 😓' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/book-appointment/d1?date=2026-11-11');
  });

  it("says 'Something went wrong. Try again.' when the confirmation fails", async () => {
    serve({ [CONFIRM]: () => fail(500, 'Payment provider unavailable') });
    const { router } = renderBookingAt('/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong. Try again.' })).toBeInTheDocument();
    expect(screen.getByText(/Payment provider unavailable/)).toBeInTheDocument();
    await expectRedirectAfterThreeSeconds(router);
  });

  it("says 'Payment not confirmed 😓' without a session id, and calls nothing", async () => {
    const api = serve();
    const { router } = renderBookingAt('/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment not confirmed 😓' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/doctors');
    expect(api.calls).toHaveLength(0);
    await expectRedirectAfterThreeSeconds(router);
  });

  it('shows the appointment of the answer, not one booked from the metadata', async () => {
    const api = serve({
      [CONFIRM]: () => ok(confirmation({ appointment: appointment({ timeSlot: '02:30 PM', consultationType: 'In-person Consultation' }) })),
    });
    renderBookingAt('/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    const summary = within(screen.getByLabelText('Your appointment'));
    expect(summary.getByText('11 Nov 2026 @ 02:30 PM')).toBeInTheDocument();
    expect(summary.getByText('In-person Consultation')).toBeInTheDocument();
    expect(api.callsTo(PATIENT)).toHaveLength(0);
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("says 'Something went wrong. Try again.' when a confirmed answer carries no appointment", async () => {
    serve({ [CONFIRM]: () => ok(confirmation({ appointment: null })) });
    const { router } = renderBookingAt('/success?session_id=cs_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong. Try again.' })).toBeInTheDocument();
    expect(screen.getByText(/Your payment was confirmed, but its appointment could not be loaded\./)).toBeInTheDocument();
    expect(toastMessages()).not.toContain('Appointment booked successfully! 🎉');
    await expectRedirectAfterThreeSeconds(router);
  });
});
