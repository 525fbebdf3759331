import { Box, Button, Paper, Tab, Tabs, Typography } from '@mui/material';
import { RESCHEDULE_QUERY_PARAM, type AppointmentStatus } from '@telehealth/shared-api';
import { EmptyState } from '@telehealth/shared-ui';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../components/load-failure';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useTabParam } from '../hooks/use-tab-param';
import { useMyAppointments } from './appointment-queries';
import type { AppointmentView } from './appointment-view';
import { AppointmentCard } from './components/appointment-card';
import { AppointmentRowsSkeleton, ProfileRequired } from './components/appointment-states';
import { useLiveAppointments } from './use-live-appointments';
import { useNow } from './use-now';
import { MyWaitlists } from '../waitlist/my-waitlists';
import { MyFollowUps } from '../follow-ups/my-follow-ups';
import { EventNoteIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

// A visit the patient did not attend is over and settled: it is listed with the completed ones, its chip says why.
export const PAGE_TABS = [
  { value: 'scheduled', label: 'Scheduled', statuses: ['scheduled'] },
  { value: 'completed', label: 'Completed', statuses: ['completed', 'no-show'] },
  { value: 'cancelled', label: 'Cancelled', statuses: ['canceled'] },
] as const satisfies readonly { value: string; label: string; statuses: readonly AppointmentStatus[] }[];
export type PageTab = (typeof PAGE_TABS)[number]['value'];

export const NO_APPOINTMENTS = 'No appointments found';
export const LOAD_FAILED = 'Failed to load appointments';

/** Appointments of some statuses; scheduled soonest first, the others most recent first. */
export function appointmentsWithStatus(
  appointments: readonly AppointmentView[],
  statuses: AppointmentStatus | readonly AppointmentStatus[],
): AppointmentView[] {
  const wanted: readonly AppointmentStatus[] = typeof statuses === 'string' ? [statuses] : statuses;
  const direction = wanted.includes('scheduled') ? 1 : -1;
  return appointments
    .filter((a) => wanted.includes(a.status))
    .sort((a, b) => direction * (Date.parse(a.startsAt) - Date.parse(b.startsAt)));
}

/** /appointments: Scheduled, Completed and Cancelled (spec §2 "Appointments"); the tab is kept in ?tab=. */
export function AppointmentsPage() {
  useDocumentTitle('Appointments');
  useLiveAppointments();
  const now = useNow();
  const mine = useMyAppointments();
  const [tab, selectTab] = useTabParam<PageTab>(PAGE_TABS);
  const current = PAGE_TABS.find((item) => item.value === tab)!;
  // The doctor's "pick a new time" notification leads here with the appointment named.
  const [search] = useSearchParams();
  const rescheduleId = search.get(RESCHEDULE_QUERY_PARAM);

  let content;
  if (mine.state === 'signed-out') content = <EmptyState title="Please log in to view your appointments." />;
  else if (mine.state === 'loading') content = <AppointmentRowsSkeleton card rows={3} />;
  else if (mine.state === 'no-profile') content = <ProfileRequired role={mine.role} />;
  else if (mine.state === 'error')
    content = <LoadFailure title={LOAD_FAILED} detail={mine.error.message} onRetry={mine.retry} retrying={mine.retrying} />;
  else {
    const list = appointmentsWithStatus(mine.appointments, current.statuses);
    content =
      list.length === 0 ? (
        <EmptyState
          icon={<EventNoteIcon />}
          title={NO_APPOINTMENTS}
          action={
            mine.role === 'patient' && tab === 'scheduled' ? (
              <Button component={RouterLink} to={paths.doctors()} variant="contained">
                Find a Doctor
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Box component="ul" aria-label={`${current.label} appointments`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {list.map((appointment) => (
            <li key={appointment.id}>
              <AppointmentCard appointment={appointment} viewer={mine.role} now={now} openReschedule={appointment.id === rescheduleId} />
            </li>
          ))}
        </Box>
      );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, width: '100%', maxWidth: 960, mx: 'auto' }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Appointments
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {mine.state !== 'signed-out' && mine.role === 'doctor'
            ? 'Your consultations with patients: start sessions, mark them complete and write prescriptions.'
            : 'Your consultations: join on time, add them to your calendar, reschedule, cancel or review them.'}
        </Typography>
      </Box>
      <MyFollowUps />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: PageTab) => selectTab(next)}
          aria-label="Appointments by status"
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {PAGE_TABS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={item.label}
              id={`appointments-tab-${item.value}`}
              aria-controls={item.value === tab ? `appointments-tabpanel-${item.value}` : undefined}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`appointments-tabpanel-${tab}`} aria-labelledby={`appointments-tab-${tab}`} sx={{ p: { xs: 2, sm: 3 } }}>
          {content}
        </Box>
      </Paper>
      <MyWaitlists />
    </Box>
  );
}
