import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import {
  getSocket,
  notificationsApi,
  NOTIFICATIONS_DROPDOWN_LIMIT,
  onSocketChange,
  onSocketReconnect,
  SOCKET_EVENTS,
  useAuthStore,
} from '@telehealth/shared-api';
import type { NotificationList, NotificationsReadEvent, PushedNotification } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';

/** Cache key of the signed-in user's latest notifications. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications', 'latest'] as const;

/**
 * What live events keep fresh, re-read after a reconnection (events sent meanwhile were
 * missed): every stored-notification list (the dropdown, the doctor's recent activity) and
 * every appointment list (mfe-booking's `appointmentKeys.all`) and every prescription, renewal
 * and access list (mfe-prescriptions' `prescriptionKeys.all`).
 */
export const LIVE_QUERY_KEYS = [['notifications'], ['appointments'], ['prescriptions']] as const;

/** The latest notifications (spec §9: the dropdown shows at most 5) and the unread count. */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: () => notificationsApi.list(NOTIFICATIONS_DROPDOWN_LIMIT),
  });
}

function updateList(queryClient: QueryClient, update: (list: NotificationList) => NotificationList) {
  queryClient.setQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY, (list) => (list ? update(list) : list));
}

/** Marks one notification read, updating the dropdown at once and re-syncing after. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notificationsApi.markRead(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY);
      updateList(queryClient, (list) => {
        const wasUnread = list.notifications.some((n) => n.id === id && !n.isRead);
        return {
          notifications: list.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
          unreadCount: wasUnread ? Math.max(0, list.unreadCount - 1) : list.unreadCount,
        };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, context.previous);
      toast.error('Could not mark the notification as read. Please try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_QUERY_KEY);
      updateList(queryClient, (list) => ({ notifications: list.notifications.map((n) => ({ ...n, isRead: true })), unreadCount: 0 }));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, context.previous);
      toast.error('Could not mark notifications as read. Please try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

function isPushedNotification(value: unknown): value is PushedNotification {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as PushedNotification).id === 'string' &&
    typeof (value as PushedNotification).message === 'string'
  );
}

function isNotificationsRead(value: unknown): value is NotificationsReadEvent {
  const ids = (value as NotificationsReadEvent | null)?.ids;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string');
}

/**
 * Applies `notifications-read` (the user marked these read, maybe in another tab): each id
 * went from unread to read on the server, so each one this list does not already show as read
 * leaves the count, even one beyond the dropdown's first items.
 */
function applyRead(list: NotificationList, ids: readonly string[]): NotificationList {
  const marked = new Set(ids);
  const alreadyRead = list.notifications.filter((n) => marked.has(n.id) && n.isRead).length;
  return {
    notifications: list.notifications.map((n) => (marked.has(n.id) && !n.isRead ? { ...n, isRead: true } : n)),
    unreadCount: Math.max(0, list.unreadCount - (marked.size - alreadyRead)),
  };
}

/**
 * Keeps the dropdown live: when the server pushes `notification` on the user's socket, the
 * new item is shown at once (and announced as a toast), then the list is re-read from the
 * server so the count stays exact; `notifications-read` (marked read in another tab or device)
 * updates the list and count the same way. Follows the socket across reconnects and sign-ins, and
 * re-reads what live events refresh when a lost connection is back.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onNotification = (payload: unknown) => {
      if (isPushedNotification(payload)) {
        // The push leaves out its owner: the signed-in user, whose socket it came on.
        const userId = useAuthStore.getState().user?.id;
        updateList(queryClient, (list) =>
          !userId || list.notifications.some((n) => n.id === payload.id)
            ? list
            : {
                notifications: [{ ...payload, userId }, ...list.notifications].slice(0, NOTIFICATIONS_DROPDOWN_LIMIT),
                unreadCount: list.unreadCount + (payload.isRead ? 0 : 1),
              },
        );
        toast.info(payload.message);
      }
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    };
    const onRead = (payload: unknown) => {
      if (isNotificationsRead(payload)) updateList(queryClient, (list) => applyRead(list, payload.ids));
      // Every stored-notification list shows read state (the doctor's recent activity too).
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    };
    let current: Socket | null = null;
    const attach = (socket: Socket | null) => {
      current?.off(SOCKET_EVENTS.notification, onNotification);
      current?.off(SOCKET_EVENTS.notificationsRead, onRead);
      current = socket;
      current?.on(SOCKET_EVENTS.notification, onNotification);
      current?.on(SOCKET_EVENTS.notificationsRead, onRead);
    };
    attach(getSocket());
    const unsubscribe = onSocketChange(attach);
    const stopReconnect = onSocketReconnect(() => {
      for (const queryKey of LIVE_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
    });
    return () => {
      unsubscribe();
      stopReconnect();
      attach(null);
    };
  }, [queryClient]);
}
