import { useEffect, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { getSocket, onSocketChange, SOCKET_EVENTS } from '@telehealth/shared-api';
import type { ImmediateVisitEvent } from '@telehealth/shared-api';
import { paths } from '@telehealth/federation';

/**
 * A short two-tone chime made with WebAudio (no file, no network). Browsers allow sound once the
 * page has had a click or key press; before that it stays silent and the alert alone shows.
 */
export function playChime(): void {
  const AudioContextClass =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const start = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.17);
    }
    window.setTimeout(() => void context.close().catch(() => undefined), 800);
  } catch {
    // No sound available (a policy or a device without audio): the visible alert is enough.
  }
}

function isImmediateVisit(value: unknown): value is ImmediateVisitEvent {
  return (
    !!value &&
    typeof (value as ImmediateVisitEvent).appointmentId === 'string' &&
    typeof (value as ImmediateVisitEvent).patientName === 'string'
  );
}

/**
 * The doctor's live alert for an immediate visit (`immediate-visit` on their socket): a chime
 * and an alert with "Join now" that stays until joined or dismissed.
 */
export function ImmediateVisitAlert() {
  const queryClient = useQueryClient();
  const [visit, setVisit] = useState<ImmediateVisitEvent | null>(null);

  useEffect(() => {
    const onVisit = (payload: unknown) => {
      if (!isImmediateVisit(payload)) return;
      setVisit(payload);
      playChime();
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    };
    let current: Socket | null = null;
    const attach = (socket: Socket | null) => {
      current?.off(SOCKET_EVENTS.immediateVisit, onVisit);
      current = socket;
      current?.on(SOCKET_EVENTS.immediateVisit, onVisit);
    };
    attach(getSocket());
    const unsubscribe = onSocketChange(attach);
    return () => {
      unsubscribe();
      attach(null);
    };
  }, [queryClient]);

  if (!visit) return null;
  return (
    <Box sx={{ position: 'fixed', zIndex: 1400, top: 72, left: 8, right: 8, mx: 'auto', maxWidth: 560 }}>
      <Alert
        severity="warning"
        variant="filled"
        role="alert"
        onClose={() => setVisit(null)}
        action={
          <Button
            component={RouterLink}
            to={paths.consultation(visit.appointmentId)}
            onClick={() => setVisit(null)}
            color="inherit"
            variant="outlined"
            size="small"
          >
            Join now
          </Button>
        }
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {`${visit.patientName} booked a visit now and is waiting for you.`}
      </Alert>
    </Box>
  );
}
