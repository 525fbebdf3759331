import { Box } from '@mui/material';
import { StarBorderIcon, StarHalfIcon, StarIcon } from '@telehealth/shared-ui/icons';

export interface StarRatingProps {
  /** 0–5; rounded to the nearest half star. */
  value: number;
  size?: number;
  /** Read out instead of the stars ('Rated 4.5 out of 5'); omit when the number is shown beside. */
  label?: string;
}

/** Five stars showing a rating (display only). */
export function StarRating({ value, size = 18, label }: StarRatingProps) {
  const halves = Math.round(Math.max(0, Math.min(5, value)) * 2);
  const stars = Array.from({ length: 5 }, (_, i) => {
    const left = halves - i * 2;
    const Icon = left >= 2 ? StarIcon : left === 1 ? StarHalfIcon : StarBorderIcon;
    return <Icon key={i} sx={{ fontSize: size }} />;
  });
  return (
    <Box
      component="span"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{ display: 'inline-flex', color: '#B45309', verticalAlign: 'middle' }}
    >
      {stars}
    </Box>
  );
}
