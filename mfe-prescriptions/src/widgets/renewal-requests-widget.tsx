import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths, remoteWidgets } from '@telehealth/federation';
import { formatCount, useAuthStore } from '@telehealth/shared-api';
import { EmptyState, ErrorCard, formatDate } from '@telehealth/shared-ui';
import { AutorenewIcon } from '../components/icons';
import { medicationWithDosage } from '../components/prescription-format';
import { useRenewalRequests } from '../hooks/prescription-queries';
import { useLivePrescriptions } from '../hooks/use-live-prescriptions';
import { useOwnDoctorProfile } from '../hooks/use-own-profile';
import { WidgetCard } from './widget-card';

/** How many pending requests the widget lists. */
const WIDGET_LIMIT = 5;

/** As the booking remote's appointment cards say it (appointment-states.tsx DOCTOR_PROFILE_REQUIRED). */
export const RENEWALS_PROFILE_REQUIRED =
  'Create your doctor profile so patients can ask you for renewals. Their requests will appear here.';

function Body() {
  // The server answers 404 'Doctor not found' to a doctor without a profile (it keeps that
  // rule): ask only once the profile exists, and before that point to /profile.
  const doctor = useOwnDoctorProfile();
  const requests = useRenewalRequests({ enabled: !!doctor.data });
  if (doctor.data === null) {
    return (
      <EmptyState
        title={RENEWALS_PROFILE_REQUIRED}
        action={
          <Button component={RouterLink} to={paths.profile()} variant="contained">
            Go to Profile
          </Button>
        }
      />
    );
  }
  if (doctor.isError && !doctor.data) {
    return <ErrorCard message="Failed to load renewal requests" onRetry={() => void doctor.refetch()} />;
  }
  if (requests.isError && !requests.data) {
    return <ErrorCard message="Failed to load renewal requests" onRetry={() => void requests.refetch()} />;
  }
  if (!requests.data) return <Typography color="text.secondary">Loading renewal requests...</Typography>;
  const pending = requests.data.filter((request) => request.status === 'pending');
  if (pending.length === 0) return <Typography color="text.secondary">No pending renewal requests.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography color="text.secondary">
        {`${formatCount(pending.length, { one: 'request waits', other: 'requests wait' })} for your answer`}
      </Typography>
      <Box component="ul" aria-label="Pending renewal requests" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {pending.slice(0, WIDGET_LIMIT).map((request) => (
          <Box component="li" key={request._id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
            <Typography sx={{ fontWeight: 500 }}>{request.patientId.user_id.name}</Typography>
            <Typography
              variant="body2"
              color="text.secondary"
            >{`${medicationWithDosage(request)} · ${formatDate(request.createdAt)}`}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Doctor dashboard: renewal requests waiting for an answer (answered on the prescriptions page). */
export function RenewalRequestsWidget() {
  useLivePrescriptions();
  const isDoctor = useAuthStore((state) => state.user?.role === 'doctor');
  return (
    <WidgetCard
      title={remoteWidgets.renewalRequests.title}
      icon={<AutorenewIcon />}
      action={
        <Button component={RouterLink} to={paths.prescriptions()} size="small">
          Answer
        </Button>
      }
    >
      {isDoctor ? <Body /> : <Typography color="text.secondary">Renewal requests are shown to doctors.</Typography>}
    </WidgetCard>
  );
}
