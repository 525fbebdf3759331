import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  ApiError,
  appointmentsApi,
  consultationApi,
  JOIN_WINDOW_BEFORE_MINUTES,
  normalizeAppointmentStatus,
  useAuthStore,
} from '@telehealth/shared-api';
import type { Appointment, ConsultationState } from '@telehealth/shared-api';
import { ErrorCard, formatDateTime, LoadingScreen } from '@telehealth/shared-ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ConsultationNoticePage } from '../components/consultation-notice-page';
import { ConsultationRoom } from '../components/consultation-room';
import { ReopenConsultationButton } from '../components/reopen-consultation-button';

export const consultationKeys = {
  appointment: (appointmentId: string) => ['consultation', 'appointment', appointmentId] as const,
  state: (appointmentId: string) => ['consultation', 'state', appointmentId] as const,
};

const noRetryOnRefusal = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 1;

/** /consultation/:appointmentId (spec §2 "Consultation"). */
export function ConsultationPage() {
  const { appointmentId = '' } = useParams();
  const user = useAuthStore((state) => state.user);
  const [generation, setGeneration] = useState(0);
  const appointment = useQuery({
    queryKey: consultationKeys.appointment(appointmentId),
    queryFn: ({ signal }) => appointmentsApi.byId(appointmentId, signal),
    enabled: !!appointmentId,
    retry: noRetryOnRefusal,
    staleTime: 30_000,
  });
  const state = useQuery({
    queryKey: consultationKeys.state(appointmentId),
    queryFn: ({ signal }) => consultationApi.state(appointmentId, signal),
    enabled: !!appointmentId,
    retry: noRetryOnRefusal,
    // Too early: ask again now and then, so the page lets the user in when the room opens.
    refetchInterval: (query) => (query.state.data?.refusal === 'too-early' ? 15_000 : false),
    // The room decides from here on; a focus refetch must not swap the call for a notice.
    refetchOnWindowFocus: false,
  });

  if (appointment.isPending || state.isPending || !user) return <LoadingScreen message="Loading Appointment..." />;
  const failure = appointment.error ?? state.error;
  if (failure) {
    const status = failure instanceof ApiError ? failure.status : 0;
    // A malformed id in the address (400) is as unknown as a missing one.
    if (status === 400 || status === 403 || status === 404) return <NotYoursPage />;
    return (
      <Box sx={{ maxWidth: 640, mx: 'auto', py: 4 }}>
        <ErrorCard
          message={failure instanceof Error ? failure.message : String(failure)}
          onRetry={() => {
            void appointment.refetch();
            void state.refetch();
          }}
        />
      </Box>
    );
  }

  const data = appointment.data!;
  const session = state.data!;
  const role = data.doctorId?.user_id?._id === user.id ? 'doctor' : 'patient';
  // Reopened after an end: a new room (and call) from the server's state.
  const reopened = () => {
    setGeneration((value) => value + 1);
    void state.refetch();
  };
  if (!session.canJoin) return <RefusalPage appointment={data} session={session} role={role} onReopened={reopened} />;
  return (
    <ConsultationRoom
      key={`${data._id}-${generation}`}
      appointment={data}
      user={user}
      role={role}
      rejoinUntil={session.rejoinUntil}
      onReopened={reopened}
    />
  );
}

function NotYoursPage() {
  return (
    <ConsultationNoticePage title="Appointment not found">
      <Typography>This appointment does not exist, or it belongs to another account.</Typography>
      <Typography>Check that you are signed in as the patient or doctor of the appointment.</Typography>
    </ConsultationNoticePage>
  );
}

/** Where an ended consultation's appointment is listed, by its status (the tabs of spec §2 Appointments). */
function endedWhereToFind(status: ReturnType<typeof normalizeAppointmentStatus>): string {
  if (status === 'completed' || status === 'no-show') return 'You can find it under Completed in your appointments.';
  if (status === 'canceled') return 'You can find it under Cancelled in your appointments.';
  return 'You can find it in your appointments.';
}

/** Why the room cannot be joined now, as a page (the server's decision, spec §9 window). */
function RefusalPage({
  appointment,
  session,
  role,
  onReopened,
}: {
  appointment: Appointment;
  session: ConsultationState;
  role: 'doctor' | 'patient';
  onReopened: () => void;
}) {
  const status = normalizeAppointmentStatus(appointment.status);
  switch (session.refusal) {
    case 'not-found':
    case 'not-participant':
      return <NotYoursPage />;
    case 'too-early':
      return (
        <ConsultationNoticePage title="It is too early to join">
          <Typography>
            The consultation room opens {JOIN_WINDOW_BEFORE_MINUTES} minutes before the appointment, at {formatDateTime(session.opensAt)}.
          </Typography>
          <Typography>Keep this page open: it lets you in when the room opens.</Typography>
        </ConsultationNoticePage>
      );
    case 'ended':
      return (
        <ConsultationNoticePage
          title="Consultation ended"
          actions={
            role === 'doctor' && status === 'scheduled' ? (
              <ReopenConsultationButton appointmentId={appointment._id} rejoinUntil={session.rejoinUntil} onReopened={onReopened} />
            ) : undefined
          }
        >
          {/* Ending the call does not complete the appointment: it stays Scheduled until the doctor marks it complete. */}
          <Typography>This consultation has ended. {endedWhereToFind(status)}</Typography>
        </ConsultationNoticePage>
      );
    case 'too-late':
      return (
        <ConsultationNoticePage title="This consultation's time has passed">
          <Typography>The video room of this appointment ({formatDateTime(appointment.startsAt)}) is closed.</Typography>
        </ConsultationNoticePage>
      );
    default:
      return status === 'canceled' ? (
        <ConsultationNoticePage title="This appointment was canceled">
          <Typography>There is no consultation to join for a canceled appointment.</Typography>
        </ConsultationNoticePage>
      ) : (
        <ConsultationNoticePage title="This consultation has ended">
          <Typography>The appointment is marked as completed, so its video room is closed.</Typography>
        </ConsultationNoticePage>
      );
  }
}
