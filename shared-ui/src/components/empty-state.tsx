import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  icon?: ReactNode;
}

/** What a list or panel shows when it has nothing to show. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 5,
        px: 2,
        color: 'text.secondary',
      }}
    >
      {icon ? (
        <Box aria-hidden sx={{ color: 'primary.main', opacity: 0.8, fontSize: 48, display: 'flex', '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
      ) : null}
      <Typography variant="h6" component="p" sx={{ color: 'text.primary' }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" component="div" sx={{ maxWidth: 440 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1.5 }}>{action}</Box> : null}
    </Box>
  );
}
