import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { useAuthStore } from '@telehealth/shared-api';
import { LoadingScreen } from '@telehealth/shared-ui';
import { AppShell } from '../../layout/app-shell';
import { PRODUCT_NAME } from '../../app/product';
import { NOT_FOUND_TEXT, NotFoundContent, NotFoundPage } from './not-found-page';

/** The 404 inside the signed-in frame: header and sidebar stay, so the way back is where it always is. */
function SignedInNotFound() {
  useEffect(() => {
    document.title = `${NOT_FOUND_TEXT.title} · ${PRODUCT_NAME}`;
  }, []);
  return (
    <Box sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 2 }}>
        {NOT_FOUND_TEXT.title}
      </Typography>
      <NotFoundContent />
    </Box>
  );
}

/** Any path the product does not know: in the app shell when signed in, the public frame otherwise. */
export function NotFoundRoute() {
  const status = useAuthStore((s) => s.status);
  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') {
    return (
      <AppShell>
        <SignedInNotFound />
      </AppShell>
    );
  }
  return <NotFoundPage />;
}
