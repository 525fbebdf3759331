import { Box, Typography } from '@mui/material';
import { bookedWhen, localWhenIfDifferent } from '../appointment-view';
import type { AppointmentView } from '../appointment-view';

/** When it is, as booked, plus the viewer's own time when the doctor's zone differs. */
export function AppointmentWhen({ appointment }: { appointment: AppointmentView }) {
  const local = localWhenIfDifferent(appointment);
  return (
    <Box sx={{ display: 'grid' }}>
      <Box>
        <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
          {bookedWhen(appointment)}
        </Typography>
        {local && appointment.doctorTimeZone ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {` (${appointment.doctorTimeZone.replace(/_/g, ' ')})`}
          </Typography>
        ) : null}
      </Box>
      {local ? (
        <Typography variant="caption" color="text.secondary">
          Your time: {local}
        </Typography>
      ) : null}
    </Box>
  );
}
