import { useEffect, useState, useSyncExternalStore } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { getSocketStatus, onSocketStatus } from '@telehealth/shared-api';

/** A lost connection is shown only after this long: a blip that heals at once never flashes. */
export const RECONNECTING_GRACE_MS = 3000;

/** Whether the live channel has been reconnecting for longer than the grace. */
function useShowReconnecting(): boolean {
  const status = useSyncExternalStore(onSocketStatus, getSocketStatus, getSocketStatus);
  const [show, setShow] = useState(false);
  const reconnecting = status === 'reconnecting';
  useEffect(() => {
    if (!reconnecting) {
      setShow(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setShow(true), RECONNECTING_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [reconnecting]);
  return show;
}

/**
 * A quiet "Reconnecting…" in the header while live updates are interrupted. The polite
 * status region stays mounted so screen readers hear the text when it appears.
 */
export function ConnectionStatus() {
  const show = useShowReconnecting();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      {show && (
        <>
          <CircularProgress size={14} color="inherit" aria-hidden="true" />
          <Typography variant="body2" component="span" noWrap>
            Reconnecting…
          </Typography>
        </>
      )}
    </Box>
  );
}
