import { Box, Typography } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';
import { useQuery } from '@tanstack/react-query';
import { doctorsApi, errorMessage, formatCount } from '@telehealth/shared-api';
import { EmptyState, ErrorCard, LoadingScreen, UserAvatar } from '@telehealth/shared-ui';
import { careProfileKeys } from '../../hooks/use-care-profile';
import { TitledCard } from './titled-card';
import { GroupOutlinedIcon } from '@telehealth/shared-ui/icons';

/** Names listed before the rest are summed up as "and N more". */
const LISTED_PATIENTS = 5;

/** The doctor's own patients (those who have booked with them): count and names. */
export function DoctorPatientsCard({ doctorId }: { doctorId: string }) {
  const query = useQuery({
    queryKey: careProfileKeys.doctorPatients(doctorId),
    queryFn: ({ signal }) => doctorsApi.patients(doctorId, signal),
  });

  let body;
  if (query.isPending) body = <LoadingScreen message="Loading your patients..." minHeight={120} />;
  else if (query.isError) body = <ErrorCard message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    body = <EmptyState title="No patients yet" description="Patients appear here once they book an appointment with you." />;
  else {
    const patients = query.data;
    const more = patients.length - LISTED_PATIENTS;
    body = (
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {formatCount(patients.length, { one: 'patient', other: 'patients' })}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {patients.slice(0, LISTED_PATIENTS).map((patient) => (
            <Stack component="li" key={patient._id} direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <UserAvatar name={patient.user_id.name} src={patient.profileImage} size={32} />
              <Typography variant="body2" noWrap>
                {patient.user_id.name}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {more > 0 && (
          <Typography variant="caption" color="text.secondary">
            and {more} more
          </Typography>
        )}
      </Stack>
    );
  }

  return (
    <TitledCard icon={<GroupOutlinedIcon color="primary" aria-hidden />} title="Patients">
      <Box>{body}</Box>
    </TitledCard>
  );
}
