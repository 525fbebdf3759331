/**
 * Live refresh (spec §7 "Real-time channel"): when the server pushes an appointment event on
 * the user's socket, every appointment list (and the doctor's recent activity) is re-read.
 * Several widgets of one dashboard share one set of listeners per query client, so one event
 * re-reads each list once.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sharedSocketListeners, SOCKET_EVENTS } from '@telehealth/shared-api';
import { appointmentKeys } from './appointment-queries';

/** Key prefix of the doctor's Recent Patient Activity (stored appointment notifications). */
export const activityKeys = {
  all: ['notifications', 'appointment-activity'] as const,
  mine: (userId: string) => ['notifications', 'appointment-activity', userId] as const,
};

function isAppointmentNotification(payload: unknown): boolean {
  return !!payload && typeof payload === 'object' && (payload as { type?: unknown }).type === 'appointment';
}

const acquire = sharedSocketListeners((queryClient: QueryClient) => {
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
    void queryClient.invalidateQueries({ queryKey: activityKeys.all });
  };
  return {
    [SOCKET_EVENTS.appointmentCreated]: refreshLists,
    [SOCKET_EVENTS.appointmentCancelled]: refreshLists,
    [SOCKET_EVENTS.appointmentUpdated]: refreshLists,
    [SOCKET_EVENTS.appointmentRescheduled]: refreshLists,
    [SOCKET_EVENTS.notification]: (payload: unknown) => {
      if (isAppointmentNotification(payload)) refreshLists();
    },
  };
});

/** Keeps the appointment lists of this query client live while the calling component is mounted. */
export function useLiveAppointments(): void {
  const queryClient = useQueryClient();
  useEffect(() => acquire(queryClient), [queryClient]);
}
