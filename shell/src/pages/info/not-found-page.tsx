import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { InfoLayout } from './info-layout';
import { paths } from '@telehealth/federation';

export const NOT_FOUND_TEXT = {
  title: 'Page Not Found',
  body: 'The page you are looking for does not exist or has moved.',
} as const;

/** What a 404 says and the two ways back, under the heading of whichever frame shows it. */
export function NotFoundContent() {
  return (
    <>
      <Typography component="p" color="text.secondary">
        {NOT_FOUND_TEXT.body}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to Home
        </Button>
        <Button component={RouterLink} to={paths.dashboard()} variant="contained">
          Go to Dashboard
        </Button>
      </Box>
    </>
  );
}

/** Any path the product does not know, for a visitor who is not signed in. */
export function NotFoundPage() {
  return (
    <InfoLayout title={NOT_FOUND_TEXT.title}>
      <NotFoundContent />
    </InfoLayout>
  );
}
