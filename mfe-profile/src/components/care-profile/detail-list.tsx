import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  /** Spans both columns (long texts such as About). */
  wide?: boolean;
}

/** Read-only label/value pairs as a description list: two columns from tablet width up. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 2.5 }}
    >
      {details.map(({ label, value, wide }) => (
        <Box key={label} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
