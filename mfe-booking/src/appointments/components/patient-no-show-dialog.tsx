import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { NO_SHOW_MESSAGES } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { failureReason, useMarkPatientNoShow } from '../appointment-mutations';
import { bookedWhen, type AppointmentView } from '../appointment-view';

export const NO_SHOW_FAILED = (reason: string) => `Could not mark the visit: ${reason}`;

export interface PatientNoShowDialogProps {
  appointment: AppointmentView;
  open: boolean;
  onClose: () => void;
}

/** Confirms that the patient did not attend (they are told; no refund). Loaded on first use. */
export default function PatientNoShowDialog({ appointment, open, onClose }: PatientNoShowDialogProps) {
  const titleId = useId();
  const textId = useId();
  const mark = useMarkPatientNoShow();
  const close = () => {
    if (!mark.isPending) onClose();
  };
  const confirm = () =>
    mark.mutate(appointment.id, {
      onSuccess: onClose,
      onError: (error) => {
        toast.error(NO_SHOW_FAILED(failureReason(error)));
        onClose();
      },
    });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{NO_SHOW_MESSAGES.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {`${appointment.patientName} has not joined the video visit of ${bookedWhen(appointment)}. ${NO_SHOW_MESSAGES.confirmBody}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} color="inherit" disabled={mark.isPending}>
          Keep waiting
        </Button>
        <Button onClick={confirm} color="warning" variant="contained" disabled={mark.isPending}>
          {mark.isPending ? 'Saving...' : 'Yes, mark as not attended'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
