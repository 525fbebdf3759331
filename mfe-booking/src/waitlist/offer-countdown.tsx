import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';

/** '9:05' of a number of milliseconds left (never below 0:00). */
export function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left on a held slot, ticking each second; `onEnd` is called once when it reaches 0:00. */
export function OfferCountdown({ expiresAt, onEnd }: { expiresAt: string; onEnd?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const left = Date.parse(expiresAt) - now;
  const ended = left <= 0;
  const endRef = useRef(onEnd);
  endRef.current = onEnd;
  useEffect(() => {
    if (ended) {
      endRef.current?.();
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ended]);
  const text = minutesAndSeconds(left);
  const seconds = Math.max(0, Math.ceil(left / 1000));
  return (
    // A timer is not read out on every tick (its implicit aria-live is off); its name says the time left.
    <Box
      component="span"
      role="timer"
      aria-label={`${Math.floor(seconds / 60)} minutes ${seconds % 60} seconds left`}
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    >
      {text}
    </Box>
  );
}
