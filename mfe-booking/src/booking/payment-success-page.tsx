import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { PAYMENT_SUCCESS_REDIRECT_MS, useAuthStore } from '@telehealth/shared-api';
import type { Appointment } from '@telehealth/shared-api';
import { LoadingScreen } from '@telehealth/shared-ui';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { formatMoney } from '@telehealth/shared-api';
import { doctorName } from '../doctors/doctor-format';
import { useDocumentTitle } from '../hooks/use-document-title';
import { refundState, toAppointmentView } from '../appointments/appointment-view';
import { AppointmentWhen } from '../appointments/components/appointment-when';
import { SummaryRow } from './booking-summary';
import { usePaymentConfirmation } from './payment-confirmation';
import { CheckCircleOutlineIcon, ErrorIcon, EventNoteOutlinedIcon, PaymentIssueIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

export const PAYMENT_SUCCESSFUL = 'Payment Successful';
export const APPOINTMENT_CONFIRMED = 'Your appointment has been confirmed.';
export const PAYMENT_NOT_CONFIRMED = 'Payment not confirmed 😓';
export const CONFIRMATION_FAILED = 'Something went wrong. Try again.';
export const CONFIRMING_MESSAGE = 'Confirming your payment...';
export const APPOINTMENT_WAS_CANCELLED = 'This appointment was cancelled';
export const IMMEDIATE_VISIT_CONFIRMED = 'Your visit starts now. Your doctor has been told you are waiting.';
export const JOIN_VISIT_ROOM = 'Join the visit room';

const REDIRECT_SECONDS = Math.round(PAYMENT_SUCCESS_REDIRECT_MS / 1000);

function ResultPanel({
  icon,
  colour,
  title,
  children,
  actions,
  destination = 'your dashboard',
}: {
  icon: ReactNode;
  colour: string;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  /** Where the page goes on its own after the spec's 3 seconds. */
  destination?: string;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="payment-result-title"
      sx={{ p: { xs: 3, md: 5 }, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
    >
      <Box aria-hidden sx={{ color: colour, display: 'flex', '& svg': { fontSize: 64 } }}>
        {icon}
      </Box>
      <Typography id="payment-result-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {children}
      <Typography variant="body2" color="text.secondary" role="status">
        {`Taking you to ${destination} in ${REDIRECT_SECONDS} seconds...`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>{actions}</Box>
    </Paper>
  );
}

/** Go to Dashboard, and Book again at `bookAgain`. */
function DashboardAndBookAgain({ bookAgain }: { bookAgain: string }) {
  return (
    <>
      <DashboardButton />
      <Button component={RouterLink} to={bookAgain} variant="outlined">
        Book again
      </Button>
    </>
  );
}

function DashboardButton() {
  return (
    <Button component={RouterLink} to={paths.dashboard()} replace variant="contained">
      Go to Dashboard
    </Button>
  );
}

function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  const paid = appointment.payment ? formatMoney(appointment.payment.amount, appointment.payment.currency) : null;
  return (
    <Box
      component="dl"
      aria-label="Your appointment"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        width: '100%',
        maxWidth: 420,
        textAlign: 'left',
        bgcolor: 'action.hover',
        borderRadius: 2,
        p: 2,
      }}
    >
      <SummaryRow label="Doctor">{doctorName(appointment.doctorId?.user_id?.name)}</SummaryRow>
      <SummaryRow label="Date">
        {/* As on the appointments list: the doctor's zone and the patient's own time when they differ. */}
        <AppointmentWhen appointment={toAppointmentView(appointment)} />
      </SummaryRow>
      <SummaryRow label="Type">{appointment.consultationType || 'Video Consultation'}</SummaryRow>
      {paid ? <SummaryRow label="Paid">{paid}</SummaryRow> : null}
    </Box>
  );
}

/** /success?session_id=: confirms the payment and books the appointment (spec §2, §4). */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() || null;
  const user = useAuthStore((state) => state.user);
  const authLoading = useAuthStore((state) => state.status === 'loading');
  const navigate = useNavigate();
  const confirmation = usePaymentConfirmation(sessionId, user?.id);

  // Confirming, or about to be once sign-in finishes; with no session or no user there is nothing to confirm.
  const waiting = !!sessionId && confirmation.isPending && (!!user || authLoading);
  useDocumentTitle('Payment confirmation');

  // See a doctor now: a booked immediate visit goes to its room rather than the dashboard.
  const booked = confirmation.data?.kind === 'booked' ? confirmation.data.appointment : null;
  const room = booked?.immediate ? paths.consultation(booked._id) : null;

  // Spec §4: every outcome leaves for the dashboard after 3 seconds.
  useEffect(() => {
    if (waiting) return;
    const timer = setTimeout(() => navigate(room ?? paths.dashboard(), { replace: true }), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [waiting, navigate, room]);

  let content;
  if (waiting) {
    content = <LoadingScreen message={CONFIRMING_MESSAGE} minHeight={320} />;
  } else if (confirmation.isError) {
    content = (
      <ResultPanel icon={<ErrorIcon />} colour="error.main" title={CONFIRMATION_FAILED} actions={<DashboardButton />}>
        <Typography color="text.secondary">
          {confirmation.error.message ? `${confirmation.error.message} ` : ''}
          If your card was charged, your appointment will appear on your dashboard.
        </Typography>
      </ResultPanel>
    );
  } else if (confirmation.data?.kind === 'booked' && room) {
    content = (
      <ResultPanel
        icon={<CheckCircleOutlineIcon />}
        colour="success.main"
        title={PAYMENT_SUCCESSFUL}
        destination="your visit room"
        actions={
          <Button component={RouterLink} to={room} replace variant="contained">
            {JOIN_VISIT_ROOM}
          </Button>
        }
      >
        <Typography sx={{ fontSize: '1.1rem' }}>{IMMEDIATE_VISIT_CONFIRMED}</Typography>
        <AppointmentSummary appointment={confirmation.data.appointment} />
      </ResultPanel>
    );
  } else if (confirmation.data?.kind === 'booked') {
    content = (
      <ResultPanel icon={<CheckCircleOutlineIcon />} colour="success.main" title={PAYMENT_SUCCESSFUL} actions={<DashboardButton />}>
        <Typography sx={{ fontSize: '1.1rem' }}>{APPOINTMENT_CONFIRMED}</Typography>
        <AppointmentSummary appointment={confirmation.data.appointment} />
      </ResultPanel>
    );
  } else if (confirmation.data?.kind === 'canceled') {
    // The payment did book it, but it was canceled since: never call it confirmed.
    const refund = refundState(toAppointmentView(confirmation.data.appointment));
    content = (
      <ResultPanel
        icon={<EventNoteOutlinedIcon />}
        colour="text.secondary"
        title={APPOINTMENT_WAS_CANCELLED}
        actions={<DashboardAndBookAgain bookAgain={paths.doctors()} />}
      >
        <Typography color="text.secondary">This payment booked the appointment below, which has since been cancelled.</Typography>
        <AppointmentSummary appointment={confirmation.data.appointment} />
        {refund ? <Typography sx={{ fontWeight: 500 }}>{refund}</Typography> : null}
      </ResultPanel>
    );
  } else {
    const notConfirmed = confirmation.data?.kind === 'not-confirmed' ? confirmation.data.confirmation : null;
    const metadata = notConfirmed?.metadata;
    const bookAgain = metadata?.doctorId ? paths.bookAppointment(metadata.doctorId, { date: metadata.date }) : paths.doctors();
    content = (
      <ResultPanel
        icon={<PaymentIssueIcon />}
        colour="warning.main"
        title={PAYMENT_NOT_CONFIRMED}
        actions={<DashboardAndBookAgain bookAgain={bookAgain} />}
      >
        <Typography color="text.secondary">{notConfirmed?.message || 'No appointment was booked for this payment.'}</Typography>
      </ResultPanel>
    );
  }

  return <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto' }}>{content}</Box>;
}
