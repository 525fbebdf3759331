import { AppBar, Box, Button, Container, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthStore } from '@telehealth/shared-api';
import { BrandLogo } from '../../components/brand-logo';
import { LANDING_SECTIONS } from './landing-sections';

export function LandingHeader() {
  const signedIn = useAuthStore((s) => s.status === 'authenticated');
  return (
    <AppBar position="sticky" component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <Box component={RouterLink} to="/" aria-label="CareLink home" sx={{ display: 'flex', textDecoration: 'none', mr: 2 }}>
            <BrandLogo />
          </Box>
          <Box component="nav" aria-label="Page sections" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {LANDING_SECTIONS.map((section) => (
              <Button key={section.id} component={RouterLink} to={{ hash: section.id }} color="inherit" sx={{ color: 'text.secondary' }}>
                {section.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          {signedIn ? (
            <Button component={RouterLink} to="/dashboard" variant="contained">
              Go to Dashboard
            </Button>
          ) : (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button component={RouterLink} to="/login" color="primary">
                Sign In
              </Button>
              <Button component={RouterLink} to="/register" variant="contained">
                Sign Up
              </Button>
            </Box>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
