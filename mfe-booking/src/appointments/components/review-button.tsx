import { lazy, Suspense, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { StarRating } from '../../components/star-rating';
import type { AppointmentView } from '../appointment-view';
import { RateReviewIcon } from '@telehealth/shared-ui/icons';

// The form loads on the first click: the dashboard widgets show this button on every completed
// appointment, and most visits never open it.
const ReviewDialog = lazy(() => import('./review-dialog'));

/** The patient's review of a completed appointment, as shown once given. */
export function GivenReview({ review }: { review: NonNullable<AppointmentView['review']> }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" component="span" color="text.secondary">
          Your review
        </Typography>
        <StarRating value={review.rating} label={`Rated ${review.rating} out of 5`} />
      </Box>
      {review.comment ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>
          “{review.comment}”
        </Typography>
      ) : null}
    </Box>
  );
}

/** 'Write a Review' on a completed appointment; the form keeps what was typed while the page stays. */
export function ReviewButton({ appointment }: { appointment: AppointmentView }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RateReviewIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Write a Review
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ReviewDialog appointment={appointment} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
