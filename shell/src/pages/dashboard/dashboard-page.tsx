import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { authApi, useAuthStore } from '@telehealth/shared-api';
import type { Role, User } from '@telehealth/shared-api';
import { EmptyState, IconTile } from '@telehealth/shared-ui';
import { paths, remoteWidgets } from '@telehealth/federation';
import { PRODUCT_NAME } from '../../app/product';
import { AvailableNowCard } from '../../see-now/available-now-card';
import { SeeDoctorNowCard } from '../../see-now/see-doctor-now-card';
import { RemoteWidget } from './remote-widget';
import { VerificationNotice } from './verification-notice';
import { AssignmentIndOutlinedIcon, AssistantIcon, EventAvailableOutlinedIcon, PrescriptionIcon } from '@telehealth/shared-ui/icons';

// Only a brand-new account's first dashboard shows it, so every other visit skips its download.
const SetupPrompt = lazy(() => import('./setup-prompt'));

interface ActionCard {
  title: string;
  text: string;
  to: string;
  cta: string;
  icon: ReactNode;
}

const PATIENT_ACTIONS: ActionCard[] = [
  {
    title: 'Your health profile',
    text: 'Keep your date of birth, gender, blood group and emergency contact up to date for your doctors.',
    to: paths.profile(),
    cta: 'Go to Profile',
    icon: <AssignmentIndOutlinedIcon />,
  },
  {
    title: 'Your prescriptions',
    text: 'Every prescription from your consultations, ready to view, download or print.',
    to: paths.prescriptions(),
    cta: 'View Prescriptions',
    icon: <PrescriptionIcon />,
  },
  {
    title: 'Ask the AI assistant',
    text: 'General information about symptoms, conditions and which specialist to see.',
    to: paths.assistant(),
    cta: 'Open Assistant',
    icon: <AssistantIcon />,
  },
];

const DOCTOR_ACTIONS: ActionCard[] = [
  {
    title: 'Your doctor profile',
    text: 'Keep your specialization, qualifications, fees and languages up to date so patients can find and book you.',
    to: paths.profile(),
    cta: 'Go to Profile',
    icon: <AssignmentIndOutlinedIcon />,
  },
  {
    title: 'Set your availability',
    text: 'Choose the weekly slots you offer; patients can only book the times you mark available.',
    to: paths.profile(),
    cta: 'Manage Availability',
    icon: <EventAvailableOutlinedIcon />,
  },
  {
    title: 'Prescriptions',
    text: 'Write prescriptions for your patients and review their history.',
    to: paths.prescriptions(),
    cta: 'Open Prescriptions',
    icon: <PrescriptionIcon />,
  },
];

const ROLE_INTRO: Record<Role, string> = {
  patient: 'Book a consultation, join your video visits and keep track of your prescriptions.',
  doctor: 'Manage your schedule, run consultations and write prescriptions for your patients.',
  admin: "Check doctors' licences before patients can book them, and keep the practice running.",
};

const ADMIN_ACTIONS: ActionCard[] = [
  {
    title: 'Doctor verification',
    text: 'Licences waiting for a check: read each scan, then approve, reject with a reason, suspend or restore.',
    to: paths.verificationQueue(),
    cta: 'Open the queue',
    icon: <AssignmentIndOutlinedIcon />,
  },
];

/** The server's answer per user, asked once per page load (a reload asks again and hears "no"). */
const firstVisitAnswers = new Map<string, Promise<boolean>>();

/** Test hook: forget the answers, as a reload would. */
export function forgetFirstVisitForTests(): void {
  firstVisitAnswers.clear();
}

function askFirstVisit(userId: string): Promise<boolean> {
  let answer = firstVisitAnswers.get(userId);
  if (!answer) {
    // Unknown (the request failed) counts as returning: most visits are.
    answer = authApi.welcome().then(
      (envelope) => envelope.data?.firstVisit === true,
      () => false,
    );
    firstVisitAnswers.set(userId, answer);
  }
  return answer;
}

/**
 * Whether this is the user's first dashboard. The server records the first visit, so a reload
 * or another device greets them as returning; within this page load the answer is kept.
 */
function useFirstVisit(user: User | null): { pending: boolean; firstVisit: boolean } {
  const userId = user?.id ?? null;
  const [answer, setAnswer] = useState<{ userId: string; firstVisit: boolean } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    void askFirstVisit(userId).then((firstVisit) => {
      if (live) setAnswer({ userId, firstVisit });
    });
    return () => {
      live = false;
    };
  }, [userId]);
  const known = answer !== null && answer.userId === userId;
  return { pending: !known, firstVisit: known && answer.firstVisit };
}

