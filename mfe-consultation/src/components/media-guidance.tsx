import { Alert, Box, Button, Typography } from '@mui/material';
import type { MediaProblem } from '../call/media-devices';

export interface MediaGuidanceProps {
  problem: MediaProblem;
  onRetry: () => void;
  /** Absent once audio only was already tried. */
  onJoinWithoutCamera?: () => void;
}

/** What went wrong with camera or microphone and how to fix it here, with Retry and audio only. */
export function MediaGuidance({ problem, onRetry, onJoinWithoutCamera }: MediaGuidanceProps) {
  return (
    <Alert severity={problem.kind === 'denied' ? 'warning' : 'error'} role="alert" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {problem.title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {problem.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" onClick={onRetry}>
          Retry
        </Button>
        {onJoinWithoutCamera ? (
          <Button variant="outlined" size="small" onClick={onJoinWithoutCamera}>
            Join without camera
          </Button>
        ) : null}
      </Box>
    </Alert>
  );
}
