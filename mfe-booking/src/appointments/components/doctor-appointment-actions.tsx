import { useId } from 'react';
import { Button, Typography } from '@mui/material';
import { canMarkPatientNoShow, isInJoinWindow, JOIN_WINDOW_AFTER_MINUTES, JOIN_WINDOW_BEFORE_MINUTES } from '@telehealth/shared-api';
import { paths } from '@telehealth/federation';
import { CheckIcon, PrescriptionIcon, VideoIcon } from '@telehealth/shared-ui/icons';
import { Link as RouterLink } from 'react-router-dom';
import { useCompleteAppointment } from '../appointment-mutations';
import { joinOpensAt } from '../appointment-view';
import { AddToCalendarButton, DeviceCheckButton, slotEnded, startsLater, type AppointmentActionsProps } from './appointment-actions';
import { DoctorCancelButton } from './doctor-cancel-button';
import { PatientNoShowButton } from './patient-no-show-button';
import { RescheduleButton } from './reschedule-button';
import { ProposeFollowUpButton } from '../../follow-ups/propose-follow-up-button';

const COMPLETE_OPENS_HINT = 'Mark Complete opens when the appointment starts.';

/** Start Session (inside the join window), Mark Complete, Patient did not attend, View/Create Prescription (spec §2, §6). */
export function DoctorAppointmentActions({ appointment, now, compact = false }: AppointmentActionsProps) {
  const hintId = useId();
  const completeHintId = useId();
  const complete = useCompleteAppointment();
  const scheduled = appointment.status === 'scheduled';
  const joinable = isInJoinWindow(appointment, now);
  // The server refuses to complete before the start (it would block the patient's refund).
  const tooEarlyToComplete = scheduled && startsLater(appointment, now);
  const hint = startsLater(appointment, now)
    ? `Start Session opens at ${joinOpensAt(appointment.startsAt, now, JOIN_WINDOW_BEFORE_MINUTES)}, ${JOIN_WINDOW_BEFORE_MINUTES} minutes before the appointment.`
    : `The session window closed ${JOIN_WINDOW_AFTER_MINUTES} minutes after the start.`;
  return (
    <>
      {scheduled ? (
        joinable ? (
          <Button component={RouterLink} to={paths.consultation(appointment.id)} variant="contained" size="small" startIcon={<VideoIcon />}>
            Start Session
          </Button>
        ) : (
          <Button variant="contained" size="small" startIcon={<VideoIcon />} disabled aria-describedby={hintId}>
            Start Session
          </Button>
        )
      ) : null}
      {scheduled ? (
        <Button
          variant="outlined"
          size="small"
          color="success"
          startIcon={<CheckIcon />}
          disabled={complete.isPending || tooEarlyToComplete}
          aria-describedby={tooEarlyToComplete ? completeHintId : undefined}
          onClick={() => complete.mutate(appointment.id)}
        >
          {complete.isPending ? 'Updating...' : 'Mark Complete'}
        </Button>
      ) : null}
      {canMarkPatientNoShow(appointment, now) ? <PatientNoShowButton appointment={appointment} /> : null}
      {scheduled && startsLater(appointment, now) ? (
        <>
          <RescheduleButton appointment={appointment} viewer="doctor" />
          <DoctorCancelButton appointment={appointment} label={compact ? 'Cancel' : 'Cancel Appointment'} failureToast={compact} />
        </>
      ) : null}
      {appointment.status !== 'canceled' && appointment.status !== 'no-show' ? (
        <Button
          component={RouterLink}
          to={paths.prescriptions({ appointmentId: appointment.id })}
          size="small"
          startIcon={<PrescriptionIcon />}
        >
          View/Create Prescription
        </Button>
      ) : null}
      {!compact && appointment.status === 'completed' ? <ProposeFollowUpButton appointment={appointment} /> : null}
      {!compact && scheduled && !slotEnded(appointment, now) ? <AddToCalendarButton appointment={appointment} /> : null}
      {!compact ? <DeviceCheckButton appointment={appointment} now={now} /> : null}
      {scheduled && !joinable ? (
        // A line of its own under the buttons (the action rows wrap).
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {hint}
        </Typography>
      ) : null}
      {tooEarlyToComplete ? (
        <Typography id={completeHintId} variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {COMPLETE_OPENS_HINT}
        </Typography>
      ) : null}
    </>
  );
}
