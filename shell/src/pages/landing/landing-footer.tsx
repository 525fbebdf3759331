import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { PRODUCT_NAME } from '../../app/product';

const PLATFORM_LINKS = [
  { label: 'Find Doctors', to: '/doctors' },
  { label: 'Book an Appointment', to: '/book-appointment' },
  { label: 'Prescriptions', to: '/prescriptions' },
  { label: 'AI Assistant', to: '/aiassistance' },
];

// Support pages do not exist yet: named here without pretending to be links.
const SUPPORT_ITEMS = ['Help Center', 'FAQs', 'Contact Us'];

const LEGAL_LINKS = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'HIPAA Compliance', to: '/privacy#hipaa' },
];

function ColumnTitle({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle2" sx={{ color: '#FFFFFF', fontWeight: 700, mb: 1.5, letterSpacing: '0.04em', textTransform: 'uppercase' }}>
      {children}
    </Typography>
  );
}

const linkSx = { color: '#C8D6E0', display: 'block', py: 0.5, '&:hover': { color: '#FFFFFF' } } as const;

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0B2733', color: '#C8D6E0', pt: 7, pb: 4 }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}>
          <Box>
            <BrandLogo inverted />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 320, color: '#C8D6E0' }}>
              Book trusted doctors, meet them by secure video and keep your prescriptions in one place.
            </Typography>
          </Box>
          <Box component="nav" aria-label="Platform">
            <ColumnTitle>Platform</ColumnTitle>
            {PLATFORM_LINKS.map((item) => (
              <Link key={item.to} component={RouterLink} to={item.to} sx={linkSx}>
                {item.label}
              </Link>
            ))}
          </Box>
          <Box>
            <ColumnTitle>Support</ColumnTitle>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {SUPPORT_ITEMS.map((label) => (
                <Typography key={label} component="li" variant="body2" sx={{ py: 0.5, color: '#C8D6E0' }}>
                  {label}
                </Typography>
              ))}
            </Box>
          </Box>
          <Box component="nav" aria-label="Legal">
            <ColumnTitle>Legal</ColumnTitle>
            {LEGAL_LINKS.map((item) => (
              <Link key={item.label} component={RouterLink} to={item.to} sx={linkSx}>
                {item.label}
              </Link>
            ))}
          </Box>
        </Box>
        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.12)', mt: 5, pt: 3 }}>
          <Typography variant="body2" sx={{ color: '#9FB3C2' }}>
            © {new Date().getFullYear()} {PRODUCT_NAME}. General information only; in an emergency call your local emergency number.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
