import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Container, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import FormatQuote from '@mui/icons-material/FormatQuote';
import { LANDING_HASH_SCROLL_DELAY_MS, SPECIALTIES } from '@telehealth/shared-api';
import { UserAvatar } from '@telehealth/shared-ui';
import { PRODUCT_NAME } from '../../app/product';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { isLandingSection, scrollToSection } from './landing-sections';

const FEATURES = [
  {
    icon: <CalendarMonthOutlined />,
    title: 'Easy Appointment Booking',
    text: 'Search doctors by specialty, experience, rating and fee, see their real availability and book a time that suits you in a few clicks.',
  },
  {
    icon: <VideocamOutlined />,
    title: 'Video Consultations',
    text: 'Meet your doctor face to face from home over a secure, private video call, with a chat beside it for links and questions.',
  },
  {
    icon: <DescriptionOutlined />,
    title: 'Digital Prescriptions',
    text: 'Prescriptions written during your visit land in your account, ready to view, download or print whenever you need them.',
  },
];

const STEPS = [
  { title: 'Create Account', text: 'Sign up in a minute as a patient, or as a doctor offering consultations.' },
  { title: 'Find a Doctor', text: 'Filter by specialty, experience, rating and fee to find the right specialist.' },
  { title: 'Book Appointment', text: 'Pick a date and an open slot, choose video or in-person, and pay securely by card.' },
  { title: 'Get Care', text: 'Join your video consultation on time and receive your prescription online.' },
];

const TESTIMONIALS = [
  {
    quote: 'I booked a dermatologist on my lunch break and had my consultation the next morning. No waiting room, no paperwork.',
    name: 'Priya Raman',
    role: 'Patient',
  },
  {
    quote: 'My availability, appointments and prescriptions are all in one place. I spend my time with patients, not with admin.',
    name: 'Dr. Michael Chen',
    role: 'Cardiologist',
  },
  {
    quote: 'Having my prescriptions on my phone made refills simple, and the video visit was as clear as being in the room.',
    name: 'Laura Gómez',
    role: 'Patient',
  },
];

function Section({ id, title, subtitle, children, tinted = false }: { id?: string; title: string; subtitle: string; children: ReactNode; tinted?: boolean }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 8, md: 11 }, scrollMarginTop: 72, bgcolor: tinted ? 'background.paper' : 'transparent' }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 5, md: 7 } }}>
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: '1.1rem' }}>
            {subtitle}
          </Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(180deg, #E6F4F5 0%, #F5F8FA 100%)',
        pt: { xs: 7, md: 12 },
        pb: { xs: 8, md: 12 },
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'grid', gap: 6, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1.15fr 0.85fr' } }}>
        <Box>
          <Typography variant="overline" sx={{ color: 'primary.dark', fontWeight: 700, letterSpacing: '0.08em' }}>
            Online care for patients and doctors
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', sm: '3rem', md: '3.5rem' }, lineHeight: 1.1, mt: 1 }}>
            See the right doctor, without the waiting room
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 3, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 560 }}>
            Sign up as a patient or a doctor. Find a specialist, book and pay for a time that suits you, and get care by secure
            video, with your prescriptions kept in one place.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, mt: 4, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/register" variant="contained" size="large" sx={{ px: 4 }}>
              Get Started
            </Button>
            <Button variant="outlined" size="large" onClick={() => scrollToSection('how-it-works')} sx={{ px: 4 }}>
              Learn More
            </Button>
          </Box>
        </Box>
        <Card aria-hidden sx={{ p: { xs: 1, md: 2 }, boxShadow: '0 24px 48px -24px rgba(16,42,67,0.35)', border: 'none' }}>
          <CardContent sx={{ display: 'grid', gap: 2.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ width: 48, height: 48, borderRadius: 3, bgcolor: '#E6F4F5', color: 'primary.main', display: 'grid', placeItems: 'center' }}>
                <VideocamOutlined />
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>Your visit, your way</Typography>
                <Typography variant="body2" color="text.secondary">
                  Video or in person
                </Typography>
              </Box>
            </Box>
            {[`Specialists across ${SPECIALTIES.length} fields of medicine`, 'Real-time availability, pay securely by card', 'Join from any modern browser', 'Prescriptions saved to your account'].map(
              (line) => (
                <Box key={line} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <CheckCircle sx={{ color: 'success.main' }} />
                  <Typography>{line}</Typography>
                </Box>
              ),
            )}
          </CardContent>
        </Card>
      </Container>
    </Box>
  );
}

