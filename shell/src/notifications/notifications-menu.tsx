import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { Badge, Box, Button, Chip, CircularProgress, IconButton, Menu, MenuItem, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { sameAppPath } from '../app/return-path';
import { NOTIFICATIONS_DROPDOWN_LIMIT } from '@telehealth/shared-api';
import type { Notification } from '@telehealth/shared-api';
import { formatDateTime, formatRelative, visuallyHidden } from '@telehealth/shared-ui';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './use-notifications';
import { NotificationsIcon } from '@telehealth/shared-ui/icons';

const TYPE_LABELS: Record<string, string> = { appointment: 'Appointment', system: 'System' };

function NotificationRow({ notification, onSelect }: { notification: Notification; onSelect: (n: Notification) => void }) {
  const unread = !notification.isRead;
  return (
    <MenuItem
      onClick={() => onSelect(notification)}
      data-unread={unread ? 'true' : 'false'}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        whiteSpace: 'normal',
        borderLeft: '3px solid',
        borderLeftColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? '#EEF7F8' : 'transparent',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 600 : 400, color: 'text.primary' }}>
          {unread ? (
            <Box component="span" sx={visuallyHidden}>
              Unread:{' '}
            </Box>
          ) : null}
          {notification.message}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75 }}>
          <Chip
            size="small"
            label={TYPE_LABELS[notification.type] ?? notification.type}
            variant="outlined"
            sx={{ height: 20, fontSize: 11 }}
          />
          <Typography variant="caption" color="text.secondary" title={formatRelative(notification.createdAt)}>
            {formatDateTime(notification.createdAt)}
          </Typography>
        </Box>
      </Box>
    </MenuItem>
  );
}

/** Header bell: unread badge and a dropdown of the latest notifications, from the server. */
export function NotificationsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();

  const unreadCount = data?.unreadCount ?? 0;
  const notifications = (data?.notifications ?? []).slice(0, NOTIFICATIONS_DROPDOWN_LIMIT);
  const open = Boolean(anchor);

  const onSelect = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    // A notification with a link leads where the reader acts on it; the menu closes behind it.
    const link = sameAppPath(notification.link);
    if (link) {
      setAnchor(null);
      void navigate(link);
    }
  };

  return (
    <>
      <IconButton
        title="Notifications"
        aria-describedby={unreadCount > 0 ? `${menuId}-count` : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {/* Named by hidden text, not aria-label: a label that lacks the visible count fails WCAG 2.5.3. */}
        <Box component="span" sx={visuallyHidden}>
          Open notifications
        </Box>
        <Badge badgeContent={unreadCount} color="error" max={99} aria-hidden>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {unreadCount > 0 ? (
        <Box component="span" id={`${menuId}-count`} sx={visuallyHidden}>
          {unreadCount} unread
        </Box>
      ) : null}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 380, maxWidth: 'calc(100vw - 24px)', mt: 1 } },
          list: { 'aria-label': 'Notifications', sx: { py: 0 } },
        }}
      >
        <Box
          component="li"
          role="presentation"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>Notifications</Typography>
          <Button
            size="small"
            onClick={(event) => {
              // The button disables itself once nothing is unread: keep focus in the menu so
              // keyboard users can still close it with Escape.
              (event.currentTarget.closest('[role="menu"]') as HTMLElement | null)?.focus();
              markAllRead.mutate();
            }}
            disabled={unreadCount === 0 || markAllRead.isPending}
          >
            Mark all read
          </Button>
        </Box>
        {isPending ? (
          <Box component="li" role="presentation" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={24} aria-label="Loading notifications" />
          </Box>
        ) : isError ? (
          <Box component="li" role="presentation" sx={{ px: 2, py: 3, textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Notifications could not be loaded.
            </Typography>
            <Button size="small" onClick={() => void refetch()} sx={{ mt: 1 }}>
              Try Again
            </Button>
          </Box>
        ) : notifications.length === 0 ? (
          <Box component="li" role="presentation" sx={{ px: 2, py: 4, textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              No notifications
            </Typography>
          </Box>
        ) : (
          notifications.map((notification) => <NotificationRow key={notification.id} notification={notification} onSelect={onSelect} />)
        )}
      </Menu>
    </>
  );
}
