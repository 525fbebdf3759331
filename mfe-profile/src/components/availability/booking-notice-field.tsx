import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKING_NOTICE_OPTIONS, bookingNoticeLabel, doctorsApi, errorMessage, type Doctor } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { careProfileKeys } from '../../hooks/use-care-profile';
import { CARE_PROFILE_MESSAGES } from '../care-profile/care-profile-messages';

export const BOOKING_NOTICE_TEXT = {
  label: 'Minimum booking notice',
  help: 'Patients can book or move a visit only this long before it starts. Sooner times are not offered.',
  saved: 'Booking notice saved',
  failed: (reason: string) => `Could not save the booking notice: ${reason}`,
} as const;

/** '1 hour' → 'At least 1 hour'; 0 → 'No notice (any time not yet started)'. */
export function bookingNoticeOption(minutes: number): string {
  return minutes === 0 ? 'No notice (any time not yet started)' : `At least ${bookingNoticeLabel(minutes)}`;
}

/** The doctor's minimum booking notice: saved as soon as it is chosen. */
export function BookingNoticeField({ userId, doctor }: { userId: string; doctor: Doctor }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (minutes: number) => doctorsApi.setBookingNotice(doctor._id, minutes),
    onSuccess: (updated) => {
      queryClient.setQueryData(careProfileKeys.doctor(userId), updated);
      toast.success(BOOKING_NOTICE_TEXT.saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: careProfileKeys.doctor(userId) }),
  });
  const value = save.isPending && save.variables !== undefined ? save.variables : doctor.bookingNoticeMinutes;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2, maxWidth: 420 }}>
      <TextField
        select
        size="small"
        label={BOOKING_NOTICE_TEXT.label}
        value={value}
        disabled={save.isPending}
        onChange={(event) => save.mutate(Number(event.target.value))}
        helperText={BOOKING_NOTICE_TEXT.help}
      >
        {BOOKING_NOTICE_OPTIONS.map((minutes) => (
          <MenuItem key={minutes} value={minutes}>
            {bookingNoticeOption(minutes)}
          </MenuItem>
        ))}
      </TextField>
      {save.isError ? (
        <Alert severity="error" role="alert">
          {BOOKING_NOTICE_TEXT.failed(errorMessage(save.error, CARE_PROFILE_MESSAGES.unknownError))}
        </Alert>
      ) : null}
    </Box>
  );
}
