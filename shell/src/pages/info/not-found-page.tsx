import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { InfoLayout } from './info-layout';
import { paths } from '@telehealth/federation';

/** Any path the product does not know. */
export function NotFoundPage() {
  return (
    <InfoLayout title="Page Not Found">
      <Typography component="p">The page you are looking for does not exist or has moved.</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to Home
        </Button>
        <Button component={RouterLink} to={paths.dashboard()} variant="contained">
          Go to Dashboard
        </Button>
      </Box>
    </InfoLayout>
  );
}
