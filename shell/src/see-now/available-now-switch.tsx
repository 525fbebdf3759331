import { useId } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { AVAILABLE_NOW_MINUTES } from '@telehealth/shared-api';
import { ErrorCard } from '@telehealth/shared-ui';
import { isOn, useAvailableNow, useSwitchAvailableNow } from './use-available-now';

export const AVAILABLE_NOW_LABEL = 'Available now';

/** "until 3:45 PM" in the viewer's zone. */
function untilText(until: string | null): string {
  if (!until) return '';
  return new Date(until).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/**
 * The doctor's "Available now" switch as a button with switch semantics (role="switch"): the
 * header's compact one (a dot and "Now" on phones) and the dashboard card's full one.
 */
export function AvailableNowSwitch({ compact = false }: { compact?: boolean }) {
  const state = useAvailableNow();
  const change = useSwitchAvailableNow();
  const hintId = useId();

  if (state.isPending) {
    return compact ? (
      <CircularProgress size={18} aria-label="Loading Available now" />
    ) : (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
        <CircularProgress size={18} aria-hidden="true" />
        <Typography variant="body2">Loading Available now…</Typography>
      </Box>
    );
  }
  if (state.isError) {
    return compact ? (
      <Button size="small" color="inherit" onClick={() => void state.refetch()} aria-label="Available now could not be loaded. Retry">
        Retry
      </Button>
    ) : (
      <ErrorCard message="Your Available now switch could not be loaded." onRetry={() => void state.refetch()} />
    );
  }

  const on = isOn(state.data);
  const locked = !on && !state.data.canSwitchOn;
  const hint = locked
    ? 'You can switch this on once your licence has been checked and your profile is active.'
    : on
      ? `Patients can book a visit with you that starts at once, until ${untilText(state.data.until)} or until you start a visit.`
      : `Switch on to take visits that start at once, for the next ${AVAILABLE_NOW_MINUTES} minutes.`;

  const button = (
    <Button
      role="switch"
      aria-checked={on}
      aria-label={AVAILABLE_NOW_LABEL}
      aria-describedby={hintId}
      disabled={change.isPending || locked}
      onClick={() => change.mutate(!on)}
      variant={on ? 'contained' : 'outlined'}
      color={on ? 'success' : 'inherit'}
      size={compact ? 'small' : 'medium'}
      startIcon={
        change.isPending ? (
          <CircularProgress size={14} color="inherit" aria-hidden="true" />
        ) : (
          <Box
            component="span"
            aria-hidden
            sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: on ? 'common.white' : 'text.disabled' }}
          />
        )
      }
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, minWidth: 0 }}
    >
      {compact ? (
        <>
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {AVAILABLE_NOW_LABEL}
          </Box>
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            Now
          </Box>
        </>
      ) : on ? (
        `${AVAILABLE_NOW_LABEL}: on`
      ) : (
        `${AVAILABLE_NOW_LABEL}: off`
      )}
    </Button>
  );

  if (compact) {
    return (
      <>
        {button}
        <Box id={hintId} component="span" sx={{ display: 'none' }}>
          {hint}
        </Box>
      </>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {button}
      <Typography id={hintId} variant="body2" color="text.secondary">
        {hint}
      </Typography>
    </Box>
  );
}
