import { Alert, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../app/product';
import { InfoLayout } from './info-layout';
import { paths } from '@telehealth/federation';

/** Password help. Self-service reset by email is not offered yet, and the page says so. */
export function ForgotPasswordPage() {
  return (
    <InfoLayout title="Forgot your password?">
      <Alert severity="info" sx={{ mb: 3 }}>
        Resetting your password by email is not available yet.
      </Alert>
      <Typography component="p">
        To regain access to your account, contact our support team at{' '}
        <Box component="a" href={`mailto:${SUPPORT_EMAIL}`} sx={{ color: 'primary.main' }}>
          {SUPPORT_EMAIL}
        </Box>{' '}
        from the email address you registered with. For your security we verify your identity before changing anything on the account, and
        we will never ask you for your current password.
      </Typography>
      <Typography component="p" sx={{ mt: 2 }}>
        If you remember your password, you can sign in again. Once signed in, you can change your password at any time under Profile →
        Security.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.login()} variant="contained">
          Back to Sign In
        </Button>
        <Button component="a" href={`mailto:${SUPPORT_EMAIL}?subject=Password%20help`} variant="outlined">
          Email Support
        </Button>
      </Box>
    </InfoLayout>
  );
}
