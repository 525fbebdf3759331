/** The patient's waitlists: their entries, joining a full day, leaving. */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sharedSocketListeners, SOCKET_EVENTS, waitlistApi } from '@telehealth/shared-api';
import type { WaitlistEntry } from '@telehealth/shared-api';

export const waitlistKeys = { mine: ['waitlist', 'mine'] as const };

/** How often an open page asks again (an offer may arrive or lapse while it is open). */
export const WAITLIST_REFRESH_MS = 15_000;

/** An offer, a lapse or a booking comes with an appointment notification: the entries are read again. */
const acquireLive = sharedSocketListeners((queryClient: QueryClient) => ({
  [SOCKET_EVENTS.notification]: (payload: unknown) => {
    if (!!payload && typeof payload === 'object' && (payload as { type?: unknown }).type === 'appointment')
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.mine });
  },
}));

/** The signed-in patient's entries (only asked for a patient), kept live while shown. */
export function useMyWaitlist(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? acquireLive(queryClient) : undefined), [enabled, queryClient]);
  return useQuery({
    queryKey: waitlistKeys.mine,
    queryFn: ({ signal }) => waitlistApi.mine(signal),
    enabled,
    // An offer's link may open a page while an older answer is cached: always ask again on arrival.
    refetchOnMount: 'always',
    refetchInterval: WAITLIST_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: 1,
  });
}

/** Still in line, or holding a slot. */
export function isLive(entry: WaitlistEntry): boolean {
  return entry.status === 'waiting' || entry.status === 'offered';
}

/** The offer's hold is still running at `now`. */
export function offerRunning(entry: WaitlistEntry, now: number = Date.now()): boolean {
  return entry.status === 'offered' && !!entry.offerExpiresAt && Date.parse(entry.offerExpiresAt) > now;
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { doctorId: string; date: string }) => waitlistApi.join(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.mine }),
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => waitlistApi.leave(entryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.mine }),
  });
}

/** 'Mon, Nov 30' of a yyyy-MM-dd calendar date (read as that date wherever the browser is). */
export function waitlistDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(day);
}
