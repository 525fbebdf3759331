import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface IconTileProps {
  children: ReactNode;
  /** Side in px (44 by default; 40 in compact card headers). */
  size?: number;
}

/** The rounded, tinted square that holds a card's icon (decorative: hidden from assistive tech). */
export function IconTile({ children, size = 44 }: IconTileProps) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: 2.5,
        bgcolor: '#E6F4F5',
        color: 'primary.main',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      {children}
    </Box>
  );
}
