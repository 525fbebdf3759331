/**
 * Live refresh: when the server pushes a prescription or renewal event on the user's socket,
 * every prescription list, renewal list and access record of this query client is re-read.
 * (The stored notification itself is the shell's: its dropdown and toast announce it.)
 *
 * Several components (the page, dashboard widgets) may use this at once; they share one set
 * of socket listeners per query client, reference counted, that follow the socket across
 * sign-ins and reconnects.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { getSocket, onSocketChange, SOCKET_EVENTS } from '@telehealth/shared-api';
import { prescriptionKeys } from './prescription-queries';

const PRESCRIPTION_EVENTS = [
  SOCKET_EVENTS.prescriptionCreated,
  SOCKET_EVENTS.prescriptionUpdated,
  SOCKET_EVENTS.renewalRequested,
  SOCKET_EVENTS.renewalAnswered,
] as const;

const subscriptions = new Map<QueryClient, { users: number; stop: () => void }>();

function subscribe(queryClient: QueryClient): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
  let current: Socket | null = null;
  const attach = (socket: Socket | null) => {
    if (current) for (const event of PRESCRIPTION_EVENTS) current.off(event, refresh);
    current = socket;
    if (current) for (const event of PRESCRIPTION_EVENTS) current.on(event, refresh);
  };
  attach(getSocket());
  const unsubscribe = onSocketChange(attach);
  return () => {
    unsubscribe();
    attach(null);
  };
}

/** Keeps this query client's prescription data live while the calling component is mounted. */
export function useLivePrescriptions(): void {
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
