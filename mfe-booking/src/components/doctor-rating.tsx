import { Box, Chip, Typography } from '@mui/material';
import { formatRating, formatReviewCount } from '../doctors/doctor-format';
import { StarRating } from './star-rating';

export interface DoctorRatingProps {
  /** Average of real reviews, or null when there are none. */
  rating: number | null;
  reviewCount: number;
}

/** '★★★★½ 4.6 (23 reviews)', or 'New' for a doctor nobody has reviewed yet (no invented numbers). */
export function DoctorRating({ rating, reviewCount }: DoctorRatingProps) {
  if (rating === null || reviewCount <= 0) {
    return <Chip label="New" size="small" color="info" variant="outlined" sx={{ fontWeight: 500 }} />;
  }
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      <StarRating value={rating} />
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {formatRating(rating)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        ({formatReviewCount(reviewCount)})
      </Typography>
    </Box>
  );
}
