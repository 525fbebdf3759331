import { useState } from 'react';
import { Alert, Button, Chip, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@telehealth/shared-api';
import type { ConsoleMailMessage } from '@telehealth/shared-api';
import { EmptyState, ErrorCard, formatDateTime, toast } from '@telehealth/shared-ui';
import { consoleApi } from '../api/console-api';
import { ConsolePage } from '../components/console-page';
import { ConsoleTable } from '../components/console-table';
import { LoadingBlock } from '../components/loading-block';
import { Pager } from '../components/pager';

const VIEWS = [
  { state: 'failed', label: 'Failed', empty: 'No email has failed.' },
  { state: 'queued', label: 'Waiting to send', empty: 'No email is waiting to be sent.' },
  { state: 'sent', label: 'Sent', empty: 'No email has been sent yet.' },
  { state: '', label: 'All', empty: 'No email yet.' },
] as const;

const STATE_LABELS: Record<string, { label: string; color: 'default' | 'info' | 'error' | 'success' }> = {
  queued: { label: 'Waiting to send', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

function StateCell({ message }: { message: ConsoleMailMessage }) {
  const shown = STATE_LABELS[message.state] ?? { label: message.state, color: 'default' as const };
  return (
    <>
      <Chip size="small" label={shown.label} color={shown.color} />
      {message.lastError ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {message.lastError}
        </Typography>
      ) : null}
    </>
  );
}

/**
 * Email delivery: every email the product queued (to whom, what, its state and the reason a
 * failed one gave), and "Send again" for a failed one. Never an email's text.
 */
export function DeliveryPage() {
  const [view, setView] = useState(0);
  const [page, setPage] = useState(1);
  const { state, empty } = VIEWS[view]!;
  const queryClient = useQueryClient();
  const messages = useQuery({
    queryKey: ['admin', 'mail-messages', state, page],
    queryFn: ({ signal }) => consoleApi.mailMessages(state, page, signal),
    placeholderData: keepPreviousData,
  });
  const retry = useMutation({
    mutationFn: (message: ConsoleMailMessage) => consoleApi.retryMail(message.id),
    onSuccess: (_answer, message) => toast.success(`The email to ${message.to} is queued to be sent again.`),
    onError: (error) => toast.error(errorMessage(error, 'The email could not be queued again. Please try again.')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'mail-messages'] }),
  });

  return (
    <ConsolePage
      id="delivery-title"
      title="Email delivery"
      intro="Every email the product sends: whether it went, and why one failed. Failed emails can be sent again once the problem is fixed."
    >
      <Tabs
        value={view}
        onChange={(_event, next: number) => {
          setView(next);
          setPage(1);
        }}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Which emails"
      >
        {VIEWS.map((item) => (
          <Tab key={item.label} label={item.label} />
        ))}
      </Tabs>
      {messages.isPending ? (
        <LoadingBlock label="Loading emails…" />
      ) : messages.isError ? (
        <ErrorCard message={errorMessage(messages.error, "We couldn't load the emails.")} onRetry={() => void messages.refetch()} />
      ) : messages.data.messages.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <>
          <ConsoleTable caption="Emails, newest first" columns={['Queued', 'To', 'Subject', 'State', 'Tries', 'Sent', '']}>
            {messages.data.messages.map((message) => (
              <tr key={message.id}>
                <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{message.to}</td>
                <td>{message.subject}</td>
                <td>
                  <StateCell message={message} />
                </td>
                <td>{message.attempts}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{message.sentAt ? formatDateTime(message.sentAt) : '—'}</td>
                <td>
                  {message.state === 'failed' ? (
                    <Button
                      variant="outlined"
                      size="small"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(message)}
                      aria-label={`Send again to ${message.to}`}
                    >
                      Send again
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </ConsoleTable>
          <Pager page={messages.data.page} pageSize={messages.data.pageSize} total={messages.data.total} onPage={setPage} />
        </>
      )}
      {messages.isFetching && !messages.isPending ? <Alert severity="info">Refreshing…</Alert> : null}
    </ConsolePage>
  );
}
