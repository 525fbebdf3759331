import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormLabel, TextField, Typography } from '@mui/material';
import { failureReason, useReviewAppointment } from '../appointment-mutations';
import { doctorTitle } from '../appointment-view';
import type { AppointmentView } from '../appointment-view';
import { StarRatingInput } from './star-rating-input';

type FieldErrors = Partial<Record<'rating' | 'comment', string>>;

interface SchemaIssue {
  path?: string;
  message: string;
  inner?: SchemaIssue[];
}

/** yup's ValidationError, recognised by shape (yup is shared-api's dependency, not this app's). */
function isValidationError(error: unknown): error is SchemaIssue & { name: 'ValidationError' } {
  return error instanceof Error && error.name === 'ValidationError';
}

export interface ReviewDialogProps {
  appointment: AppointmentView;
  open: boolean;
  onClose: () => void;
}

/** The review form of a completed appointment: 1–5 stars and text, validated by reviewSchema. */
export default function ReviewDialog({ appointment, open, onClose }: ReviewDialogProps) {
  const titleId = useId();
  const ratingLabelId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const review = useReviewAppointment();

  const close = () => {
    if (review.isPending) return;
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    let values;
    try {
      // Loaded on submit: the schema brings yup, which the dashboard widgets otherwise never need.
      const { reviewSchema } = await import('@telehealth/shared-api/schemas');
      values = await reviewSchema.validate({ rating, comment }, { abortEarly: false });
    } catch (error) {
      if (!isValidationError(error)) throw error;
      const next: FieldErrors = {};
      for (const issue of error.inner?.length ? error.inner : [error]) {
        const path = issue.path as keyof FieldErrors | undefined;
        if (path && !next[path]) next[path] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    review.mutate(
      { appointmentId: appointment.id, rating: values.rating, comment: values.comment },
      {
        onSuccess: () => {
          onClose();
          setRating(null);
          setComment('');
        },
        onError: (error) => setFailure(`Failed to submit review: ${failureReason(error)}`),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}>
        <DialogTitle id={titleId}>Review your appointment with {doctorTitle(appointment.doctorName)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <FormLabel id={ratingLabelId} error={!!errors.rating}>
              Your rating
            </FormLabel>
            <StarRatingInput
              name={`review-rating-${appointment.id}`}
              value={rating}
              labelledBy={ratingLabelId}
              error={!!errors.rating}
              onChange={(value) => {
                setRating(value);
                setErrors((current) => ({ ...current, rating: undefined }));
              }}
            />
            {errors.rating ? (
              <Typography role="alert" variant="caption" color="error">
                {errors.rating}
              </Typography>
            ) : null}
          </Box>
          <TextField
            label="Your review"
            multiline
            minRows={3}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setErrors((current) => ({ ...current, comment: undefined }));
            }}
            error={!!errors.comment}
            helperText={errors.comment ?? 'What went well, and what could be better? (optional)'}
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} color="inherit" disabled={review.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={review.isPending}>
            {review.isPending ? 'Submitting...' : 'Submit Review'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
