// What the patient's and the doctor's actions share (patient-appointment-actions.tsx,
// doctor-appointment-actions.tsx: apart, so each dashboard loads only its own role's).
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { isInJoinWindow, SLOT_MINUTES } from '@telehealth/shared-api';
import { paths } from '@telehealth/federation';
import { Link as RouterLink } from 'react-router-dom';
import { failureReason } from '../appointment-mutations';
import type { AppointmentView } from '../appointment-view';
import { calendarFileName, downloadCalendarFile } from './calendar-download';
import { CalendarIcon } from '@telehealth/shared-ui/icons';

const MINUTE_MS = 60_000;

export interface AppointmentActionsProps {
  appointment: AppointmentView;
  now: Date;
  /** Dashboard rows: the spec's core actions only (no calendar file, no review). */
  compact?: boolean;
  /** Open the slot picker at once (the doctor asked the patient to pick another time and they followed the link). */
  openReschedule?: boolean;
}

export function startsLater(appointment: AppointmentView, now: Date): boolean {
  return Date.parse(appointment.startsAt) > now.getTime();
}

export function slotEnded(appointment: AppointmentView, now: Date): boolean {
  return Date.parse(appointment.startsAt) + SLOT_MINUTES * MINUTE_MS <= now.getTime();
}

export const DEVICE_CHECK_LABEL = 'Test camera and microphone';

/** The device check (camera, microphone, speaker) at any time before a video visit's room opens; the room has its own. */
export function DeviceCheckButton({ appointment, now }: { appointment: AppointmentView; now: Date }) {
  if (appointment.status !== 'scheduled' || appointment.consultationType !== 'Video Consultation') return null;
  if (isInJoinWindow(appointment, now) || slotEnded(appointment, now)) return null;
  return (
    <Button component={RouterLink} to={paths.deviceCheck()} size="small">
      {DEVICE_CHECK_LABEL}
    </Button>
  );
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
