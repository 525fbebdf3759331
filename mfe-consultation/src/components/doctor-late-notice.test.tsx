import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, makeAppointment, ok, renderInShell, signInAs, toastMessages } from '@telehealth/shared-ui/testing';
import { DoctorLateNotice, doctorIsLate } from './doctor-late-notice';

const MINUTE_MS = 60_000;

describe('the waiting patient when the doctor is late', () => {
  it('offers the full refund only once the doctor is 10 minutes late and has not started', () => {
    const now = Date.UTC(2026, 10, 27, 15, 0);
    const startedAt = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE_MS).toISOString();
    expect(doctorIsLate(startedAt(9), false, now)).toBe(false);
    expect(doctorIsLate(startedAt(10), false, now)).toBe(true);
    expect(doctorIsLate(startedAt(25), true, now)).toBe(false);
  });

  function renderNotice(startsAt: string, onCancelled = jest.fn()) {
    signInAs({ role: 'patient' });
    renderInShell(
      <DoctorLateNotice appointmentId="a1" startsAt={startsAt} doctorName="Sarah Chen" doctorStarted={false} onCancelled={onCancelled} />,
      { route: '/consultation/a1' },
    );
    return onCancelled;
  }

  it('shows nothing before the doctor is late', () => {
    installFakeApi();
    renderNotice(new Date(Date.now() - 5 * MINUTE_MS).toISOString());
    expect(screen.queryByText(/has not joined yet/)).not.toBeInTheDocument();
  });

  it('cancels after a confirmation, says the money comes back, and leaves the room', async () => {
    const cancelled = { ...makeAppointment(), status: 'canceled', payment: { amount: 150, refundedAmount: 150, refundedAt: null } };
    const api = installFakeApi({ 'PATCH /appointment/cancel/a1': ok(cancelled) });
    const user = userEvent.setup({ delay: null });
    const onCancelled = renderNotice(new Date(Date.now() - 12 * MINUTE_MS).toISOString());

    expect(screen.getByText(/Dr\. Sarah Chen has not joined yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel for a Full Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this visit?' });
    expect(api.callsTo('PATCH /appointment/cancel/a1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Visit' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(api.callsTo('PATCH /appointment/cancel/a1')).toHaveLength(1);
    expect(toastMessages()).toContain('Visit canceled. Your payment is refunded in full.');
  });

  it('says why a cancellation failed and stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFakeApi({ 'PATCH /appointment/cancel/a1': fail(409, 'Only scheduled appointments can be canceled') });
    const user = userEvent.setup({ delay: null });
    const onCancelled = renderNotice(new Date(Date.now() - 12 * MINUTE_MS).toISOString());
    await user.click(screen.getByRole('button', { name: 'Cancel for a Full Refund' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Visit' }));
    expect(await screen.findByText(/Only scheduled appointments can be canceled/)).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
