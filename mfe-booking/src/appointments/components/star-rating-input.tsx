import { useState } from 'react';
import { formatCount } from '@telehealth/shared-api';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@telehealth/shared-ui';
import { StarBorderIcon, StarIcon } from '@telehealth/shared-ui/icons';

/** What each number of stars means, shown beside the stars as the patient picks. */
export const RATING_LABELS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };
const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingInputProps {
  name: string;
  value: number | null;
  onChange: (value: number) => void;
  /** id of the visible label of the group. */
  labelledBy: string;
  error?: boolean;
}

/**
 * 1–5 stars as native radio buttons ('4 Stars, Very good'), with the meaning of the hovered or
 * chosen value beside them. Native radios give the arrow-key behaviour of a radio group for
 * free; MUI's Rating would do the same but would join the shared MUI bundle every signed-in
 * page downloads before its first render, for one dialog of this remote.
 */
export function StarRatingInput({ name, value, onChange, labelledBy, error = false }: StarRatingInputProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-invalid={error || undefined}
        sx={{ display: 'inline-flex' }}
        onMouseLeave={() => setHover(null)}
      >
        {STARS.map((stars) => {
          const Icon = stars <= shown ? StarIcon : StarBorderIcon;
          return (
            <Box
              component="label"
              key={stars}
              onMouseEnter={() => setHover(stars)}
              sx={{
                cursor: 'pointer',
                display: 'inline-flex',
                p: 0.25,
                borderRadius: 1,
                color: stars <= shown ? '#B45309' : error ? 'error.main' : 'text.secondary',
                '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                sx={visuallyHidden}
              />
              <Icon aria-hidden sx={{ fontSize: 36 }} />
              <Box component="span" sx={visuallyHidden}>
                {`${formatCount(stars, { one: 'Star', other: 'Stars' })}, ${RATING_LABELS[stars]}`}
              </Box>
            </Box>
          );
        })}
      </Box>
      <Typography aria-hidden color="text.secondary" sx={{ minWidth: 80 }}>
        {RATING_LABELS[shown] ?? ''}
      </Typography>
    </Box>
  );
}
