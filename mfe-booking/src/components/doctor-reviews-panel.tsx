import { Box, Button, Divider, Typography } from '@mui/material';
import { EmptyState, formatDate } from '@telehealth/shared-ui';
import { formatRating, formatReviewCount } from '../doctors/doctor-format';
import { useDoctorReviews } from '../hooks/use-doctors';
import { PlaceholderBlock } from './placeholder-block';
import { StarRating } from './star-rating';
import { RateReviewIcon } from '@telehealth/shared-ui/icons';

export const NO_REVIEWS_MESSAGE = 'No reviews yet';

/** What patients said about the doctor (`GET /doctor/{id}/reviews`). */
export function DoctorReviewsPanel({ doctorId }: { doctorId: string }) {
  const reviews = useDoctorReviews(doctorId);

  if (reviews.isPending) {
    return (
      <Box role="status" aria-label="Loading reviews" sx={{ display: 'grid', gap: 1.5 }}>
        <PlaceholderBlock width="40%" height={20} />
        <PlaceholderBlock />
        <PlaceholderBlock width="80%" />
      </Box>
    );
  }
  if (reviews.isError) {
    return (
      <Box role="alert" sx={{ display: 'grid', justifyItems: 'start', gap: 1 }}>
        <Typography>We couldn't load the reviews right now.</Typography>
        <Button variant="outlined" size="small" onClick={() => void reviews.refetch()}>
          Try Again
        </Button>
      </Box>
    );
  }

  const { rating, reviewCount } = reviews.data;
  if (reviews.data.reviews.length === 0) {
    return (
      <EmptyState
        icon={<RateReviewIcon />}
        title={NO_REVIEWS_MESSAGE}
        description="Reviews appear here after patients complete their consultations."
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {rating !== null ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1 }}>
            {formatRating(rating)}
          </Typography>
          <StarRating value={rating} size={22} />
          <Typography color="text.secondary">Based on {formatReviewCount(reviewCount)}</Typography>
        </Box>
      ) : null}
      <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0 }}>
        {reviews.data.reviews.map((review, index) => (
          <li key={review._id}>
            {index > 0 ? <Divider /> : null}
            <Box component="article" sx={{ py: 2, display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <StarRating value={review.rating} label={`Rated ${review.rating} out of 5`} />
                <Typography variant="subtitle2" component="h3">
                  {review.patientName}
                </Typography>
                <Typography variant="body2" color="text.secondary" component="time" dateTime={review.createdAt}>
                  {formatDate(review.createdAt)}
                </Typography>
              </Box>
              {review.comment ? <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography> : null}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
