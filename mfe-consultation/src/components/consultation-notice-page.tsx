import { Box, Button, Paper, Typography } from '@mui/material';
import { paths } from '@telehealth/federation';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface ConsultationNoticePageProps {
  title: string;
  children: ReactNode;
  /** Extra actions before the way back. */
  actions?: ReactNode;
}

/**
 * A clear page instead of a call that cannot happen (not yours, canceled, outside its window,
 * ended), always with a way back.
 */
export function ConsultationNoticePage({ title, children, actions }: ConsultationNoticePageProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ maxWidth: 640, mx: 'auto', py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, display: 'grid', gap: 2, textAlign: 'center' }}>
        <Typography id={titleId} component="h1" variant="h5">
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', display: 'grid', gap: 1 }}>{children}</Box>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          {actions}
          <Button component={RouterLink} to={paths.dashboard()} variant="contained">
            Back to Dashboard
          </Button>
          <Button component={RouterLink} to={paths.appointments()} variant="outlined">
            My Appointments
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
