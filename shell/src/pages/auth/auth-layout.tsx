import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { PRODUCT_NAME } from '../../app/product';
import { CheckCircleIcon } from '@telehealth/shared-ui/icons';

const POINTS = ['Book verified specialists in minutes', 'Secure video consultations from home', 'Prescriptions saved to your account'];

/** Two-column frame of the sign-in and sign-up pages (brand panel hidden on phones). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, bgcolor: 'background.default' }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#FFFFFF',
          background: 'linear-gradient(160deg, #0B6E79 0%, #07505A 100%)',
        }}
      >
        <Box component={RouterLink} to="/" aria-label={`${PRODUCT_NAME} home`} sx={{ textDecoration: 'none', display: 'inline-flex' }}>
          <BrandLogo inverted />
        </Box>
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, maxWidth: 420 }}>
            Your health, connected to the right doctor.
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 4, display: 'grid', gap: 2 }}>
            {POINTS.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <CheckCircleIcon sx={{ color: '#7DD3C0' }} aria-hidden />
                <Typography>{point}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ color: '#D8EEF0' }}>
          General information only. In an emergency, call your local emergency number.
        </Typography>
      </Box>
      <Box component="main" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ width: '100%', maxWidth: 460 }}>
          <Box component={RouterLink} to="/" aria-label={`${PRODUCT_NAME} home`} sx={{ display: { xs: 'inline-flex', md: 'none' }, mb: 3, textDecoration: 'none' }}>
            <BrandLogo />
          </Box>
          <Card>
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              <Typography variant="h4" component="h1" sx={{ fontSize: '1.75rem' }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                {subtitle}
              </Typography>
              {children}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
