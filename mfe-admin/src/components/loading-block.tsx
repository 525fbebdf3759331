import { Box, CircularProgress, Typography } from '@mui/material';

/** A page's loading state: a spinner and what is being loaded, announced to screen readers. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
