import { useMemo } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_MAX, notificationsApi, useAuthStore } from '@telehealth/shared-api';
import type { Notification, NotificationList } from '@telehealth/shared-api';
import { EmptyState, formatDateTime, formatRelative } from '@telehealth/shared-ui';
import { LoadFailure } from '../../components/load-failure';
import { useMyAppointments } from '../appointment-queries';
import { bookedWhen } from '../appointment-view';
import type { AppointmentView } from '../appointment-view';
import { AppointmentRowsSkeleton } from '../components/appointment-states';
import { WidgetCard } from '../components/widget-card';
import { activityKeys, useLiveAppointments } from '../use-live-appointments';
import { useNow } from '../use-now';
import { NotificationsIcon } from '@telehealth/shared-ui/icons';

/** Items the panel lists. */
export const RECENT_ACTIVITY_LIMIT = 6;
export const NO_RECENT_ACTIVITY = 'No recent patient activity.';
export const ACTIVITY_LOAD_FAILED = 'Unable to load recent activity';

/** One line of the panel: a stored notification, or something the doctor did themself. */
export interface ActivityItem {
  id: string;
  message: string;
  /** When it happened (ISO). */
  at: string;
  unread: boolean;
}

/** The doctor's stored appointment notifications (bookings, patients' cancellations). */
export function appointmentNotifications(list: NotificationList): Notification[] {
  return list.notifications.filter((notification) => notification.type === 'appointment');
}

/**
 * Completions and the doctor's own cancellations, read from the appointments: the server
 * notifies only the patient of those, so the doctor's notifications never hold them.
 */
function ownActions(appointments: readonly AppointmentView[]): ActivityItem[] {
  const items: ActivityItem[] = [];
  for (const appointment of appointments) {
    const when = bookedWhen(appointment);
    if (appointment.completedAt) {
      items.push({
        id: `completed-${appointment.id}`,
        message: `Session completed: ${appointment.patientName} on ${when}`,
        at: appointment.completedAt,
        unread: false,
      });
    } else if (appointment.canceledBy === 'doctor' && appointment.canceledAt) {
      items.push({
        id: `canceled-${appointment.id}`,
        message: `You canceled the appointment of ${appointment.patientName} on ${when}`,
        at: appointment.canceledAt,
        unread: false,
      });
    }
  }
  return items;
}

/** Notifications and the doctor's own actions on their appointments, newest first. */
export function recentPatientActivity(notifications: readonly Notification[], appointments: readonly AppointmentView[]): ActivityItem[] {
  const stored = notifications.map((n) => ({ id: n.id, message: n.message, at: n.createdAt, unread: !n.isRead }));
  return [...stored, ...ownActions(appointments)].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, RECENT_ACTIVITY_LIMIT);
}

/**
 * Doctor dashboard: Recent Patient Activity from real events — the bookings and cancellations
 * the server stored as the doctor's notifications (kept live by the socket), merged with the
 * sessions the doctor completed and the appointments they canceled.
 */
export function RecentActivityWidget() {
  useLiveAppointments();
  const now = useNow();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const activity = useQuery({
    queryKey: activityKeys.mine(userId),
    queryFn: () => notificationsApi.list(NOTIFICATIONS_PAGE_MAX),
    select: appointmentNotifications,
    enabled: !!userId,
  });
  // The list the dashboard's other doctor cards load (same query); without a profile there is none.
  const mine = useMyAppointments();
  const appointments = mine.state === 'ready' ? mine.appointments : null;
  const waitingForAppointments = mine.state === 'loading';
  const items = useMemo(
    () => (activity.data && !waitingForAppointments ? recentPatientActivity(activity.data, appointments ?? []) : null),
    [activity.data, appointments, waitingForAppointments],
  );

  let body;
  if (items) {
    body =
      items.length === 0 ? (
        <EmptyState
          icon={<NotificationsIcon />}
          title={NO_RECENT_ACTIVITY}
          description="Bookings, cancellations and completed sessions appear here as they happen."
        />
      ) : (
        <Box component="ul" aria-label="Recent patient activity" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <li key={item.id}>
              {index > 0 ? <Divider component="div" /> : null}
              <Box sx={{ display: 'flex', gap: 1.5, py: 1.25, alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={{
                    mt: 0.75,
                    width: 8,
                    height: 8,
                    borderRadius: '50%',
                    flexShrink: 0,
                    bgcolor: item.unread ? 'primary.main' : 'divider',
                  }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: item.unread ? 500 : 400, overflowWrap: 'anywhere' }}>
                    {item.message}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="time" dateTime={item.at} title={formatDateTime(item.at)}>
                    {formatRelative(item.at, now)}
                  </Typography>
                </Box>
              </Box>
            </li>
          ))}
        </Box>
      );
  } else if (activity.isError && !activity.data) {
    body = (
      <LoadFailure
        title={ACTIVITY_LOAD_FAILED}
        detail={activity.error.message}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  } else {
    body = <AppointmentRowsSkeleton rows={3} label="Loading recent activity..." />;
  }

  return (
    <WidgetCard title="Recent Patient Activity" subtitle="Bookings, cancellations and updates, newest first." icon={<NotificationsIcon />}>
      {body}
    </WidgetCard>
  );
}
