import { IconTile } from '@telehealth/shared-ui';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export interface WidgetCardProps {
  title: string;
  subtitle?: string;
  icon?: ReactNode;
  /** Beside the title, e.g. a 'View all' link. */
  action?: ReactNode;
  children: ReactNode;
}

/** The frame of a dashboard widget: a titled section card. */
export function WidgetCard({ title, subtitle, icon, action, children }: WidgetCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      {/* One column that may shrink below its content's width: wide content (tabs, buttons) wraps or
          scrolls inside the card instead of widening it past a phone's edge, where it is cut off. */}
      <CardContent
        sx={{
          p: { xs: 2, md: 3 },
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 2,
          '&:last-child': { pb: { xs: 2, md: 3 } },
        }}
      >
        {/* The action wraps under the title once the title would get less than 12rem. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
          {icon ? <IconTile size={40}>{icon}</IconTile> : null}
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            {subtitle ? (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {action ? <Box sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{action}</Box> : null}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
