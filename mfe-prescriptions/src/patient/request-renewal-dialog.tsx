import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { errorMessage, PRESCRIPTION_MESSAGES, RENEWAL_NOTE_MAX_LENGTH } from '@telehealth/shared-api';
import type { Prescription } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { doctorName, medicationWithDosage } from '../components/prescription-format';
import { useRequestRenewal } from '../hooks/prescription-queries';

export interface RequestRenewalDialogProps {
  open: boolean;
  /** Prescriptions that can be renewed (not revoked). */
  prescriptions: Prescription[];
  /** Preselected prescription. */
  initialId: string | null;
  onClose: () => void;
}

/** Request New (the spec's button, left without behaviour there): ask the prescribing doctor for a renewal. */
export function RequestRenewalDialog({ open, prescriptions, initialId, onClose }: RequestRenewalDialogProps) {
  const [prescriptionId, setPrescriptionId] = useState('');
  const [note, setNote] = useState('');
  const request = useRequestRenewal();

  useEffect(() => {
    if (!open) return;
    setPrescriptionId(initialId && prescriptions.some((p) => p._id === initialId) ? initialId : (prescriptions[0]?._id ?? ''));
    setNote('');
    request.reset();
    // Reset only when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const chosen = prescriptions.find((p) => p._id === prescriptionId);
  const noteTooLong = note.trim().length > RENEWAL_NOTE_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || noteTooLong) return;
    request.mutate(
      { prescriptionId: chosen._id, note },
      {
        onSuccess: () => {
          toast.success(`Renewal request sent to ${doctorName(chosen)}`);
          onClose();
        },
        onError: (error) => toast.error(`Failed to request a renewal: ${errorMessage(error)}`),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-renewal-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="request-renewal-title">Request a renewal</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {prescriptions.length === 0 ? (
            <DialogContentText>You have no prescription that can be renewed.</DialogContentText>
          ) : (
            <>
              <DialogContentText>Your doctor is asked to renew the prescription and you are notified of the answer.</DialogContentText>
              <TextField
                select
                label="Prescription"
                value={prescriptionId}
                onChange={(event) => setPrescriptionId(event.target.value)}
                required
              >
                {prescriptions.map((prescription) => (
                  <MenuItem key={prescription._id} value={prescription._id}>
                    {`${medicationWithDosage(prescription)} · ${doctorName(prescription)}`}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Note for your doctor (optional)"
                value={note}
                onChange={(event) => setNote(event.target.value)}
                multiline
                minRows={3}
                error={noteTooLong}
                helperText={noteTooLong ? PRESCRIPTION_MESSAGES.noteTooLong : undefined}
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!chosen || request.isPending || noteTooLong}>
            {request.isPending ? 'Sending...' : 'Send Request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
