import { Box, Button, Card, CardContent } from '@mui/material';
import type { Role } from '@telehealth/shared-api';
import { EmptyState } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { PlaceholderBlock } from '../../components/placeholder-block';
import { EventNoteIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

/** Spec §8 'Patient ID is required', as the patient reads it. */
export const PATIENT_PROFILE_REQUIRED = "We're setting up your appointments. Please complete your profile if you haven't already.";
export const DOCTOR_PROFILE_REQUIRED = 'Create your doctor profile so patients can book you. Your appointments will appear here.';

/** No profile yet, so no appointments to ask for: points to /profile. */
export function ProfileRequired({ role }: { role: Role }) {
  return (
    <EmptyState
      icon={<EventNoteIcon />}
      title={role === 'doctor' ? DOCTOR_PROFILE_REQUIRED : PATIENT_PROFILE_REQUIRED}
      action={
        <Button component={RouterLink} to={paths.profile()} variant="contained">
          Go to Profile
        </Button>
      }
    />
  );
}

/** Grey rows standing in for appointments while they load. */
export function AppointmentRowsSkeleton({
  rows = 3,
  label = 'Loading appointments...',
  card = false,
}: {
  rows?: number;
  label?: string;
  card?: boolean;
}) {
  const row = (index: number) => (
    <Box key={index} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1 }}>
      <PlaceholderBlock circle width={44} height={44} />
      <Box sx={{ flex: 1, display: 'grid', gap: 1 }}>
        <PlaceholderBlock width="45%" height={16} />
        <PlaceholderBlock width="70%" />
      </Box>
    </Box>
  );
  if (!card) {
    return (
      <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: rows }, (_, i) => row(i))}
      </Box>
    );
  }
  return (
    <Box role="status" aria-label={label} sx={{ display: 'grid', gap: 2 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i}>
          <CardContent>{row(i)}</CardContent>
        </Card>
      ))}
    </Box>
  );
}
