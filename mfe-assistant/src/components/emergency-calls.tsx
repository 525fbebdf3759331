import { Alert, Box, Button } from '@mui/material';
import { Stack } from '@telehealth/shared-ui/mui-extras';

/** A number to call, shown as a `tel:` button (one tap calls it on a phone). */
export interface CallNumber {
  label: string;
  /** What `tel:` dials: digits only. */
  dial: string;
}

/** Emergency numbers of the answer's first line (issue 21 point 6). */
export const EMERGENCY_CALLS: readonly CallNumber[] = [
  { label: 'Call 999 (UK)', dial: '999' },
  { label: 'Call 911 (US)', dial: '911' },
  { label: 'Call 112 (Europe and elsewhere)', dial: '112' },
];

/** Crisis lines: 988 in the US, Samaritans in the UK and Ireland, 112 elsewhere. */
export const CRISIS_CALLS: readonly CallNumber[] = [
  { label: 'Call or text 988 (US)', dial: '988' },
  { label: 'Call 116 123 (Samaritans, UK and Ireland)', dial: '116123' },
  { label: 'Call 112 (elsewhere)', dial: '112' },
];

/** The numbers as call buttons. */
export function CallButtons({ numbers, label, inverted = false }: { numbers: readonly CallNumber[]; label: string; inverted?: boolean }) {
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
      {numbers.map((number) => (
        <Button
          key={number.dial}
          component="a"
          href={`tel:${number.dial}`}
          size="small"
          variant={inverted ? 'contained' : 'outlined'}
          color={inverted ? 'inherit' : 'primary'}
          sx={inverted ? { bgcolor: 'common.white', color: 'error.dark', '&:hover': { bgcolor: 'grey.100' } } : undefined}
        >
          {number.label}
        </Button>
      ))}
    </Stack>
  );
}

/** Kept above the conversation for the rest of it once a crisis has been talked about. */
export function CrisisLinesPanel() {
  return (
    <Alert severity="info" role="region" aria-label="Crisis lines" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Box component="strong" sx={{ display: 'block' }}>
        You don&apos;t have to go through this alone
      </Box>
      Talking to someone can help, any time of day or night.
      <CallButtons numbers={CRISIS_CALLS} label="Crisis lines" />
    </Alert>
  );
}
