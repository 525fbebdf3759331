import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useId } from 'react';
import type { ReactNode } from 'react';

export interface ProfileFormDialogProps {
  open: boolean;
  title: string;
  /** id of the form inside, which the submit button submits. */
  formId: string;
  submitLabel: string;
  submitting: boolean;
  onClose: () => void;
  /** Called once the dialog has finished closing (focus can move elsewhere then). */
  onExited?: () => void;
  children: ReactNode;
}

/** The dialog around a profile form: full screen on phones, not closable while saving. */
export function ProfileFormDialog({ open, title, formId, submitLabel, submitting, onClose, onExited, children }: ProfileFormDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      scroll="paper"
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={submitting} color="inherit">
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {submitting ? 'Saving…' : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
