import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { describeCancellationPolicy, refundAmountFor, refundPercentFor } from '@telehealth/shared-api';
import { ConfirmDialog, toast } from '@telehealth/shared-ui';
import { APPOINTMENT_TOASTS, failureReason, useCancelAppointment } from '../appointment-mutations';
import { bookedWhen, doctorTitle, formatAmount } from '../appointment-view';
import type { AppointmentView } from '../appointment-view';

/** What the patient gets back if they cancel now, per the cancellation policy (spec §9, issue 4). */
export function refundStatement(appointment: AppointmentView, now: Date): string {
  if (appointment.paidAmount === null || appointment.paidAmount <= 0)
    return 'No payment was taken for this appointment, so there is nothing to refund.';
  const start = new Date(appointment.startsAt);
  const refund = refundAmountFor(appointment.paidAmount, start, now);
  const percent = refundPercentFor(start, now);
  const paid = formatAmount(appointment.paidAmount, appointment.currency);
  if (refund <= 0) return `Cancelling now gives no refund of the ${paid} you paid.`;
  const share = percent === 100 ? 'a full refund' : `a ${percent}% refund`;
  return `Cancelling now gives ${share}: ${formatAmount(refund, appointment.currency)} of the ${paid} you paid.`;
}

/**
 * The confirmation's text. The refund policy is recited only when money was taken: after
 * "nothing to refund" it would only confuse.
 */
export function cancelConfirmation(appointment: AppointmentView, now: Date): string {
  const paid = appointment.paidAmount !== null && appointment.paidAmount > 0;
  return [
    `Cancel your appointment with ${doctorTitle(appointment.doctorName)} on ${bookedWhen(appointment)}?`,
    refundStatement(appointment, now),
    ...(paid ? describeCancellationPolicy() : []),
  ].join(' ');
}

export interface CancelAppointmentButtonProps {
  appointment: AppointmentView;
  now: Date;
  /** 'Cancel Appointment' on the appointments page, 'Cancel' in the dashboard's compact rows. */
  label?: string;
  /**
   * How a failure is reported: the dashboard raises the spec's toast; the appointments page,
   * where spec §8 only logs it, says it inline beside the button so nobody is left guessing.
   */
  failureToast?: boolean;
}

/** A patient's Cancel, after a confirmation that states the refund (spec §2, §4). */
export function CancelAppointmentButton({
  appointment,
  now,
  label = 'Cancel Appointment',
  failureToast = false,
}: CancelAppointmentButtonProps) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelAppointment();

  const confirm = () => {
    setFailure(null);
    cancel.mutate(appointment.id, {
      onSuccess: () => setOpen(false),
      onError: (error) => {
        const message = APPOINTMENT_TOASTS.cancelFailed(failureReason(error));
        console.error(message, error);
        if (failureToast) toast.error(message);
        else setFailure(message);
        setOpen(false);
      },
    });
  };

  const message = cancelConfirmation(appointment, now);

  return (
    <Box sx={{ display: 'contents' }}>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)} disabled={cancel.isPending}>
        {label}
      </Button>
      {failure ? (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ flexBasis: '100%' }}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={open}
        title="Cancel this appointment?"
        message={message}
        confirmLabel="Yes, cancel it"
        cancelLabel="Keep appointment"
        busy={cancel.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </Box>
  );
}
