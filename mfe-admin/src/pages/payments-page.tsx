import { useState } from 'react';
import { Alert, Button, Chip, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, formatMoney } from '@telehealth/shared-api';
import type { ConsoleCheckout, ConsoleRefundState } from '@telehealth/shared-api';
import { EmptyState, ErrorCard, formatDateTime, toast } from '@telehealth/shared-ui';
import { consoleApi } from '../api/console-api';
import { ConsolePage } from '../components/console-page';
import { ConsoleTable } from '../components/console-table';
import { LoadingBlock } from '../components/loading-block';
import { Pager } from '../components/pager';

const VIEWS = [
  { refunds: 'owed', label: 'Refunds owed or failed', empty: 'No refunds are owed. Every refund decided has been made.' },
  { refunds: 'all', label: 'All checkouts', empty: 'No checkouts yet.' },
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
  const [view, setView] = useState(0);
  const [page, setPage] = useState(1);
  const { refunds, empty } = VIEWS[view]!;
  const queryClient = useQueryClient();
  const checkouts = useQuery({
    queryKey: ['admin', 'checkouts', refunds, page],
    queryFn: ({ signal }) => consoleApi.checkouts(refunds, page, signal),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (checkout: ConsoleCheckout) => consoleApi.retryRefund(checkout.id),
    onSuccess: (_answer, checkout) =>
      toast.success(`Refund of ${formatMoney(checkout.refund.amount ?? checkout.amount, checkout.currency)} made.`),
    onError: (error) => toast.error(errorMessage(error, 'The refund could not be retried. Please try again.')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'checkouts'] }),
  });

  return (
    <ConsolePage
      id="payments-title"
      title="Payments"
      intro="Checkouts and their refunds. A refund the payment company refused is tried again automatically; retry it here once the problem is fixed."
    >
      <Tabs
        value={view}
        onChange={(_event, next: number) => {
          setView(next);
          setPage(1);
        }}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Which checkouts"
      >
        {VIEWS.map((item) => (
          <Tab key={item.refunds} label={item.label} />
        ))}
      </Tabs>
      {checkouts.isPending ? (
        <LoadingBlock label="Loading checkouts…" />
      ) : checkouts.isError ? (
        <ErrorCard message={errorMessage(checkouts.error, "We couldn't load the checkouts.")} onRetry={() => void checkouts.refetch()} />
      ) : checkouts.data.checkouts.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <ConsoleTable
            caption="Checkouts, newest first"
            columns={['Started', 'Patient', 'Doctor', 'Visit', 'Amount', 'Payment', 'Refund', '']}
          >
            {checkouts.data.checkouts.map((checkout) => (
              <tr key={checkout.id}>
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
              </tr>
            ))}
          </ConsoleTable>
          <Pager page={checkouts.data.page} pageSize={checkouts.data.pageSize} total={checkouts.data.total} onPage={setPage} />
        </>
      )}
      {checkouts.isFetching && !checkouts.isPending ? <Alert severity="info">Refreshing…</Alert> : null}
    </ConsolePage>
  );
}
