import { useId, useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import { isInJoinWindow, JOIN_WINDOW_AFTER_MINUTES, JOIN_WINDOW_BEFORE_MINUTES, SLOT_MINUTES } from '@telehealth/shared-api';
import { Link as RouterLink } from 'react-router-dom';
import { failureReason, useCompleteAppointment } from '../appointment-mutations';
import type { AppointmentView } from '../appointment-view';
import { calendarFileName, downloadCalendarFile } from './calendar-download';
import { CancelAppointmentButton } from './cancel-appointment-button';
import { GivenReview, ReviewButton } from './review-button';
import { CalendarIcon, CheckIcon, PrescriptionIcon, VideoIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

const MINUTE_MS = 60_000;
const COMPLETE_OPENS_HINT = 'Mark Complete opens when the appointment starts.';

export interface AppointmentActionsProps {
  appointment: AppointmentView;
  now: Date;
  /** Dashboard rows: the spec's core actions only (no calendar file, no review). */
  compact?: boolean;
}

function startsLater(appointment: AppointmentView, now: Date): boolean {
  return Date.parse(appointment.startsAt) > now.getTime();
}

function slotEnded(appointment: AppointmentView, now: Date): boolean {
  return Date.parse(appointment.startsAt) + SLOT_MINUTES * MINUTE_MS <= now.getTime();
}

/** 'Add to Calendar': the appointment as an .ics file (patients and doctors). */
export function AddToCalendarButton({ appointment }: { appointment: AppointmentView }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadCalendarFile(appointment);
    } catch (error) {
      console.error('The calendar file could not be downloaded', error);
      setFailure(`Could not download the calendar file: ${failureReason(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<CalendarIcon />}
        onClick={() => void download()}
        disabled={busy}
        title={calendarFileName(appointment)}
      >
        {busy ? 'Preparing...' : 'Add to Calendar'}
      </Button>
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ flexBasis: '100%' }}>
          {failure}
        </Alert>
      ) : null}
    </>
  );
}

/** Join Now inside the join window, else Cancel before the start; review once completed (spec §2, §4). */
export function PatientAppointmentActions({ appointment, now, compact = false }: AppointmentActionsProps) {
  const scheduled = appointment.status === 'scheduled';
  const joinable = isInJoinWindow(appointment, now);
  return (
    <>
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

/** Start Session (inside the join window), Mark Complete, View/Create Prescription (spec §2, §6). */
export function DoctorAppointmentActions({ appointment, now, compact = false }: AppointmentActionsProps) {
  const hintId = useId();
  const completeHintId = useId();
  const complete = useCompleteAppointment();
  const scheduled = appointment.status === 'scheduled';
  const joinable = isInJoinWindow(appointment, now);
  // The server refuses to complete before the start (it would block the patient's refund).
  const tooEarlyToComplete = scheduled && startsLater(appointment, now);
  const hint = startsLater(appointment, now)
    ? `Start Session opens ${JOIN_WINDOW_BEFORE_MINUTES} minutes before the appointment.`
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
      {appointment.status !== 'canceled' ? (
        <Button
          component={RouterLink}
          to={paths.prescriptions({ appointmentId: appointment.id })}
          size="small"
          startIcon={<PrescriptionIcon />}
        >
          View/Create Prescription
        </Button>
      ) : null}
      {!compact && scheduled && !slotEnded(appointment, now) ? <AddToCalendarButton appointment={appointment} /> : null}
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