/** The public landing page (spec §2 "Landing page"). Deliberately light: no drawers, dialogs or inputs. */
export function LandingPage() {
  const location = useLocation();

  // Header anchors and deep links (#features, #how-it-works, #testimonials) scroll after a short delay.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    if (!isLandingSection(id)) return;
    const timer = window.setTimeout(() => scrollToSection(id), LANDING_HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [location.hash, location.key]);

  useEffect(() => {
    document.title = `${PRODUCT_NAME} · Online doctor appointments and video consultations`;
  }, []);

  return (
    <>
      <LandingHeader />
      <Box component="main">
        <Hero />

        <Section id="features" title="Care that fits around your life" subtitle={`Everything you need to see a doctor online, in one place.`} tinted>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {FEATURES.map((feature) => (
              <Card key={feature.title} sx={{ height: '100%' }}>
                <CardContent sx={{ p: 4 }}>
                  <Box
                    aria-hidden
                    sx={{ width: 52, height: 52, borderRadius: 3, bgcolor: '#E6F4F5', color: 'primary.main', display: 'grid', placeItems: 'center', mb: 2.5 }}
                  >
                    {feature.icon}
                  </Box>
                  <Typography variant="h6" component="h3">
                    {feature.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {feature.text}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Section>

        <Section id="how-it-works" title="How It Works" subtitle="From sign-up to treatment in four simple steps.">
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            {STEPS.map((step, index) => (
              <Box component="li" key={step.title} sx={{ textAlign: 'center', px: 1 }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 56,
                    height: 56,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                    mx: 'auto',
                    mb: 2,
                    fontWeight: 700,
                    fontSize: '1.3rem',
                  }}
                >
                  {index + 1}
                </Box>
                <Typography variant="h6" component="h3">
                  {step.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {step.text}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{ textAlign: 'center', mt: 6 }}>
            <Button component={RouterLink} to="/register" variant="contained" size="large" sx={{ px: 4 }}>
              Start Using {PRODUCT_NAME}
            </Button>
          </Box>
        </Section>

        <Section id="testimonials" title="What people say" subtitle="Patients and doctors on using the product day to day." tinted>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {TESTIMONIALS.map((item) => (
              <Card key={item.name} component="figure" sx={{ m: 0, height: '100%' }}>
                <CardContent sx={{ p: 4, display: 'flex', flexDirection: 'column', height: '100%' }}>
                  <FormatQuote aria-hidden sx={{ color: 'primary.light', fontSize: 36 }} />
                  <Typography component="blockquote" sx={{ m: 0, mt: 1, flexGrow: 1 }}>
                    {item.quote}
                  </Typography>
                  <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 3 }}>
                    <UserAvatar name={item.name.replace(/^Dr\.\s*/, '')} size={40} />
                    <Box>
                      <Typography sx={{ fontWeight: 500 }}>{item.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {item.role}
                      </Typography>
                    </Box>
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Section>

        <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 8, md: 10 } }}>
          <Container maxWidth="md">
            <Box
              sx={{
                textAlign: 'center',
                borderRadius: 4,
                px: { xs: 3, md: 8 },
                py: { xs: 6, md: 8 },
                color: '#FFFFFF',
                background: 'linear-gradient(135deg, #0B6E79 0%, #07505A 100%)',
              }}
            >
              <Typography id="cta-title" variant="h3" component="h2" sx={{ fontSize: { xs: '1.8rem', md: '2.3rem' } }}>
                Ready to take care of your health?
              </Typography>
              <Typography sx={{ mt: 2, color: '#D8EEF0', fontSize: '1.1rem' }}>
                Join {PRODUCT_NAME} as a patient or a doctor. Signing up is free.
              </Typography>
              <Button
                component={RouterLink}
                to="/register"
                variant="contained"
                size="large"
                sx={{ mt: 4, px: 4, bgcolor: '#FFFFFF', color: 'primary.dark', '&:hover': { bgcolor: '#E6F4F5' } }}
              >
                Create Your Free Account
              </Button>
            </Box>
          </Container>
        </Box>
      </Box>
      <LandingFooter />
    </>
  );
}
