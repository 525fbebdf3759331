import { Button, Typography } from '@mui/material';
import { canReschedule, isInJoinWindow, JOIN_WINDOW_BEFORE_MINUTES } from '@telehealth/shared-api';
import { paths } from '@telehealth/federation';
import { VideoIcon } from '@telehealth/shared-ui/icons';
import { Link as RouterLink } from 'react-router-dom';
import { AddToCalendarButton, DeviceCheckButton, slotEnded, startsLater, type AppointmentActionsProps } from './appointment-actions';
import { CancelAppointmentButton } from './cancel-appointment-button';
import { joinOpensAt } from '../appointment-view';
import { RescheduleButton } from './reschedule-button';
import { GivenReview, ReviewButton } from './review-button';

/** Join Now inside the join window, else Cancel before the start; review once completed (spec §2, §4). */
export function PatientAppointmentActions({ appointment, now, compact = false, openReschedule = false }: AppointmentActionsProps) {
  const scheduled = appointment.status === 'scheduled';
  const joinable = isInJoinWindow(appointment, now);
  const movable = !joinable && canReschedule(appointment, 'patient', now);
  return (
    <>
      {movable ? <RescheduleButton appointment={appointment} viewer="patient" initiallyOpen={openReschedule} /> : null}
      {joinable ? (
        <Button component={RouterLink} to={paths.consultation(appointment.id)} variant="contained" size="small" startIcon={<VideoIcon />}>
          Join Now
        </Button>
      ) : scheduled && startsLater(appointment, now) ? (
        <CancelAppointmentButton
          appointment={appointment}
          now={now}
          label={compact ? 'Cancel' : 'Cancel Appointment'}
          failureToast={compact}
        />
      ) : null}
      {!compact && scheduled && !slotEnded(appointment, now) ? <AddToCalendarButton appointment={appointment} /> : null}
      {!compact ? <DeviceCheckButton appointment={appointment} now={now} /> : null}
      {scheduled && !joinable && startsLater(appointment, now) && appointment.consultationType === 'Video Consultation' ? (
        // A line of its own under the buttons (the action rows wrap): when Join Now will appear.
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          Join opens at {joinOpensAt(appointment.startsAt, now, JOIN_WINDOW_BEFORE_MINUTES)}
        </Typography>
      ) : null}
      {!compact && appointment.status === 'completed' ? (
        appointment.review ? (
          <GivenReview review={appointment.review} />
        ) : (
          <ReviewButton appointment={appointment} />
        )
      ) : null}
    </>
  );
}
