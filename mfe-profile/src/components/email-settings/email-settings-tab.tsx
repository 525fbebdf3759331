import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Divider, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@telehealth/shared-api';
import type { ApiEnvelope, MessageSettings, SentMessage, SentMessagePage } from '@telehealth/shared-api';
import { toast } from '@telehealth/shared-ui';
import { FormControlLabel, Stack, Switch } from '@telehealth/shared-ui/mui-extras';
import { FormSection } from '../form-section';

/** The user's email settings and delivery log (issue 25); only this tab uses them. */
const messagesApi = {
  settings: async (signal?: AbortSignal) => (await apiRequest<ApiEnvelope<MessageSettings>>('/user/message-settings', { signal })).data,
  save: (body: SavedSettings) => apiRequest<ApiEnvelope<MessageSettings>>('/user/message-settings', { method: 'PUT', body }),
  sent: async (page: number, signal?: AbortSignal) =>
    (await apiRequest<ApiEnvelope<SentMessagePage>>(`/user/messages?page=${page}`, { signal })).data,
};

/** What a PUT sends: everything but the read-only `smsAvailable`. */
type SavedSettings = Omit<MessageSettings, 'smsAvailable'>;

function toSaved({ reminders, receipts, smsReminders, quietHours, timeZone }: MessageSettings): SavedSettings {
  return { reminders, receipts, smsReminders, quietHours, timeZone };
}

const keys = { settings: ['email-settings'] as const, sent: (page: number) => ['emails-sent', page] as const };

const DEFAULT_QUIET = { from: '22:00', to: '07:00' };

function viewerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const STATE_WORDS: Record<SentMessage['state'], string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Could not be sent',
};

/** What each kind of message is, in everyday words (an unknown kind shows as 'Email'). */
const KIND_WORDS: Record<string, string> = {
  'password-reset': 'Password reset',
  'email-verification': 'Email confirmation',
  'appointment-confirmation': 'Booking confirmation',
  'appointment-reminder': 'Appointment reminder',
  'payment-receipt': 'Payment receipt',
  'refund-notice': 'Refund',
  'prescription-issued': 'Prescription',
  'prescription-renewal': 'Prescription renewal',
  'doctor-agenda': 'Daily agenda',
};

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function SettingsForm({ saved }: { saved: MessageSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MessageSettings>(saved);
  useEffect(() => setValues(saved), [saved]);
  const quiet = values.quietHours;
  const zone = values.timeZone ?? viewerZone();
  const save = useMutation({
    mutationFn: (next: MessageSettings) => messagesApi.save(toSaved(next)),
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.settings, answer.data);
      toast.success(answer.message);
    },
  });
  const sameTimes = quiet !== null && quiet.from === quiet.to;
  const changed = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (patch: Partial<MessageSettings>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Email settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (!sameTimes) save.mutate({ ...values, timeZone: quiet ? zone : values.timeZone });
      }}
    >
      <FormControlLabel
        control={<Switch checked={values.reminders} onChange={(_event, checked) => set({ reminders: checked })} />}
        label="Appointment reminders (a day and an hour before)"
      />
      {saved.smsAvailable ? (
        <FormControlLabel
          control={<Switch checked={values.smsReminders ?? false} onChange={(_event, checked) => set({ smsReminders: checked })} />}
          label="Appointment reminders by text message too (to the phone number on your account)"
        />
      ) : null}
      <FormControlLabel
        control={<Switch checked={values.receipts} onChange={(_event, checked) => set({ receipts: checked })} />}
        label="Payment receipts and refund notices"
      />
      <FormControlLabel control={<Switch checked disabled />} label="Account and security emails (always sent)" />
      <Divider />
      <FormControlLabel
        control={
          <Switch
            checked={quiet !== null}
            onChange={(_event, checked) =>
              set({ quietHours: checked ? (saved.quietHours ?? DEFAULT_QUIET) : null, timeZone: checked ? zone : values.timeZone })
            }
          />
        }
        label="Quiet hours: hold reminders and receipts until they end"
      />
      {quiet ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            type="time"
            label="From"
            value={quiet.from}
            onChange={(event) => set({ quietHours: { ...quiet, from: event.target.value } })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 150 }}
          />
          <TextField
            type="time"
            label="To"
            value={quiet.to}
            onChange={(event) => set({ quietHours: { ...quiet, to: event.target.value } })}
            error={sameTimes}
            helperText={sameTimes ? 'Quiet hours must start and end at different times.' : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 150 }}
          />
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            Times in {zone}
          </Typography>
        </Box>
      ) : null}
      {save.isError ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!changed || sameTimes || save.isPending}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {save.isPending ? 'Saving…' : 'Save email settings'}
        </Button>
      </Stack>
    </Stack>
  );
}

function SentList() {
  const [page, setPage] = useState(1);
  const sent = useQuery({
    queryKey: keys.sent(page),
    queryFn: ({ signal }) => messagesApi.sent(page, signal),
    placeholderData: keepPreviousData,
  });
  if (sent.isPending) return <CircularProgress size={24} aria-label="Loading the messages sent to you" />;
  if (sent.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void sent.refetch()}>Try Again</Button>}>
        We couldn't load the messages sent to you.
      </Alert>
    );
  }
  const { messages, total, pageSize } = sent.data;
  if (total === 0) return <Typography color="text.secondary">No messages sent to you yet.</Typography>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack spacing={1.5}>
      <Box
        component="ul"
        aria-label="Messages sent to you"
        aria-busy={sent.isPlaceholderData}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {messages.map((message) => (
          <Box component="li" key={message.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {message.subject}
            </Typography>
            <Typography variant="caption" color={message.state === 'failed' ? 'error' : 'text.secondary'}>
              {KIND_WORDS[message.kind] ?? 'Email'}
              {message.channel === 'sms' ? ' by text message' : ''} · {STATE_WORDS[message.state]}
              {message.sentAt
                ? ` · ${when(message.sentAt)}`
                : message.sendAfter
                  ? ` · after ${when(message.sendAfter)}`
                  : ` · ${when(message.createdAt)}`}
            </Typography>
          </Box>
        ))}
      </Box>
      {pages > 1 ? (
        <Stack
          component="nav"
          aria-label="Pages of messages sent to you"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Button onClick={() => setPage((current) => current - 1)} disabled={page <= 1 || sent.isFetching}>
            Newer
          </Button>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Page {page} of {pages}
          </Typography>
          <Button onClick={() => setPage((current) => current + 1)} disabled={page >= pages || sent.isFetching}>
            Older
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Notifications tab: which emails the user gets, quiet hours, and what was sent. */
export function EmailSettingsTab() {
  const settings = useQuery({ queryKey: keys.settings, queryFn: ({ signal }) => messagesApi.settings(signal) });
  return (
    <Stack spacing={4}>
      <FormSection title="Emails" description="Choose which emails you get. Messages about your account and its security always come.">
        {settings.isPending ? <CircularProgress size={24} aria-label="Loading your email settings" /> : null}
        {settings.isError ? (
          <Alert severity="error" action={<Button onClick={() => void settings.refetch()}>Try Again</Button>}>
            We couldn't load your email settings.
          </Alert>
        ) : null}
        {settings.data ? <SettingsForm saved={settings.data} /> : null}
      </FormSection>
      <FormSection title="Messages sent to you" description="The emails we sent you, or are about to send, newest first.">
        <SentList />
      </FormSection>
    </Stack>
  );
}
