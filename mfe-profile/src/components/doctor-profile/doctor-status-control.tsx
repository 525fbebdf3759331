import { Chip, Typography } from '@mui/material';
import { FormControlLabel, Stack, Switch } from '@telehealth/shared-ui/mui-extras';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doctorsApi, errorMessage } from '@telehealth/shared-api';
import type { Doctor, DoctorStatus } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { useId } from 'react';
import { careProfileKeys } from '../../hooks/use-care-profile';
import { CARE_PROFILE_MESSAGES } from '../care-profile/care-profile-messages';
import { statusLabel } from './doctor-display';

/** The doctor's status (Active / Inactive) and the switch that toggles it. */
export function DoctorStatusControl({ userId, doctor }: { userId: string; doctor: Doctor }) {
  const queryClient = useQueryClient();
  const hintId = useId();
  const active = doctor.status === 'active';
  const toggle = useMutation({
    mutationFn: (status: DoctorStatus) => doctorsApi.setStatus(doctor._id, status),
    onSuccess: (updated) => {
      queryClient.setQueryData(careProfileKeys.doctor(userId), updated);
      toast.success(updated.status === 'active' ? CARE_PROFILE_MESSAGES.statusActive : CARE_PROFILE_MESSAGES.statusInactive);
    },
    onError: (error) => toast.error(CARE_PROFILE_MESSAGES.statusFailed(errorMessage(error))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careProfileKeys.doctor(userId) }),
  });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" component="span">
          Status
        </Typography>
        <Chip
          label={statusLabel(doctor.status)}
          color={active ? 'success' : 'default'}
          size="small"
          variant={active ? 'filled' : 'outlined'}
        />
        <FormControlLabel
          sx={{ ml: { xs: 0, sm: 'auto' } }}
          control={
            <Switch
              checked={active}
              disabled={toggle.isPending}
              onChange={(_event, on) => toggle.mutate(on ? 'active' : 'inactive')}
              slotProps={{ input: { 'aria-describedby': hintId } }}
            />
          }
          label="Shown in doctor search"
        />
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {active
          ? 'Patients can find you and book your available times. Turn this off to stop new bookings for a while.'
          : 'Inactive doctors are hidden from doctor search, so patients cannot book you. Turn this on when you are ready.'}
      </Typography>
    </Stack>
  );
}
