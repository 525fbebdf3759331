import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { VERIFICATION_MESSAGES, VERIFICATION_REASON_MAX_LENGTH } from '@telehealth/shared-api';

export interface ReasonDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks the operator for the reason the doctor will read (reject, suspend). */
export function ReasonDialog({ title, text, confirmLabel, pending, error, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const trimmed = reason.trim();
    if (!trimmed) return setProblem(VERIFICATION_MESSAGES.reasonRequired);
    if (trimmed.length > VERIFICATION_REASON_MAX_LENGTH) return setProblem(VERIFICATION_MESSAGES.reasonTooLong);
    setProblem(null);
    onConfirm(trimmed);
  };
  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="reason-dialog-title">
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          label="Reason (the doctor will read it)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          multiline
          minRows={2}
          fullWidth
          autoFocus
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={submit} variant="contained" color="error" disabled={pending}>
          {pending ? 'Saving…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
