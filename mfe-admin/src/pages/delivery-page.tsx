import { Button, Chip, Typography } from '@mui/material';
import type { ConsoleMailMessage } from '@telehealth/shared-api';
import { formatDateTime } from '@telehealth/shared-ui';
import { consoleApi } from '../api/console-api';
import { ConsolePage } from '../components/console-page';
import { PagedConsoleList } from '../components/paged-console-list';
import { useRowAction } from '../hooks/use-row-action';

const MAIL_MESSAGES = ['admin', 'mail-messages'] as const;

const VIEWS = [
  { filter: 'failed', label: 'Failed', empty: 'No email has failed.' },
  { filter: 'queued', label: 'Waiting to send', empty: 'No email is waiting to be sent.' },
  { filter: 'sent', label: 'Sent', empty: 'No email has been sent yet.' },
  { filter: '', label: 'All', empty: 'No email yet.' },
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
  const retry = useRowAction(MAIL_MESSAGES, {
    run: (message: ConsoleMailMessage) => consoleApi.retryMail(message.id),
    done: (message) => `The ${message.channel === 'sms' ? 'SMS' : 'email'} to ${message.to} is queued to be sent again.`,
    failed: 'The email could not be queued again. Please try again.',
  });

  return (
    <ConsolePage
      id="delivery-title"
      title="Email delivery"
      intro="Every email (and SMS reminder) the product sends: whether it went, and why one failed. Failed ones can be sent again once the problem is fixed."
    >
      <PagedConsoleList
        queryKey={MAIL_MESSAGES}
        views={VIEWS}
        viewsLabel="Which emails"
        fetchPage={consoleApi.mailMessages}
        rowsOf={(answer) => answer.messages}
        loadingLabel="Loading emails…"
        loadFailed="We couldn't load the emails."
        caption="Emails, newest first"
        columns={['Queued', 'Via', 'To', 'Subject', 'State', 'Tries', 'Sent', '']}
        cells={(message) => (
          <>
            <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</td>
            <td>{message.channel === 'sms' ? 'SMS' : 'Email'}</td>
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
          </>
        )}
      />
    </ConsolePage>
  );
}
