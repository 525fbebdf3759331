import { visuallyHidden } from '@telehealth/shared-ui';
import { Box, Typography } from '@mui/material';
import { PRODUCT_NAME } from '../app/product';
import { BrandMark } from './brand-mark';

export interface BrandLogoProps {
  /** Hide the word mark (collapsed sidebar). */
  compact?: boolean;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

/** The CareLink mark and word mark. */
export function BrandLogo({ compact = false, inverted = false }: BrandLogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark inverted={inverted} />
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
