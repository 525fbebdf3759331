import { CircularProgress, Dialog, DialogContent, Typography } from '@mui/material';

/** What shows while a dialog loaded on first use is on its way. */
export function DialogLoading({ open, text }: { open: boolean; text: string }) {
  return (
    <Dialog open={open} aria-label={text}>
      <DialogContent role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{text}</Typography>
      </DialogContent>
    </Dialog>
  );
}
