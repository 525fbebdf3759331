import { useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { ApiError, authApi, useAuthStore } from '@telehealth/shared-api';

/** Remembered for the tab: "Later" hides the banner until the next sign-in in a new tab. */
const DISMISSED_KEY = 'telehealth.email-banner-dismissed';

function dismissedInTab(userId: string): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === userId;
  } catch {
    return false;
  }
}

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string };

/**
 * Asks a user whose address is not confirmed yet to open the mailed link (issue 25), with a way
 * to have it sent again. The account works meanwhile, so the banner can be put off.
 */
export function EmailConfirmationBanner() {
  const user = useAuthStore((state) => state.user);
  const [dismissed, setDismissed] = useState(() => (user ? dismissedInTab(user.id) : false));
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  if (!user || user.emailVerified || dismissed) return null;

  const sendAgain = async () => {
    setSending({ state: 'sending' });
    try {
      setSending({ state: 'sent', message: (await authApi.resendVerification()).message });
    } catch (error) {
      setSending({
        state: 'failed',
        message: error instanceof ApiError && error.status < 500 ? error.message : 'We could not send the link. Please try again.',
      });
    }
  };
  const later = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, user.id);
    } catch {
      // Private mode without storage: hidden for this page view only.
    }
    setDismissed(true);
  };

  return (
    <Box
      component="section"
      aria-label="Confirm your email"
      sx={{ px: { xs: 2, sm: 3, md: 4 }, pt: 2, width: '100%', maxWidth: 1280, mx: 'auto' }}
    >
      <Alert
        role="none"
        severity={sending.state === 'failed' ? 'error' : 'info'}
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {sending.state === 'sent' ? null : (
              <Button color="inherit" size="small" onClick={() => void sendAgain()} disabled={sending.state === 'sending'}>
                {sending.state === 'sending' ? 'Sending...' : 'Send Again'}
              </Button>
            )}
            <Button color="inherit" size="small" onClick={later}>
              Later
            </Button>
          </Box>
        }
        sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: 0 } }}
      >
        <span>
          Please confirm your email address: open the link we sent to <strong>{user.email}</strong>.
        </span>
        <Box component="span" role="status" sx={{ display: 'block' }}>
          {sending.state === 'sent' || sending.state === 'failed' ? sending.message : ''}
        </Box>
      </Alert>
    </Box>
  );
}
