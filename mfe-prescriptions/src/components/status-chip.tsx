import { Chip } from '@mui/material';
import type { PrescriptionStatus, RenewalRequestStatus } from '@telehealth/shared-api';

const STATUS_COLOURS = { Active: 'success', Expired: 'default', Revoked: 'error' } as const;

/** Active, Expired or Revoked (spec §4, derived). */
export function PrescriptionStatusChip({ status }: { status: PrescriptionStatus }) {
  return <Chip size="small" label={status} color={STATUS_COLOURS[status]} variant={status === 'Active' ? 'filled' : 'outlined'} />;
}

export const RENEWAL_STATUS_LABELS: Record<RenewalRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};

const RENEWAL_COLOURS = { pending: 'warning', approved: 'success', declined: 'error' } as const;

export function RenewalStatusChip({ status }: { status: RenewalRequestStatus }) {
  return <Chip size="small" variant="outlined" label={RENEWAL_STATUS_LABELS[status]} color={RENEWAL_COLOURS[status]} />;
}
