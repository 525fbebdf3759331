import { Box, CircularProgress, Typography } from '@mui/material';

export interface LoadingScreenProps {
  message?: string;
  /** Minimum height of the area (default fills most of the viewport). */
  minHeight?: number | string;
}

/** A centred, announced loading notice. */
export function LoadingScreen({ message = 'Loading...', minHeight = '60vh' }: LoadingScreenProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress aria-hidden size={36} />
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}
