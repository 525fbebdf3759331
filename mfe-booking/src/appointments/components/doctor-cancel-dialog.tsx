import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { DOCTOR_CANCEL_REASON_MAX_LENGTH, DOCTOR_CANCEL_MESSAGES } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { failureReason } from '../appointment-mutations';
import { RESCHEDULE_TOASTS, useDoctorCancelAppointment } from '../reschedule-mutations';
import { bookedWhen, type AppointmentView } from '../appointment-view';

export interface DoctorCancelDialogProps {
  appointment: AppointmentView;
  open: boolean;
  onClose: () => void;
  /** A failure: raised as a toast (dashboard) or handed back to be said beside the button. */
  failureToast: boolean;
  onFailure: (message: string) => void;
}

/** The reason as the server will take it, or the problem with it. */
export function checkCancelReason(reason: string): string | null {
  const trimmed = reason.trim();
  if (!trimmed) return DOCTOR_CANCEL_MESSAGES.reasonRequired;
  if (trimmed.length > DOCTOR_CANCEL_REASON_MAX_LENGTH) return DOCTOR_CANCEL_MESSAGES.reasonTooLong;
  return null;
}

/** Asks the doctor for the reason the patient reads, then cancels (always a full refund). Loaded on first use. */
export default function DoctorCancelDialog({ appointment, open, onClose, failureToast, onFailure }: DoctorCancelDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const cancel = useDoctorCancelAppointment();
  const problem = checkCancelReason(reason);

  const close = () => {
    if (cancel.isPending) return;
    setTouched(false);
    onClose();
  };
  const confirm = () => {
    setTouched(true);
    if (problem) return;
    cancel.mutate(
      { appointmentId: appointment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          setTouched(false);
          onClose();
        },
        onError: (error) => {
          const message = RESCHEDULE_TOASTS.doctorCancelFailed(failureReason(error));
          console.error(message, error);
          if (failureToast) toast.error(message);
          else onFailure(message);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Cancel this appointment?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={textId}>
          {`Cancel the appointment with ${appointment.patientName} on ${bookedWhen(appointment)}? The patient is refunded in full and reads the reason you give.`}
        </DialogContentText>
        <TextField
          label="Reason for the patient"
          required
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!problem}
          helperText={touched && problem ? problem : `${reason.trim().length}/${DOCTOR_CANCEL_REASON_MAX_LENGTH} characters`}
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} color="inherit" disabled={cancel.isPending}>
          Keep appointment
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
