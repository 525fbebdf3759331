import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowUpProposal } from '@telehealth/shared-api';
import AppointmentsPage from '../exposes/appointments-page';
import { browserLocation } from '../booking/browser-location';
import { sentBodies } from '../booking/testing/booking-fixtures';
import {
  fail,
  fixNow,
  installFakeApi,
  makeAppointment,
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

const NOW = new Date(2026, 10, 10, 10, 0);

beforeEach(() => {
  fixNow(NOW);
  jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function proposal(overrides: Partial<FollowUpProposal> = {}): FollowUpProposal {
  return {
    id: 'f1',
    visitId: 'a0',
    doctorId: 'd1',
    doctorName: 'Sarah Chen',
    doctorSpecialization: 'Cardiology',
    patientName: 'Alex Morgan',
    date: '2026-11-24',
    time: '10:00 AM',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    startsAt: new Date(2026, 10, 24, 10, 0).toISOString(),
    free: false,
    price: 150,
    currency: 'usd',
    status: 'proposed',
    expiresAt: new Date(NOW.getTime() + 48 * 3_600_000).toISOString(),
    appointmentId: null,
    createdAt: NOW.toISOString(),
    ...overrides,
  };
}

const setup = () => userEvent.setup({ delay: null });
const section = () => screen.getByRole('region', { name: 'Follow-ups' });

describe('follow-ups on /appointments, for the patient', () => {
  beforeEach(() => signInAs({ role: 'patient' }));
  function serve(followUps: FakeHandler | FakeHandler[], extra: Record<string, FakeHandler> = {}) {
    return installFakeApi({
      'GET /patient/profile': () => ok(makePatientProfile()),
      [`GET /appointment/patient/${PATIENT_PROFILE_ID}`]: () => ok({ appointments: [] }),
      'GET /waitlist': () => ok([]),
      'GET /follow-ups': followUps,
      ...extra,
    });
  }

  it('shows a proposal with its date, time, doctor and price, and pays for it at the usual checkout', async () => {
    serve(() => ok([proposal()]), {
      'POST /payment/create-checkout-session': () => ok({ id: 'chk_1', url: 'http://localhost/sandbox/checkout/chk_1' }, { status: 201 }),
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments?followUp=f1' });
    const row = await within(section()).findByRole('listitem', { name: 'Follow-up with Dr. Sarah Chen' });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveTextContent('Tue, Nov 24 at 10:00 AM · $150');
    await user.click(within(row).getByRole('button', { name: /^Confirm and pay \$150/ }));
    await waitFor(() => expect(browserLocation.assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/chk_1'));
    expect(sentBodies('/payment/create-checkout-session')).toEqual([
      expect.objectContaining({
        doctorId: 'd1',
        date: '2026-11-24',
        time: '10:00 AM',
        price: 150,
        reason: 'Follow-up visit',
        userId: 'user-1',
      }),
    ]);
  });

  it('books a free one at once, with no payment', async () => {
    let confirmed = false;
    serve(() => ok([proposal({ free: true, price: 0, status: confirmed ? 'confirmed' : 'proposed' })]), {
      'POST /follow-ups/f1/confirm': () => {
        confirmed = true;
        return ok(proposal({ free: true, price: 0, status: 'confirmed', appointmentId: 'a9' }));
      },
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    const row = await within(section()).findByRole('listitem', { name: 'Follow-up with Dr. Sarah Chen' });
    expect(row).toHaveTextContent('· Free');
    await user.click(within(row).getByRole('button', { name: /^Confirm:/ }));
    await waitFor(() => expect(toastMessages()).toContain('Follow-up confirmed. Your appointment is booked.'));
    expect(browserLocation.assign).not.toHaveBeenCalled();
    expect(await within(section()).findByText('No follow-up visits are waiting for your answer.')).toBeInTheDocument();
  });

  it('declines after a confirmation, and says why when the server refuses', async () => {
    serve(() => ok([proposal()]), { 'POST /follow-ups/f1/decline': () => fail(409, 'This follow-up is no longer waiting for an answer.') });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    await user.click(await within(section()).findByRole('button', { name: /^Decline:/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Decline this follow-up?' })).getByRole('button', { name: 'Decline' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section()).findByRole('alert')).toHaveTextContent('This follow-up is no longer waiting for an answer.');
  });

  it('has loading, empty and error states', async () => {
    serve([() => fail(500, 'Server down'), () => fail(500, 'Server down'), () => ok([])]);
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments' });
    expect(within(section()).getByRole('status', { name: 'Loading your follow-ups...' })).toBeInTheDocument();
    expect(await within(section()).findByText("We couldn't load your follow-ups.")).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Try Again' }));
    expect(await within(section()).findByText('No follow-up visits are waiting for your answer.')).toBeInTheDocument();
  });
});

describe('follow-ups on /appointments, for the doctor', () => {
  beforeEach(() => signInAs({ role: 'doctor' }));

  it('proposes a follow-up in 2 weeks, free of charge, from a completed visit', async () => {
    const completed = makeAppointment({ _id: 'a0', status: 'completed' });
    installFakeApi({
      'GET /doctor/profile': () => ok(makeDoctor({ _id: 'dp' })),
      'GET /appointment/doctor/dp': () => ok([completed]),
      'GET /follow-ups': () => ok([]),
      'POST /follow-ups': () => ok(proposal(), { status: 201 }),
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments?tab=completed' });
    expect(await within(section()).findByText(/You have not proposed any follow-ups yet/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Propose follow-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose a follow-up visit' });
    await user.click(within(dialog).getByRole('radio', { name: 'In 2 weeks (first free time)' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Free of charge' }));
    await user.click(within(dialog).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies('/follow-ups').filter(Boolean)).toEqual([{ visitId: 'a0', weeks: 2, free: true }]);
    expect(toastMessages()).toContain('Follow-up proposed. The patient has been notified.');
  });

  it('opens the form for the visit its summary named, and says why the server refused', async () => {
    installFakeApi({
      'GET /doctor/profile': () => ok(makeDoctor({ _id: 'dp' })),
      'GET /appointment/doctor/dp': () => ok([]),
      'GET /follow-ups': () => ok([]),
      'POST /follow-ups': () => fail(409, 'A follow-up of this visit is already waiting for the patient.'),
    });
    const user = setup();
    renderInShell(<AppointmentsPage />, { route: '/appointments?proposeFollowUp=a7' });
    const dialog = await screen.findByRole('dialog', { name: 'Propose a follow-up visit' });
    await user.click(within(dialog).getByRole('radio', { name: 'At a time I choose' }));
    expect(within(dialog).getByRole('button', { name: 'Propose' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Date/), '2026-11-30');
    await user.click(within(dialog).getByRole('combobox', { name: /^Time/ }));
    await user.click(await screen.findByRole('option', { name: '10:00 AM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A follow-up of this visit is already waiting for the patient.');
    expect(sentBodies('/follow-ups').filter(Boolean)).toEqual([{ visitId: 'a7', date: '2026-11-30', time: '10:00 AM', free: false }]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
