/**
 * Live refresh (spec §7 "Real-time channel"): when the server pushes an appointment event on
 * the user's socket, every appointment list (and the doctor's recent activity) is re-read.
 *
 * Several widgets of one dashboard use this hook at once; they share one set of socket
 * listeners per query client (reference counted), so one event re-reads each list once.
 * The listeners follow the socket across sign-ins and reconnects (onSocketChange) and are
 * removed when the last user unmounts.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { getSocket, onSocketChange, SOCKET_EVENTS } from '@telehealth/shared-api';
import { appointmentKeys } from './appointment-queries';

/** Key prefix of the doctor's Recent Patient Activity (stored appointment notifications). */
export const activityKeys = {
  all: ['notifications', 'appointment-activity'] as const,
  mine: (userId: string) => ['notifications', 'appointment-activity', userId] as const,
};

const APPOINTMENT_EVENTS = [
  SOCKET_EVENTS.appointmentCreated,
  SOCKET_EVENTS.appointmentCancelled,
  SOCKET_EVENTS.appointmentUpdated,
] as const;

function isAppointmentNotification(payload: unknown): boolean {
  return !!payload && typeof payload === 'object' && (payload as { type?: unknown }).type === 'appointment';
}

interface Subscription {
  users: number;
  stop: () => void;
}

const subscriptions = new Map<QueryClient, Subscription>();

function subscribe(queryClient: QueryClient): () => void {
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  };
  const onNotification = (payload: unknown) => {
    if (isAppointmentNotification(payload)) refreshLists();
  };
  let current: Socket | null = null;
  const attach = (socket: Socket | null) => {
    if (current) {
      for (const event of APPOINTMENT_EVENTS) current.off(event, refreshLists);
      current.off(SOCKET_EVENTS.notification, onNotification);
    }
    current = socket;
    if (current) {
      for (const event of APPOINTMENT_EVENTS) current.on(event, refreshLists);
      current.on(SOCKET_EVENTS.notification, onNotification);
    }
  };
  attach(getSocket());
  const unsubscribe = onSocketChange(attach);
  return () => {
    unsubscribe();
    attach(null);
  };
}

/** Keeps the appointment lists of this query client live while the calling component is mounted. */
export function useLiveAppointments(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let subscription = subscriptions.get(queryClient);
    if (!subscription) {
      subscription = { users: 0, stop: subscribe(queryClient) };
      subscriptions.set(queryClient, subscription);
    }
    subscription.users += 1;
    return () => {
      const active = subscriptions.get(queryClient);
      if (!active) return;
      active.users -= 1;
      if (active.users === 0) {
        active.stop();
        subscriptions.delete(queryClient);
      }
    };
  }, [queryClient]);
}
