import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { IconTile, visuallyHidden } from '@telehealth/shared-ui';
import { LoadFailure } from '../../components/load-failure';
import { PlaceholderBlock } from '../../components/placeholder-block';
import { useMyAppointments } from '../appointment-queries';
import { doctorStats } from '../doctor-stats';
import { ProfileRequired } from '../components/appointment-states';
import { useLiveAppointments } from '../use-live-appointments';
import { useNow } from '../use-now';
import { doctorLoadFailed } from './appointment-management-widget';
import { EventAvailableIcon, EventNoteIcon, PeopleIcon, TrendingUpIcon } from '@telehealth/shared-ui/icons';

/** Shown for a figure there is no data for yet. */
export const NO_FIGURE = '—';

interface StatCardProps {
  label: string;
  value: string | null;
  detail: string;
  icon: ReactNode;
}

function StatCard({ label, value, detail, icon }: StatCardProps) {
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <IconTile>{icon}</IconTile>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="h3">
            {label}
          </Typography>
          {value === null ? (
            <Box sx={{ py: 0.75 }}>
              <PlaceholderBlock width={56} height={24} />
            </Box>
          ) : (
            <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
              {value === NO_FIGURE ? (
                <>
                  <span aria-hidden>{NO_FIGURE}</span>
                  <Box component="span" sx={visuallyHidden}>
                    No data yet
                  </Box>
                </>
              ) : (
                value
              )}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Doctor dashboard: total, upcoming, patients and completion rate from real appointments (spec §2). */
export function DoctorStatsWidget() {
  useLiveAppointments();
  const now = useNow();
  const mine = useMyAppointments();
  const appointments = mine.state === 'ready' ? mine.appointments : null;
  const stats = useMemo(() => (appointments ? doctorStats(appointments, now) : null), [appointments, now]);

  if (mine.state === 'no-profile') {
    return (
      <Card>
        <ProfileRequired role="doctor" />
      </Card>
    );
  }
  if (mine.state === 'error') return <LoadFailure title={doctorLoadFailed(mine.error)} onRetry={mine.retry} retrying={mine.retrying} />;

  const figure = (value: number | undefined) => (value === undefined ? null : String(value));
  const rate = stats ? (stats.completionRate === null ? NO_FIGURE : `${stats.completionRate}%`) : null;
  return (
    <Box component="section" aria-labelledby="doctor-stats-title" aria-busy={!stats}>
      <Typography id="doctor-stats-title" component="h2" sx={visuallyHidden}>
        Your practice at a glance
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}
      >
        <StatCard label="Total Appointments" value={figure(stats?.total)} detail="All bookings" icon={<EventNoteIcon />} />
        <StatCard label="Upcoming" value={figure(stats?.upcoming)} detail="Scheduled after today" icon={<EventAvailableIcon />} />
        <StatCard label="Patients" value={figure(stats?.patients)} detail="Distinct patients" icon={<PeopleIcon />} />
        <StatCard
          label="Completion Rate"
          value={rate}
          detail={
            stats && stats.completionRate !== null
              ? `${stats.completed} of ${stats.past} past appointments completed`
              : 'Past appointments completed'
          }
          icon={<TrendingUpIcon />}
        />
      </Box>
    </Box>
  );
}
