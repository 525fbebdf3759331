import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { NO_SHOW_MESSAGES, type Role } from '@telehealth/shared-api';
import { UserAvatar } from '@telehealth/shared-ui';
import { counterpartName, doctorTitle, refundState } from '../appointment-view';
import type { AppointmentView } from '../appointment-view';
import { DoctorAppointmentActions } from './doctor-appointment-actions';
import { PatientAppointmentActions } from './patient-appointment-actions';
import { AppointmentWhen } from './appointment-when';
import { StatusChip } from './status-chip';

export interface AppointmentCardProps {
  appointment: AppointmentView;
  /** Who is looking: a doctor sees the patient, a patient sees the doctor. */
  viewer: Role;
  now: Date;
  /** Open the slot picker at once (the patient followed the doctor's "pick a new time" link). */
  openReschedule?: boolean;
}

/** One appointment on /appointments (spec §2 "Appointments"). */
export function AppointmentCard({ appointment, viewer, now, openReschedule = false }: AppointmentCardProps) {
  const nameId = `appointment-${appointment.id}-name`;
  const name = counterpartName(appointment, viewer);
  // The patient's money: refunded, or still on its way.
  const refund = viewer === 'patient' ? refundState(appointment) : null;
  return (
    <Card component="article" aria-labelledby={nameId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <UserAvatar
            name={viewer === 'doctor' ? appointment.patientName : appointment.doctorName}
            src={viewer === 'doctor' ? appointment.patientImage : appointment.doctorImage}
            size={52}
          />
          <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.25 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography id={nameId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <StatusChip status={appointment.status} />
            </Box>
            {viewer === 'patient' ? (
              <Typography variant="body2" color="primary" sx={{ fontWeight: 500 }}>
                {appointment.doctorSpecialty}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {appointment.consultationType}
            </Typography>
            <AppointmentWhen appointment={appointment} />
          </Box>
        </Box>
        {appointment.reason ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Reason:{' '}
            </Box>
            {appointment.reason}
          </Typography>
        ) : null}
        {appointment.visitSummary ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Visit summary:{' '}
            </Box>
            {appointment.visitSummary}
          </Typography>
        ) : null}
        {appointment.status === 'canceled' && appointment.canceledBy === 'doctor' && appointment.cancelReason ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {viewer === 'patient' ? 'Cancelled by the doctor: ' : 'Your reason for cancelling: '}
            </Box>
            {appointment.cancelReason}
          </Typography>
        ) : null}
        {appointment.status === 'scheduled' && appointment.rescheduleRequestedAt ? (
          <Alert severity="info" sx={{ py: 0 }}>
            {viewer === 'patient'
              ? `${doctorTitle(appointment.doctorName)} asked you to pick a new time. Your payment stays as it is: choose Reschedule.`
              : 'You asked the patient to pick a new time.'}
          </Alert>
        ) : null}
        {appointment.status === 'no-show' ? (
          <Typography variant="body2" color="text.secondary">
            {viewer === 'patient'
              ? `You did not join this video visit, so the doctor marked it as missed. ${NO_SHOW_MESSAGES.noRefundForPatient}`
              : 'You marked that the patient did not join this video visit. They were told; there is no refund.'}
          </Typography>
        ) : null}
        {refund ? (
          <Typography variant="body2" color="text.secondary">
            {refund}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', '&:empty': { display: 'none' } }}>
          {viewer === 'doctor' ? (
            <DoctorAppointmentActions appointment={appointment} now={now} />
          ) : (
            <PatientAppointmentActions appointment={appointment} now={now} openReschedule={openReschedule} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
