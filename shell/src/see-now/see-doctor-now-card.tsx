import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import {
  ALL_SPECIALTIES,
  DEFAULT_DOCTOR_FEE,
  doctorsApi,
  errorMessage,
  formatMoney,
  SPECIALTIES,
  useAuthStore,
} from '@telehealth/shared-api';
import type { DoctorSummary } from '@telehealth/shared-api';
import { ErrorCard, toast, UserAvatar } from '@telehealth/shared-ui';
import { VideoIcon } from '@telehealth/shared-ui/icons';
import { startImmediateVisit } from './start-immediate-visit';

export const SEE_DOCTOR_NOW_TITLE = 'See a doctor now';
export const NO_DOCTOR_NOW = 'No doctor is available right now. Try another specialty, or book a time that suits you.';

/** How many available doctors the card lists. */
const LISTED = 5;
/** Available doctors come and go: the list is read again this often. */
const REFRESH_MS = 30_000;

function AvailableDoctor({ doctor, onSeeNow, starting }: { doctor: DoctorSummary; onSeeNow: () => void; starting: boolean }) {
  const fee = formatMoney(doctor.fees ?? DEFAULT_DOCTOR_FEE, doctor.currency);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', py: 1.25, borderTop: 1, borderColor: 'divider' }}
    >
      <UserAvatar name={doctor.name} src={doctor.profileImage} size={40} />
      <Box sx={{ flex: '1 1 140px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{`Dr. ${doctor.name}`}</Typography>
        <Typography variant="body2" color="text.secondary">{`${doctor.specialization} · ${fee}`}</Typography>
      </Box>
      <Button
        variant="contained"
        startIcon={starting ? <CircularProgress size={14} color="inherit" aria-hidden="true" /> : <VideoIcon />}
        disabled={starting}
        onClick={onSeeNow}
        // The name starts with the visible text (WCAG 2.5.3, label in name) and says whom and for how much.
        aria-label={`See now: Dr. ${doctor.name}, ${fee}`}
      >
        See now
      </Button>
    </Box>
  );
}

/** The patient dashboard's "See a doctor now": doctors available now, by specialty, each bookable for a visit that starts at once. */
export function SeeDoctorNowCard() {
  const titleId = useId();
  const userId = useAuthStore((s) => s.user?.id);
  const [specialization, setSpecialization] = useState(ALL_SPECIALTIES);
  const [starting, setStarting] = useState<string | null>(null);
  const query = { availableNow: true, limit: LISTED, ...(specialization === ALL_SPECIALTIES ? {} : { specialization }) };
  const doctors = useQuery({
    queryKey: ['doctors', 'available-now', specialization],
    queryFn: ({ signal }) => doctorsApi.search(query, signal),
    refetchInterval: REFRESH_MS,
  });

  const seeNow = (doctor: DoctorSummary) => {
    if (!userId) return;
    setStarting(doctor._id);
    startImmediateVisit(doctor, userId).catch((error: unknown) => {
      setStarting(null);
      toast.error(errorMessage(error, 'The visit could not be started. Please try again.'));
      void doctors.refetch();
    });
  };

  let body;
  if (doctors.isPending) {
    body = (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary', py: 2 }}>
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2">Looking for doctors available now…</Typography>
      </Box>
    );
  } else if (doctors.isError) {
    body = <ErrorCard message="Doctors available now could not be loaded." onRetry={() => void doctors.refetch()} />;
  } else if (doctors.data.doctors.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {NO_DOCTOR_NOW}
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" aria-label="Doctors available now" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {doctors.data.doctors.map((doctor) => (
          <AvailableDoctor key={doctor._id} doctor={doctor} starting={starting === doctor._id} onSeeNow={() => seeNow(doctor)} />
        ))}
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {SEE_DOCTOR_NOW_TITLE}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              A video visit that starts as soon as you have paid.
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            label="Specialty"
            value={specialization}
            onChange={(event) => setSpecialization(event.target.value)}
            sx={{ minWidth: 180, maxWidth: '100%' }}
          >
            {[ALL_SPECIALTIES, ...SPECIALTIES].map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {body}
      </CardContent>
    </Card>
  );
}
