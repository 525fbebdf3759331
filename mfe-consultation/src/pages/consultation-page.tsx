import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ApiError, appointmentsApi, JOIN_WINDOW_BEFORE_MINUTES, normalizeAppointmentStatus, useAuthStore } from '@telehealth/shared-api';
import type { Appointment } from '@telehealth/shared-api';
import { ErrorCard, formatDateTime, LoadingScreen } from '@telehealth/shared-ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ConsultationNoticePage } from '../components/consultation-notice-page';
import { ConsultationRoom } from '../components/consultation-room';

const MINUTE_MS = 60_000;
/** After the slot, a started session can still be rejoined this long (issue 11). */
export const REJOIN_LIMIT_MINUTES = 120;

export const consultationKeys = {
  appointment: (appointmentId: string) => ['consultation', 'appointment', appointmentId] as const,
};

/** Where an appointment's room stands at `now`, for the page to decide what it shows. */
export function roomAvailability(appointment: Appointment, now: Date): 'canceled' | 'completed' | 'too-early' | 'closed' | 'open' {
  const status = normalizeAppointmentStatus(appointment.status);
  if (status === 'canceled') return 'canceled';
  if (status === 'completed') return 'completed';
  const start = Date.parse(appointment.startsAt);
  if (now.getTime() < start - JOIN_WINDOW_BEFORE_MINUTES * MINUTE_MS) return 'too-early';
  // Between the end of the join window and the rejoin limit only the server knows whether the
  // doctor started the session: the page lets the call ask, and shows its refusal if any.
  if (now.getTime() > start + REJOIN_LIMIT_MINUTES * MINUTE_MS) return 'closed';
  return 'open';
}

function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /consultation/:appointmentId (spec §2 "Consultation"). */
export function ConsultationPage() {
  const { appointmentId = '' } = useParams();
  const user = useAuthStore((state) => state.user);
  const now = useMinuteClock();
  const query = useQuery({
    queryKey: consultationKeys.appointment(appointmentId),
    queryFn: ({ signal }) => appointmentsApi.byId(appointmentId, signal),
    enabled: !!appointmentId,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    staleTime: 30_000,
  });

  if (query.isPending || !user) return <LoadingScreen message="Loading Appointment..." />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 403 || status === 404) {
      return (
        <ConsultationNoticePage title="Appointment not found">
          <Typography>This appointment does not exist, or it belongs to another account.</Typography>
          <Typography>Check that you are signed in as the patient or doctor of the appointment.</Typography>
        </ConsultationNoticePage>
      );
    }
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', py: 4 }}>
        <ErrorCard message={query.error.message} onRetry={() => void query.refetch()} />
      </Box>
    );
  }

  const appointment = query.data;
  const role = appointment.doctorId?.user_id?._id === user.id ? 'doctor' : 'patient';
  const availability = roomAvailability(appointment, now);
  if (availability === 'canceled') {
    return (
      <ConsultationNoticePage title="This appointment was canceled">
        <Typography>
          There is no consultation to join. {role === 'patient' ? 'You can book a new appointment from Find Doctors.' : ''}
        </Typography>
      </ConsultationNoticePage>
    );
  }
  if (availability === 'completed') {
    return (
      <ConsultationNoticePage title="This consultation has ended">
        <Typography>The appointment is marked as completed, so its video room is closed.</Typography>
      </ConsultationNoticePage>
    );
  }
  if (availability === 'too-early') {
    const opens = new Date(Date.parse(appointment.startsAt) - JOIN_WINDOW_BEFORE_MINUTES * MINUTE_MS);
    return (
      <ConsultationNoticePage title="It is too early to join">
        <Typography>
          The consultation room opens {JOIN_WINDOW_BEFORE_MINUTES} minutes before the appointment, at {formatDateTime(opens)}.
        </Typography>
        <Typography>Keep this page open: it lets you in when the room opens.</Typography>
      </ConsultationNoticePage>
    );
  }
  if (availability === 'closed') {
    return (
      <ConsultationNoticePage title="This consultation's time has passed">
        <Typography>The video room of this appointment ({formatDateTime(appointment.startsAt)}) is closed.</Typography>
      </ConsultationNoticePage>
    );
  }
  return <ConsultationRoom key={appointment._id} appointment={appointment} user={user} role={role} />;
}
