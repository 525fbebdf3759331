import { useId, useMemo, useState, type ComponentType } from 'react';
import { Box, Button, Divider, Tab, Tabs, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { appointmentsInTab, formatCount } from '@telehealth/shared-api';
import type { AppointmentTab, Role } from '@telehealth/shared-api';
import { EmptyState, visuallyHidden } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { LoadFailure } from '../../components/load-failure';
import type { MyAppointments } from '../appointment-queries';
import type { AppointmentActionsProps } from './appointment-actions';
import { AppointmentRow } from './appointment-row';
import { AppointmentRowsSkeleton, ProfileRequired } from './appointment-states';
import { WidgetCard } from './widget-card';
import { EventNoteIcon } from '@telehealth/shared-ui/icons';
import { paths } from '@telehealth/federation';

export const DASHBOARD_TABS: readonly { value: AppointmentTab; label: string; empty: string }[] = [
  { value: 'today', label: 'Today', empty: 'No appointments scheduled for today.' },
  { value: 'upcoming', label: 'Upcoming', empty: 'No upcoming appointments scheduled.' },
  { value: 'past', label: 'Past', empty: 'No past appointment records.' },
];

/** 'Upcoming (2 appointments)' as read out; the count shows as a pill. */
function TabLabel({ label, count }: { label: string; count: number | null }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      {count === null ? null : (
        <>
          <Box
            component="span"
            aria-hidden
            sx={{
              minWidth: 22,
              height: 22,
              px: 0.75,
              borderRadius: 11,
              bgcolor: count > 0 ? 'primary.main' : 'action.selected',
              color: count > 0 ? 'primary.contrastText' : 'text.secondary',
              fontSize: '0.75rem',
              fontWeight: 700,
              display: 'inline-grid',
              placeItems: 'center',
              lineHeight: 1,
            }}
          >
            {count}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {` (${formatCount(count, { one: 'appointment', other: 'appointments' })})`}
          </Box>
        </>
      )}
    </Box>
  );
}

export interface AppointmentTabsPanelProps {
  title: string;
  subtitle: string;
  viewer: Role;
  /** The viewer's role's actions on each row (apart per role, so a dashboard loads only its own). */
  actions: ComponentType<AppointmentActionsProps>;
  mine: MyAppointments;
  now: Date;
  defaultTab: AppointmentTab;
  /** What a failed load reads as (spec §8 differs by role). */
  failureTitle: (error: Error) => string;
}

/** Today / Upcoming / Past with count badges (spec §2 "Dashboard", §4 "Tab membership"). */
export function AppointmentTabsPanel({ title, subtitle, viewer, actions, mine, now, defaultTab, failureTitle }: AppointmentTabsPanelProps) {
  const idBase = useId();
  const [tab, setTab] = useState<AppointmentTab>(defaultTab);
  // Phones: the three labels with their counts are wider than the card, so the tabs scroll there.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const appointments = mine.state === 'ready' ? mine.appointments : null;
  const byTab = useMemo(() => {
    if (!appointments) return null;
    return Object.fromEntries(
      DASHBOARD_TABS.map((item) => [item.value, appointmentsInTab(viewer, appointments, item.value, now)]),
    ) as Record<AppointmentTab, typeof appointments>;
  }, [appointments, viewer, now]);
  const current = DASHBOARD_TABS.find((item) => item.value === tab)!;

  let body;
  if (mine.state === 'loading' || mine.state === 'signed-out') body = <AppointmentRowsSkeleton rows={2} />;
  else if (mine.state === 'no-profile') body = <ProfileRequired role={mine.role} />;
  else if (mine.state === 'error') body = <LoadFailure title={failureTitle(mine.error)} onRetry={mine.retry} retrying={mine.retrying} />;
  else {
    const list = byTab![tab];
    body =
      list.length === 0 ? (
        <EmptyState icon={<EventNoteIcon />} title={current.empty} />
      ) : (
        <Box component="ul" aria-label={`${current.label} appointments`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.map((appointment, index) => (
            <li key={appointment.id}>
              {index > 0 ? <Divider component="div" /> : null}
              <AppointmentRow appointment={appointment} viewer={viewer} now={now} actions={actions} showStatus={tab === 'past'} />
            </li>
          ))}
        </Box>
      );
  }

  return (
    <WidgetCard
      title={title}
      subtitle={subtitle}
      icon={<EventNoteIcon />}
      action={
        <Button component={RouterLink} to={paths.appointments()} size="small">
          View all
        </Button>
      }
    >
      <Box>
        <Tabs
          value={tab}
          onChange={(_event, next: AppointmentTab) => setTab(next)}
          aria-label={`${title} by day`}
          variant={narrow ? 'scrollable' : 'fullWidth'}
          allowScrollButtonsMobile
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            // Scrolling tabs still fill the width while they fit, and take less room before they scroll.
            '& .MuiTab-root': narrow ? { flexGrow: 1, minWidth: 0, px: 1.5 } : undefined,
          }}
        >
          {DASHBOARD_TABS.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              label={<TabLabel label={item.label} count={byTab ? byTab[item.value].length : null} />}
              id={`${idBase}-tab-${item.value}`}
              aria-controls={item.value === tab ? `${idBase}-panel-${item.value}` : undefined}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${idBase}-panel-${tab}`} aria-labelledby={`${idBase}-tab-${tab}`} sx={{ pt: 1 }}>
          {body}
        </Box>
      </Box>
    </WidgetCard>
  );
}
