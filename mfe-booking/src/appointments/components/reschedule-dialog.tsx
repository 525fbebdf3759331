import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import type { Role } from '@telehealth/shared-api';
import { tomorrowIsoDay, windowDayOrNull } from '../../doctors/booking-window';
import { BookingCalendar } from '../../booking/booking-calendar';
import { useAvailableSlots } from '../../booking/booking-queries';
import { TimeSlotPicker } from '../../booking/time-slot-picker';
import { failureReason } from '../appointment-mutations';
import { useRescheduleAppointment } from '../reschedule-mutations';
import { bookedWhen, doctorTitle, type AppointmentView } from '../appointment-view';

export interface RescheduleDialogProps {
  appointment: AppointmentView;
  /** Who is moving it: the texts differ (the patient keeps their payment either way). */
  viewer: Exclude<Role, 'admin'>;
  open: boolean;
  onClose: () => void;
}

/** What the dialog says before the picker. */
export function rescheduleIntro(appointment: AppointmentView, viewer: Exclude<Role, 'admin'>): string {
  const when = bookedWhen(appointment);
  return viewer === 'patient'
    ? `Move your appointment with ${doctorTitle(appointment.doctorName)} on ${when} to another free time. Your payment stays as it is: nothing more to pay and nothing refunded.`
    : `Move the appointment with ${appointment.patientName} on ${when} to another of your free times. The patient keeps their payment and is told of the new time.`;
}

/**
 * The slot picker of the appointment's doctor (the booking page's calendar and time buttons),
 * and the move. Loaded only when a Reschedule button is pressed: the calendar is heavy.
 */
export default function RescheduleDialog({ appointment, viewer, open, onClose }: RescheduleDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const whenId = useId();
  const [date, setDate] = useState(() => windowDayOrNull(appointment.date) ?? tomorrowIsoDay());
  const [time, setTime] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const slots = useAvailableSlots(appointment.doctorId ?? undefined, date, open);
  const reschedule = useRescheduleAppointment();
  const now = new Date();

  const close = () => {
    if (reschedule.isPending) return;
    setFailure(null);
    onClose();
  };
  const submit = () => {
    if (!time) return;
    setFailure(null);
    reschedule.mutate(
      { appointmentId: appointment.id, date, time },
      {
        onSuccess: () => {
          setTime(null);
          onClose();
        },
        onError: (error) => {
          setFailure(`Could not move the appointment: ${failureReason(error)}`);
          setTime(null);
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Reschedule appointment</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, px: { xs: 2, sm: 3 } }}>
        <Typography variant="body2">{rescheduleIntro(appointment, viewer)}</Typography>
        {appointment.doctorId ? (
          <>
            <Typography id={whenId} variant="subtitle1" component="h3">
              Choose a date and time
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: { xs: 'center', md: 'flex-start' }, minWidth: 0 }}>
                <BookingCalendar
                  value={date}
                  onChange={(next) => {
                    setDate(next);
                    // A new date clears the chosen time (spec §4 "Booking").
                    setTime(null);
                  }}
                  labelledBy={whenId}
                />
              </Box>
              <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
                <Typography variant="subtitle2" component="h4">
                  Available times
                </Typography>
                <TimeSlotPicker
                  date={date}
                  slots={slots.data}
                  loading={slots.isPending}
                  error={slots.isError ? slots.error : null}
                  onRetry={() => void slots.refetch()}
                  retrying={slots.isFetching}
                  selectedTime={time}
                  onSelect={(next) => {
                    setFailure(null);
                    setTime(next);
                  }}
                  doctorTimeZone={appointment.doctorTimeZone ?? 'UTC'}
                  now={now}
                />
              </Box>
            </Box>
            {time ? (
              <Typography variant="body2" aria-live="polite">
                New time: {bookedWhen({ date, time, startsAt: '' })}
              </Typography>
            ) : null}
          </>
        ) : (
          <Alert severity="error">This appointment&apos;s doctor could not be found, so it cannot be moved here.</Alert>
        )}
        {failure ? (
          <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} color="inherit" disabled={reschedule.isPending}>
          Keep current time
        </Button>
        <Button variant="contained" onClick={submit} disabled={!time || reschedule.isPending}>
          {reschedule.isPending ? 'Processing...' : 'Move appointment'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
