import { Button, Chip, Typography } from '@mui/material';
import { formatMoney } from '@telehealth/shared-api';
import type { ConsoleCheckout, ConsoleRefundState } from '@telehealth/shared-api';
import { formatDateTime } from '@telehealth/shared-ui';
import { consoleApi } from '../api/console-api';
import { ConsolePage } from '../components/console-page';
import { PagedConsoleList } from '../components/paged-console-list';
import { useRowAction } from '../hooks/use-row-action';

const CHECKOUTS = ['admin', 'checkouts'] as const;

const VIEWS = [
  { filter: 'owed', label: 'Refunds owed or failed', empty: 'No refunds are owed. Every refund decided has been made.' },
  { filter: 'all', label: 'All checkouts', empty: 'No checkouts yet.' },
] as const;

const STATUS_LABELS: Record<string, string> = {
  open: 'Waiting for payment',
  paid: 'Paid',
  expired: 'Expired unpaid',
  canceled: 'Cancelled',
  refunded: 'Refunded',
};

const REFUND_LABELS: Record<ConsoleRefundState, { label: string; color: 'default' | 'warning' | 'error' | 'success' }> = {
  none: { label: 'No refund', color: 'default' },
  owed: { label: 'Refund being made', color: 'warning' },
  failed: { label: 'Refund failed', color: 'error' },
  refunded: { label: 'Refunded', color: 'success' },
};

function RefundCell({ checkout }: { checkout: ConsoleCheckout }) {
  const { refund } = checkout;
  const shown = REFUND_LABELS[refund.state];
  return (
    <>
      <Chip size="small" label={shown.label} color={shown.color} />
      {refund.amount !== null && refund.state !== 'none' ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {formatMoney(refund.amount, checkout.currency)}
        </Typography>
      ) : null}
      {refund.reason ? (
        <Typography variant="body2" color="text.secondary">
          {refund.reason}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * Payments: every checkout (state, amount, patient, doctor, dates) and the refunds owed or
 * failed, each with "Retry refund". The server asks the payment company again; a repeat never
 * pays twice, and each retry is in the access record.
 */
export function PaymentsPage() {
  const retry = useRowAction(CHECKOUTS, {
    run: (checkout: ConsoleCheckout) => consoleApi.retryRefund(checkout.id),
    done: (checkout) => `Refund of ${formatMoney(checkout.refund.amount ?? checkout.amount, checkout.currency)} made.`,
    failed: 'The refund could not be retried. Please try again.',
  });

  return (
    <ConsolePage
      id="payments-title"
      title="Payments"
      intro="Checkouts and their refunds. A refund the payment company refused is tried again automatically; retry it here once the problem is fixed."
    >
      <PagedConsoleList
        queryKey={CHECKOUTS}
        views={VIEWS}
        viewsLabel="Which checkouts"
        fetchPage={consoleApi.checkouts}
        rowsOf={(answer) => answer.checkouts}
        loadingLabel="Loading checkouts…"
        loadFailed="We couldn't load the checkouts."
        caption="Checkouts, newest first"
        columns={['Started', 'Patient', 'Doctor', 'Visit', 'Amount', 'Payment', 'Refund', '']}
        cells={(checkout) => (
          <>
            <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(checkout.createdAt)}</td>
            <td>{checkout.patient.name}</td>
            <td>{checkout.doctor.name}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(checkout.startsAt)}</td>
            <td style={{ whiteSpace: 'nowrap' }}>{formatMoney(checkout.amount, checkout.currency)}</td>
            <td>
              {STATUS_LABELS[checkout.status] ?? checkout.status}
              {checkout.paidAt ? (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  Paid {formatDateTime(checkout.paidAt)}
                </Typography>
              ) : null}
            </td>
            <td>
              <RefundCell checkout={checkout} />
            </td>
            <td>
              {checkout.refund.state === 'owed' || checkout.refund.state === 'failed' ? (
                <Button
                  variant="outlined"
                  size="small"
                  disabled={retry.isPending}
                  onClick={() => retry.mutate(checkout)}
                  aria-label={`Retry refund for ${checkout.patient.name}`}
                >
                  Retry refund
                </Button>
              ) : null}
            </td>
          </>
        )}
      />
    </ConsolePage>
  );
}
