import { visuallyHidden } from './visually-hidden';
import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME } from '../app/product';

export interface BrandLogoProps {
  /** Hide the word mark (collapsed sidebar). */
  compact?: boolean;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

/** The CareLink mark: a rounded cross and the word mark. */
export function BrandLogo({ compact = false, inverted = false }: BrandLogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden
        sx={{ width: 32, height: 32, flexShrink: 0, display: 'block' }}
      >
        <rect width="64" height="64" rx="14" fill={inverted ? '#FFFFFF' : '#0B6E79'} />
        <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill={inverted ? '#0B6E79' : '#FFFFFF'} />
        <circle cx="47" cy="47" r="7" fill="#7DD3C0" stroke={inverted ? '#FFFFFF' : '#0B6E79'} strokeWidth="3" />
      </Box>
      {compact ? (
        <Box component="span" sx={visuallyHidden}>
          {PRODUCT_NAME}
        </Box>
      ) : (
        <Typography
          component="span"
          sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: '-0.01em', color: inverted ? '#FFFFFF' : 'text.primary' }}
        >
          {PRODUCT_NAME}
        </Typography>
      )}
    </Box>
  );
}
