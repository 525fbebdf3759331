import { Box, Divider, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_MAX, notificationsApi, useAuthStore } from '@telehealth/shared-api';
import type { Notification, NotificationList } from '@telehealth/shared-api';
import { EmptyState, formatDateTime, formatRelative } from '@telehealth/shared-ui';
import { LoadFailure } from '../../components/load-failure';
import { AppointmentRowsSkeleton } from '../components/appointment-states';
import { WidgetCard } from '../components/widget-card';
import { activityKeys, useLiveAppointments } from '../use-live-appointments';
import { useNow } from '../use-now';
import { NotificationsIcon } from '@telehealth/shared-ui/icons';

/** Items the panel lists. */
export const RECENT_ACTIVITY_LIMIT = 6;
export const NO_RECENT_ACTIVITY = 'No recent patient activity.';
export const ACTIVITY_LOAD_FAILED = 'Unable to load recent activity';

/** The doctor's stored appointment notifications, newest first. */
export function recentAppointmentActivity(list: NotificationList): Notification[] {
  return list.notifications
    .filter((notification) => notification.type === 'appointment')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, RECENT_ACTIVITY_LIMIT);
}

/**
 * Doctor dashboard: Recent Patient Activity from real events — the bookings, cancellations and
 * status changes the server stored as the doctor's notifications, kept live by the socket.
 */
export function RecentActivityWidget() {
  useLiveAppointments();
  const now = useNow();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const activity = useQuery({
    queryKey: activityKeys.mine(userId),
    queryFn: () => notificationsApi.list(NOTIFICATIONS_PAGE_MAX),
    select: recentAppointmentActivity,
    enabled: !!userId,
  });

  let body;
  if (activity.data) {
    body =
      activity.data.length === 0 ? (
        <EmptyState
          icon={<NotificationsIcon />}
          title={NO_RECENT_ACTIVITY}
          description="Bookings, cancellations and completed sessions appear here as they happen."
        />
      ) : (
        <Box component="ul" aria-label="Recent patient activity" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {activity.data.map((item, index) => (
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
                    bgcolor: item.isRead ? 'divider' : 'primary.main',
                  }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: item.isRead ? 400 : 500, overflowWrap: 'anywhere' }}>
                    {item.message}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="time"
                    dateTime={item.createdAt}
                    title={formatDateTime(item.createdAt)}
                  >
                    {formatRelative(item.createdAt, now)}
                  </Typography>
                </Box>
              </Box>
            </li>
          ))}
        </Box>
      );
  } else if (activity.isError) {
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
