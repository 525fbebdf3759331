import { Box, Typography } from '@mui/material';
import type { Role } from '@telehealth/shared-api';
import { UserAvatar } from '@telehealth/shared-ui';
import type { AppointmentView } from '../appointment-view';
import { DoctorAppointmentActions, PatientAppointmentActions } from './appointment-actions';
import { counterpartName } from './appointment-card';
import { AppointmentWhen } from './appointment-when';
import { StatusChip } from './status-chip';

export interface AppointmentRowProps {
  appointment: AppointmentView;
  viewer: Role;
  now: Date;
  /** Show the dashboard actions (Cancel / Join Now; Start Session, Mark Complete, Prescription). */
  actions?: boolean;
  /** Show the status badge even while scheduled (the Past tab); completed and cancelled always show it. */
  showStatus?: boolean;
}

/** One appointment in a dashboard widget: who, when, what, and the actions of spec §2. */
export function AppointmentRow({ appointment, viewer, now, actions = true, showStatus = false }: AppointmentRowProps) {
  const nameId = `appointment-row-${appointment.id}`;
  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <UserAvatar
        name={viewer === 'doctor' ? appointment.patientName : appointment.doctorName}
        src={viewer === 'doctor' ? appointment.patientImage : appointment.doctorImage}
        size={44}
      />
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={nameId} component="h3" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {counterpartName(appointment, viewer)}
          </Typography>
          {showStatus || appointment.status !== 'scheduled' ? <StatusChip status={appointment.status} /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {viewer === 'patient' ? `${appointment.doctorSpecialty} · ${appointment.consultationType}` : appointment.consultationType}
        </Typography>
        <AppointmentWhen appointment={appointment} />
        {viewer === 'doctor' && appointment.reason ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Reason: {appointment.reason}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            justifyContent: 'flex-end',
            width: { xs: '100%', sm: 'auto' },
            maxWidth: { sm: 360 },
            '&:empty': { display: 'none' },
          }}
        >
          {viewer === 'doctor' ? (
            <DoctorAppointmentActions appointment={appointment} now={now} compact />
          ) : (
            <PatientAppointmentActions appointment={appointment} now={now} compact />
          )}
        </Box>
      ) : null}
    </Box>
  );
}
