import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@telehealth/federation';

export interface RemoteUnavailableProps {
  title: string;
  /** 'not-deployed': the section is not part of this deployment yet; 'failed': it could not load. */
  reason: 'not-deployed' | 'failed';
  onRetry: () => void;
}

/** The state a remote's route shows when the remote cannot be shown. */
export function RemoteUnavailable({ title, reason, onRetry }: RemoteUnavailableProps) {
  const heading = reason === 'not-deployed' ? 'This section is not available yet' : 'This section is temporarily unavailable';
  const detail =
    reason === 'not-deployed'
      ? `${title} is not part of this deployment yet. The rest of the app keeps working.`
      : `${title} could not be loaded. Check your connection and try again; the rest of the app keeps working.`;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, md: 8 } }}>
      <Card role="alert" sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent sx={{ p: 4, textAlign: 'center', display: 'grid', gap: 1.5, justifyItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          <Typography color="text.secondary">{detail}</Typography>
          <Box sx={{ display: 'flex', gap: 1.5, mt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" onClick={onRetry}>
              Retry
            </Button>
            <Button component={RouterLink} to={paths.dashboard()} variant="outlined">
              Go to Dashboard
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
