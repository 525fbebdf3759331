import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { IconTile } from '@telehealth/shared-ui';

/** The frame of a dashboard widget (as the booking remote's): a titled section card. */
export function WidgetCard({ title, icon, action, children }: { title: string; icon: ReactNode; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <IconTile size={40}>{icon}</IconTile>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            {title}
          </Typography>
          {action ? <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{action}</Box> : null}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
