import { useMemo } from 'react';
import { Box, Button, Divider } from '@mui/material';
import { appointmentsInTab, UPCOMING_CARD_LIMIT } from '@telehealth/shared-api';
import { EmptyState } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { LoadFailure } from '../../components/load-failure';
import { useMyAppointments } from '../appointment-queries';
import type { AppointmentView } from '../appointment-view';
import { AppointmentRow } from '../components/appointment-row';
import { AppointmentRowsSkeleton, ProfileRequired } from '../components/appointment-states';
import { WidgetCard } from '../components/widget-card';
import { useLiveAppointments } from '../use-live-appointments';
import { useNow } from '../use-now';
import { EventAvailableIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

export const UPCOMING_LOAD_FAILED = 'Unable to load your appointments';
export const NO_UPCOMING = 'No upcoming appointments scheduled.';

/** The next appointments, soonest first, at most UPCOMING_CARD_LIMIT (spec §2, §9). */
export function nextAppointments(appointments: readonly AppointmentView[], now: Date): AppointmentView[] {
  return appointmentsInTab('patient', appointments, 'upcoming', now).slice(0, UPCOMING_CARD_LIMIT);
}

/** Patient dashboard: the Upcoming Appointments card. */
export function UpcomingAppointmentsWidget() {
  useLiveAppointments();
  const now = useNow();
  const mine = useMyAppointments();
  const appointments = mine.state === 'ready' ? mine.appointments : null;
  const next = useMemo(() => (appointments ? nextAppointments(appointments, now) : []), [appointments, now]);

  let body;
  if (mine.state === 'loading' || mine.state === 'signed-out')
    body = <AppointmentRowsSkeleton rows={2} label="Loading upcoming appointments..." />;
  else if (mine.state === 'no-profile') body = <ProfileRequired role="patient" />;
  else if (mine.state === 'error') body = <LoadFailure title={UPCOMING_LOAD_FAILED} onRetry={mine.retry} retrying={mine.retrying} />;
  else if (next.length === 0) {
    body = (
      <EmptyState
        icon={<EventAvailableIcon />}
        title={NO_UPCOMING}
        action={
          <Button component={RouterLink} to={paths.doctors()} variant="contained">
            Find a Doctor
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box component="ol" aria-label="Next appointments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {next.map((appointment, index) => (
          <li key={appointment.id}>
            {index > 0 ? <Divider component="div" /> : null}
            <AppointmentRow appointment={appointment} viewer="patient" now={now} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <WidgetCard
      title="Upcoming Appointments"
      subtitle={`Your next ${UPCOMING_CARD_LIMIT}, soonest first.`}
      icon={<EventAvailableIcon />}
      action={
        <Button component={RouterLink} to={paths.appointments()} size="small">
          View all
        </Button>
      }
    >
      {body}
    </WidgetCard>
  );
}
