import { Alert, Box, Button } from '@mui/material';
import { appointmentsApi, DOCTOR_LATE_FULL_REFUND_MINUTES, DOCTOR_NO_SHOW_MINUTES } from '@telehealth/shared-api';
import { ConfirmDialog, toast } from '@telehealth/shared-ui';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** Whether the patient may cancel for a full refund: the doctor has not started the visit 10 minutes after its start. */
export function doctorIsLate(startsAt: string, doctorStarted: boolean, now: number): boolean {
  return !doctorStarted && now >= Date.parse(startsAt) + DOCTOR_LATE_FULL_REFUND_MINUTES * MINUTE_MS;
}

export interface DoctorLateNoticeProps {
  appointmentId: string;
  startsAt: string;
  doctorName: string;
  /** The doctor has started the session (joined at least once). */
  doctorStarted: boolean;
  /** After the visit was cancelled: leave the room. */
  onCancelled: () => void;
}

/**
 * In the patient's waiting room: once the doctor is 10 minutes late, the patient may cancel with
 * a full refund (the server decides the refund again; it also cancels on its own at 20 minutes).
 */
export function DoctorLateNotice({ appointmentId, startsAt, doctorName, doctorStarted, onCancelled }: DoctorLateNoticeProps) {
  const [now, setNow] = useState(() => Date.now());
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  if (!doctorIsLate(startsAt, doctorStarted, now)) return null;

  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const cancelled = await appointmentsApi.cancel(appointmentId);
      setAsking(false);
      const refunded = cancelled.payment?.refundedAmount ?? 0;
      toast.success(refunded > 0 ? 'Visit canceled. Your payment is refunded in full.' : 'Visit canceled.');
      onCancelled();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : 'The visit could not be canceled. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setAsking(true)}>
            Cancel for a Full Refund
          </Button>
        }
      >
        Dr. {doctorName} has not joined yet. You can keep waiting, or cancel now and get all your money back. If the doctor has not joined{' '}
        {DOCTOR_NO_SHOW_MINUTES} minutes after the start, we cancel and refund the visit for you.
      </Alert>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Cancel this visit?"
        message={`Dr. ${doctorName} has not joined. Cancel your visit and get a full refund of what you paid?`}
        confirmLabel="Cancel Visit"
        cancelLabel="Keep Waiting"
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      />
    </Box>
  );
}
