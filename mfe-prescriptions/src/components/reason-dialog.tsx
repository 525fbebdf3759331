import { useEffect, useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { PRESCRIPTION_MESSAGES, PRESCRIPTION_REASON_MAX_LENGTH } from '@telehealth/shared-api';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** Shown when the reason is left empty (the server's message for the same rule). */
  requiredMessage: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason an action needs (revoking a prescription, declining a renewal). */
export function ReasonDialog({ open, title, description, requiredMessage, confirmLabel, pending, onConfirm, onClose }: ReasonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(requiredMessage);
    if (trimmed.length > PRESCRIPTION_REASON_MAX_LENGTH) return setError(PRESCRIPTION_MESSAGES.reasonTooLong);
    setError(null);
    onConfirm(trimmed);
  };

  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{description}</DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
            required
            autoFocus
            error={!!error}
            helperText={error ?? undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            {pending ? 'Saving...' : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
