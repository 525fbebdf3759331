import { Box, Button, Paper } from '@mui/material';
import { EmptyState } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { CalendarIcon } from '../components/common-icons';
import { useDocumentTitle } from '../hooks/use-document-title';

export interface ComingSoonPageProps {
  /** The section, for the browser tab: 'Appointments'. */
  title: string;
  /** What the page says: 'Appointments are coming soon'. */
  heading: string;
  description: string;
  action: { label: string; to: string };
}

/**
 * What a booking-remote route shows until its screen ships (the contract in
 * federation/remotes.ts already routes it here): an honest notice with a way on, instead of
 * the shell's "temporarily unavailable" error.
 */
export function ComingSoonPage({ title, heading, description, action }: ComingSoonPageProps) {
  useDocumentTitle(title);
  return (
    <Box sx={{ width: '100%', maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined">
        <EmptyState
          icon={<CalendarIcon />}
          title={heading}
          description={description}
          action={
            <Button component={RouterLink} to={action.to} variant="contained">
              {action.label}
            </Button>
          }
        />
      </Paper>
    </Box>
  );
}
