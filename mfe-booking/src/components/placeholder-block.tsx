import { keyframes } from '@emotion/react';
import { Box } from '@mui/material';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.45; }
  100% { opacity: 1; }
`;

export interface PlaceholderBlockProps {
  width?: number | string;
  height?: number | string;
  circle?: boolean;
}

/** A grey block standing in for content while it loads (a light skeleton, no extra MUI export). */
export function PlaceholderBlock({ width = '100%', height = 14, circle = false }: PlaceholderBlockProps) {
  return (
    <Box
      aria-hidden
      sx={{
        width,
        height,
        borderRadius: circle ? '50%' : 1,
        bgcolor: 'rgba(16, 42, 67, 0.08)',
        flexShrink: 0,
        animation: `${pulse} 1.6s ease-in-out 0.4s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
