import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import { Link } from '@telehealth/shared-ui/mui-extras';
import { describeCancellationPolicy } from '@telehealth/shared-api';
import type { ConsultationType, Doctor } from '@telehealth/shared-api';
import { formatDate } from '@telehealth/shared-ui';
import { Link as RouterLink } from 'react-router-dom';
import { doctorName, formatDoctorFee } from '../doctors/doctor-format';
import { paths } from '@telehealth/federation';

export const BOOK_BUTTON_LABEL = 'Book Appointment';
export const PROCESSING_LABEL = 'Processing...';

/** One label and value of a summary list (`<dl>`). */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface BookingSummaryProps {
  doctor: Doctor;
  /** yyyy-MM-dd */
  date: string;
  time: string | null;
  /** Shown after the time when it is not the patient's own zone. */
  timeZoneLabel?: string | null;
  consultationType: ConsultationType;
  /** Book Appointment is disabled (date or time missing, or a checkout is being created). */
  disabled: boolean;
  processing: boolean;
}

/** Summary panel (spec §2): what is being booked, the fee, the policy, and Book Appointment. */
export function BookingSummary({ doctor, date, time, timeZoneLabel, consultationType, disabled, processing }: BookingSummaryProps) {
  const when = time ? `${formatDate(date)} at ${time}${timeZoneLabel ? ` (${timeZoneLabel})` : ''}` : `${formatDate(date)}, choose a time`;
  return (
    <Card component="section" aria-labelledby="booking-summary-title">
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2, md: 3 } }}>
        <Typography id="booking-summary-title" variant="h6" component="h2">
          Appointment Summary
        </Typography>
        <Box component="dl" aria-label="Appointment summary" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <SummaryRow label="Doctor">{doctorName(doctor.name)}</SummaryRow>
          <SummaryRow label="Specialty">{doctor.specialization}</SummaryRow>
          <SummaryRow label="Date & time">{when}</SummaryRow>
          <SummaryRow label="Type">{consultationType}</SummaryRow>
          <SummaryRow label="Fee">{formatDoctorFee(doctor)}</SummaryRow>
        </Box>
        <Divider />
        <Box>
          <Typography variant="subtitle2" component="h3" id="cancellation-policy-title">
            Cancellation policy
          </Typography>
          <Box
            component="ul"
            aria-labelledby="cancellation-policy-title"
            sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', typography: 'body2' }}
          >
            {describeCancellationPolicy().map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Box>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled}>
          {processing ? PROCESSING_LABEL : BOOK_BUTTON_LABEL}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {'By booking you agree to our '}
          <Link component={RouterLink} to={paths.terms()} underline="always">
            Terms of Service
          </Link>
          {' and '}
          <Link component={RouterLink} to={paths.privacy()} underline="always">
            Privacy Policy
          </Link>
          .
        </Typography>
      </CardContent>
    </Card>
  );
}
