import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthStore } from '@telehealth/shared-api';
import type { Role } from '@telehealth/shared-api';
import { EmptyState } from '@telehealth/shared-ui';
import { remoteWidgets } from '../../../../federation/remotes';
import { PRODUCT_NAME } from '../../app/product';
import { AssistantIcon, CompleteProfileIcon, EventAvailableIcon, EventNoteIcon, FindDoctorIcon, MedicationIcon } from '../../components/icons';
import { RemoteWidget } from './remote-widget';

interface ActionCard {
  title: string;
  text: string;
  to: string;
  cta: string;
  icon: ReactNode;
}

const PATIENT_ACTIONS: ActionCard[] = [
  {
    title: 'Find a doctor',
    text: 'Search specialists by specialty, experience, rating and fee, then book an open slot.',
    to: '/doctors',
    cta: 'Find a Doctor',
    icon: <FindDoctorIcon />,
  },
  {
    title: 'Complete your profile',
    text: 'Add your date of birth, gender and blood group so your doctors have what they need.',
    to: '/profile',
    cta: 'Go to Profile',
    icon: <CompleteProfileIcon />,
  },
  {
    title: 'Your prescriptions',
    text: 'Every prescription from your consultations, ready to view, download or print.',
    to: '/prescriptions',
    cta: 'View Prescriptions',
    icon: <MedicationIcon />,
  },
  {
    title: 'Ask the AI assistant',
    text: 'General information about symptoms, conditions and which specialist to see.',
    to: '/aiassistance',
    cta: 'Open Assistant',
    icon: <AssistantIcon />,
  },
];

const DOCTOR_ACTIONS: ActionCard[] = [
  {
    title: 'Complete your doctor profile',
    text: 'Add your specialization, qualifications, fees and languages so patients can find and book you.',
    to: '/profile',
    cta: 'Go to Profile',
    icon: <CompleteProfileIcon />,
  },
  {
    title: 'Set your availability',
    text: 'Choose the weekly slots you offer; patients can only book the times you mark available.',
    to: '/profile',
    cta: 'Manage Availability',
    icon: <EventAvailableIcon />,
  },
  {
    title: 'Your appointments',
    text: 'See scheduled, completed and cancelled appointments and start sessions on time.',
    to: '/appointments',
    cta: 'View Appointments',
    icon: <EventNoteIcon />,
  },
  {
    title: 'Prescriptions',
    text: 'Write prescriptions for your patients and review their history.',
    to: '/prescriptions',
    cta: 'Open Prescriptions',
    icon: <MedicationIcon />,
  },
];

const ROLE_INTRO: Record<Role, string> = {
  patient: 'Book a consultation, join your video visits and keep track of your prescriptions.',
  doctor: 'Manage your schedule, run consultations and write prescriptions for your patients.',
};

function ActionGrid({ actions }: { actions: ActionCard[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      {actions.map((action) => (
        <Card key={action.title} sx={{ display: 'flex' }}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 3, width: '100%' }}>
            <Box aria-hidden sx={{ width: 44, height: 44, borderRadius: 2.5, bgcolor: '#E6F4F5', color: 'primary.main', display: 'grid', placeItems: 'center' }}>
              {action.icon}
            </Box>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
              {action.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {action.text}
            </Typography>
            <Button component={RouterLink} to={action.to} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {action.cta}
            </Button>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/**
 * Role-based home (spec §2 "Dashboard"). The appointment panels are composed from the booking
 * remote once it ships; until then the page offers the next real steps and shows no invented figures.
 */
export function DashboardPage() {
  const user = useAuthStore((s) => s.user);

  useEffect(() => {
    document.title = `Dashboard · ${PRODUCT_NAME}`;
  }, []);

  if (!user) {
    return <EmptyState title="Please log in to view your dashboard." action={<Button component={RouterLink} to="/login" variant="contained">Sign In</Button>} />;
  }

  const isDoctor = user.role === 'doctor';

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Welcome back, {user.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {ROLE_INTRO[user.role]}
        </Typography>
      </Box>

      <Card component="section" aria-labelledby="dashboard-appointments-title">
        <CardContent sx={{ p: 3 }}>
          <Typography id="dashboard-appointments-title" variant="h6" component="h2">
            {isDoctor ? 'Appointment Management' : 'My Appointments'}
          </Typography>
          <EmptyState
            icon={<EventNoteIcon />}
            title={isDoctor ? 'Your appointments will appear here' : 'Your upcoming appointments will appear here'}
            description={
              isDoctor
                ? 'Once patients book your available slots, you can start sessions, mark them complete and write prescriptions from here.'
                : 'Book a consultation with a doctor and it will show up here, with a Join Now button when it is time.'
            }
            action={
              <Button component={RouterLink} to={isDoctor ? '/appointments' : '/doctors'} variant="contained">
                {isDoctor ? 'View Appointments' : 'Find a Doctor'}
              </Button>
            }
          />
        </CardContent>
      </Card>

      {/* Spec §2: the patient dashboard offers Find a Doctor by date and specialty. */}
      {isDoctor ? null : <RemoteWidget contract={remoteWidgets.findDoctor} />}

      <Box component="section" aria-labelledby="dashboard-next-steps">
        <Typography id="dashboard-next-steps" variant="h6" component="h2" sx={{ mb: 2 }}>
          {isDoctor ? 'Your practice' : 'Get started'}
        </Typography>
        <ActionGrid actions={isDoctor ? DOCTOR_ACTIONS : PATIENT_ACTIONS} />
      </Box>
    </Box>
  );
}
