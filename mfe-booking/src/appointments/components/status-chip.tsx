import { Chip } from '@mui/material';
import type { AppointmentStatus } from '@telehealth/shared-api';
import { STATUS_LABELS } from '../appointment-view';

const COLORS = { scheduled: 'primary', completed: 'success', canceled: 'default', 'no-show': 'warning' } as const;

/** The appointment's status badge: Scheduled, Completed, Cancelled or Patient did not attend. */
export function StatusChip({ status }: { status: AppointmentStatus }) {
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'scheduled' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 500 }}
    />
  );
}
