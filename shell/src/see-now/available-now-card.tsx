import { useId } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { AvailableNowSwitch } from './available-now-switch';

/** The doctor dashboard's "Available now" card (the header has the same switch). */
export function AvailableNowCard() {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5, p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h6" component="h2">
          See patients now
        </Typography>
        <AvailableNowSwitch />
      </CardContent>
    </Card>
  );
}
