import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthStore } from '@telehealth/shared-api';
import { BrandLogo } from '../../components/brand-logo';
import { PRODUCT_NAME } from '../../app/product';
import { paths } from '@telehealth/federation';
import { MAIN_CONTENT_ID, SkipLink } from '../../layout/skip-link';

/** Frame of the simple public pages (forgot password, terms, privacy, not found). */
export function InfoLayout({ title, children }: { title: string; children: ReactNode }) {
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="static" component="header">
        <Container maxWidth="md">
          <Toolbar disableGutters sx={{ gap: 2 }}>
            <Box
              component={RouterLink}
              to="/"
              aria-label={`${PRODUCT_NAME} home`}
              sx={{ display: 'flex', textDecoration: 'none', flexGrow: 1 }}
            >
              <BrandLogo />
            </Box>
            {signedIn ? (
              <Button component={RouterLink} to={paths.dashboard()} variant="outlined">
                Dashboard
              </Button>
            ) : (
              <Button component={RouterLink} to={paths.login()} variant="outlined">
                Sign In
              </Button>
            )}
          </Toolbar>
        </Container>
      </AppBar>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="md"
        sx={{ py: { xs: 4, md: 7 }, flexGrow: 1, '&:focus': { outline: 'none' } }}
      >
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
          {title}
        </Typography>
        <Box sx={{ '& h2': { mt: 4, mb: 1 }, '& p, & li': { color: 'text.secondary', lineHeight: 1.7 } }}>{children}</Box>
      </Container>
    </Box>
  );
}
