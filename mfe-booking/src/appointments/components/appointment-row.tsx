import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import type { Role } from '@telehealth/shared-api';
import { UserAvatar } from '@telehealth/shared-ui';
import { counterpartName, type AppointmentView } from '../appointment-view';
import type { AppointmentActionsProps } from './appointment-actions';
import { AppointmentWhen } from './appointment-when';
import { StatusChip } from './status-chip';

export interface AppointmentRowProps {
  appointment: AppointmentView;
  viewer: Role;
  now: Date;
  /**
   * The dashboard actions of the viewer's role (Cancel / Join Now; Start Session, Mark Complete,
   * Prescription), given by the widget so each dashboard loads only its own role's; none when absent.
   */
  actions?: ComponentType<AppointmentActionsProps>;
  /** Show the status badge even while scheduled (the Past tab); completed and cancelled always show it. */
  showStatus?: boolean;
}

/** The row's own width (not the window's) at which the actions fit beside the details. */
export const ROW_SIDE_ACTIONS_MIN_PX = 720;

/**
 * One appointment in a dashboard widget: who, when, what, and the actions of spec §2. The
 * widget's column is narrow at most desktop widths (a half of the dashboard beside the
 * sidebar), so the actions go under the details unless the row itself is wide: a container
 * query on the row, not a media query on the window.
 */
export function AppointmentRow({ appointment, viewer, now, actions: Actions, showStatus = false }: AppointmentRowProps) {
  const nameId = `appointment-row-${appointment.id}`;
  return (
    <Box component="article" aria-labelledby={nameId} sx={{ containerType: 'inline-size', py: 1.5 }}>
      <Box
        data-layout="appointment-row"
        sx={{
          display: 'grid',
          gridTemplateColumns: '44px minmax(0, 1fr)',
          columnGap: 1.5,
          rowGap: 1,
          alignItems: 'start',
          [`@container (min-width: ${ROW_SIDE_ACTIONS_MIN_PX}px)`]: { gridTemplateColumns: '44px minmax(0, 1fr) auto' },
        }}
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
        {Actions ? (
          <Box
            data-layout="appointment-actions"
            sx={{
              gridColumn: '2',
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              minWidth: 0,
              '&:empty': { display: 'none' },
              [`@container (min-width: ${ROW_SIDE_ACTIONS_MIN_PX}px)`]: { gridColumn: '3', justifyContent: 'flex-end', maxWidth: 360 },
            }}
          >
            <Actions appointment={appointment} now={now} compact />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
