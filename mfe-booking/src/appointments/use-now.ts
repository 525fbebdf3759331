import { useEffect, useState } from 'react';

/** How often screens re-read the clock: Join Now must appear when the window opens. */
export const CLOCK_TICK_MS = 30_000;

/**
 * The current time, refreshed every `tickMs` so tabs and the join window follow the clock
 * while the page stays open. Tests fix it with jest's fake Date (`setSystemTime`).
 */
export function useNow(tickMs: number = CLOCK_TICK_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