function ActionGrid({ actions }: { actions: ActionCard[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(240px, 1fr))' } }}>
      {actions.map((action) => (
        <Card key={action.title} sx={{ display: 'flex' }}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 3, width: '100%' }}>
            <IconTile>{action.icon}</IconTile>
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

/** Columns of the dashboard's two-panel rows: one column on phones, main panel wider on desktop. */
const PANEL_ROW = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
  alignItems: 'start',
} as const;

/** The patient's panels (spec §2 "Dashboard"): My Appointments, Upcoming Appointments, Find a Doctor; then prescriptions. */
function PatientWidgets() {
  return (
    <>
      <SeeDoctorNowCard />
      <Box sx={PANEL_ROW}>
        <RemoteWidget contract={remoteWidgets.myAppointments} minHeight={320} />
        <RemoteWidget contract={remoteWidgets.upcomingAppointments} minHeight={320} />
      </Box>
      <RemoteWidget contract={remoteWidgets.findDoctor} />
      <RemoteWidget contract={remoteWidgets.activePrescriptions} minHeight={200} />
    </>
  );
}

/** The doctor's panels (spec §2 "Dashboard"): stat cards, Appointment Management, Recent Patient Activity; then renewals. */
function DoctorWidgets() {
  return (
    <>
      <AvailableNowCard />
      <RemoteWidget contract={remoteWidgets.doctorStats} minHeight={112} />
      <Box sx={PANEL_ROW}>
        <RemoteWidget contract={remoteWidgets.appointmentManagement} minHeight={360} />
        <RemoteWidget contract={remoteWidgets.recentActivity} minHeight={360} />
      </Box>
      <RemoteWidget contract={remoteWidgets.renewalRequests} minHeight={200} />
    </>
  );
}

/**
 * Role-based home (spec §2 "Dashboard"). The appointment panels come from the booking remote
 * as widgets, loaded after this page has rendered; each one's failure stays in its own card.
 */
export function DashboardPage() {
  const user = useAuthStore((s) => s.user);
  const { pending, firstVisit } = useFirstVisit(user);
  const [setupDismissed, setSetupDismissed] = useState(false);

  useEffect(() => {
    document.title = `Dashboard · ${PRODUCT_NAME}`;
  }, []);

  if (!user) {
    return (
      <EmptyState
        title="Please log in to view your dashboard."
        action={
          <Button component={RouterLink} to={paths.login()} variant="contained">
            Sign In
          </Button>
        }
      />
    );
  }

  const isDoctor = user.role === 'doctor';

  if (user.role === 'admin') {
    // An operator has no patients or visits: the console's pages are what they need.
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {`Welcome, ${user.name}`}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {ROLE_INTRO.admin}
          </Typography>
        </Box>
        <ActionGrid actions={ADMIN_ACTIONS} />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        {pending ? (
          // Holds the heading's place until the server says whether this is the first visit.
          <Box aria-hidden sx={{ height: { xs: '2.67rem', md: '3.34rem' } }} />
        ) : (
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {firstVisit ? `Welcome, ${user.name}` : `Welcome back, ${user.name}`}
          </Typography>
        )}
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {ROLE_INTRO[user.role]}
        </Typography>
      </Box>

      {isDoctor ? <VerificationNotice userId={user.id} /> : null}

      {firstVisit && !setupDismissed ? (
        <Suspense fallback={null}>
          <SetupPrompt role={user.role} onDismiss={() => setSetupDismissed(true)} />
        </Suspense>
      ) : null}

      {isDoctor ? <DoctorWidgets /> : <PatientWidgets />}

      <Box component="section" aria-labelledby="dashboard-next-steps" sx={{ mt: 1 }}>
        <Typography id="dashboard-next-steps" variant="h6" component="h2" sx={{ mb: 2 }}>
          {isDoctor ? 'Your practice' : 'Get started'}
        </Typography>
        <ActionGrid actions={isDoctor ? DOCTOR_ACTIONS : PATIENT_ACTIONS} />
      </Box>

      {/* Issue 13: last on the page, so its remote loads only when the patient scrolls to it. */}
      {isDoctor ? null : <RemoteWidget contract={remoteWidgets.askAssistant} minHeight={180} deferUntilVisible />}
    </Box>
  );
}
