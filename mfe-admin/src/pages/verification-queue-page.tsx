import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, errorMessage } from '@telehealth/shared-api';
import type { DoctorVerificationState, VerificationQueueEntry } from '@telehealth/shared-api';
import { EmptyState, ErrorCard, formatDateTime, toast } from '@telehealth/shared-ui';
import { LicenceDocumentDialog } from '../components/licence-document-dialog';
import { ReasonDialog } from '../components/reason-dialog';

/** The queue's tabs: which licence-check state each lists, and what an empty list says. */
const VIEWS: { state: DoctorVerificationState; label: string; empty: string }[] = [
  { state: 'submitted', label: 'Waiting', empty: 'No doctors are waiting for a licence check.' },
  { state: 'verified', label: 'Approved', empty: 'No approved doctors yet.' },
  { state: 'rejected', label: 'Rejected', empty: 'No rejected licences.' },
  { state: 'suspended', label: 'Suspended', empty: 'No suspended doctors.' },
  { state: 'pending', label: 'Not sent yet', empty: 'Every doctor has sent a licence.' },
];

const STATE_LABELS: Record<DoctorVerificationState, string> = {
  pending: 'Licence not sent',
  submitted: 'Waiting for a check',
  verified: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

const queueKey = (state: DoctorVerificationState) => ['admin', 'verifications', state] as const;

type Asking = { kind: 'reject' | 'suspend'; entry: VerificationQueueEntry } | null;

function DoctorCard({
  entry,
  busy,
  onView,
  onApprove,
  onRestore,
  onAsk,
}: {
  entry: VerificationQueueEntry;
  busy: boolean;
  onView: () => void;
  onApprove: () => void;
  onRestore: () => void;
  onAsk: (kind: 'reject' | 'suspend') => void;
}) {
  const { licence } = entry;
  return (
    <Card variant="outlined" component="article" aria-label={entry.name}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {entry.name}
          </Typography>
          <Chip
            size="small"
            label={STATE_LABELS[entry.state]}
            color={entry.state === 'verified' ? 'success' : entry.state === 'submitted' ? 'info' : 'default'}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {entry.specialization} · {entry.qualification} · {entry.email}
        </Typography>
        {licence ? (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              Licence number
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {licence.licenceNumber}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Issued by
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {licence.issuingAuthority}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Valid until
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {licence.expiresOn}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              Sent
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatDateTime(licence.submittedAt)}
            </Typography>
            {licence.reason ? (
              <>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Reason given
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {licence.reason}
                </Typography>
              </>
            ) : null}
          </Box>
        ) : (
          <Typography variant="body2">No licence details sent yet.</Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {entry.documentPath ? (
            <Button variant="outlined" onClick={onView}>
              View licence
            </Button>
          ) : null}
          {entry.state === 'submitted' ? (
            <>
              <Button variant="contained" onClick={onApprove} disabled={busy}>
                Approve
              </Button>
              <Button color="error" onClick={() => onAsk('reject')} disabled={busy}>
                Reject
              </Button>
            </>
          ) : null}
          {entry.state === 'verified' ? (
            <Button color="error" onClick={() => onAsk('suspend')} disabled={busy}>
              Suspend
            </Button>
          ) : null}
          {entry.state === 'suspended' ? (
            <Button variant="contained" onClick={onRestore} disabled={busy}>
              Restore
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * The operations console's verification queue: doctors by licence-check state, each licence's
 * details and scan, and the decisions (approve, reject with a reason, suspend, restore). The
 * doctor is told of every decision by the server.
 */
export function VerificationQueuePage() {
  const [view, setView] = useState(0);
  const [viewing, setViewing] = useState<VerificationQueueEntry | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const state = VIEWS[view]!.state;
  const queryClient = useQueryClient();
  const queue = useQuery({ queryKey: queueKey(state), queryFn: ({ signal }) => adminApi.verificationQueue([state], signal) });

  useEffect(() => {
    document.title = 'Doctor verification';
  }, []);

  const decide = useMutation({
    mutationFn: ({
      kind,
      entry,
      reason,
    }: {
      kind: 'approve' | 'reject' | 'suspend' | 'restore';
      entry: VerificationQueueEntry;
      reason?: string;
    }) => {
      switch (kind) {
        case 'approve':
          return adminApi.approve(entry.doctorId);
        case 'reject':
          return adminApi.reject(entry.doctorId, reason ?? '');
        case 'suspend':
          return adminApi.suspend(entry.doctorId, reason ?? '');
        case 'restore':
          return adminApi.restore(entry.doctorId);
      }
    },
    onSuccess: (_answer, { kind, entry }) => {
      const done = { approve: 'approved', reject: 'rejected', suspend: 'suspended', restore: 'restored' }[kind];
      toast.success(`${entry.name} ${done}. They have been told.`);
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'verifications'] });
    },
    onError: (error, { kind }) => {
      if (kind === 'approve' || kind === 'restore') toast.error(errorMessage(error, 'The decision could not be saved. Please try again.'));
    },
  });

  return (
    <Box component="section" aria-labelledby="verification-queue-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box>
        <Typography id="verification-queue-title" variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          Doctor verification
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Check each doctor's licence before patients can find and book them. The doctor is told of every decision.
        </Typography>
      </Box>
      <Tabs
        value={view}
        onChange={(_event, next: number) => setView(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Licence-check state"
      >
        {VIEWS.map((item) => (
          <Tab key={item.state} label={item.label} />
        ))}
      </Tabs>
      {queue.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 3 }}>
          <CircularProgress size={24} />
          <Typography>Loading doctors…</Typography>
        </Box>
      ) : queue.isError ? (
        <ErrorCard message={errorMessage(queue.error, 'The list could not be loaded.')} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState title={VIEWS[view]!.empty} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {queue.data.map((entry) => (
            <DoctorCard
              key={entry.doctorId}
              entry={entry}
              busy={decide.isPending}
              onView={() => setViewing(entry)}
              onApprove={() => decide.mutate({ kind: 'approve', entry })}
              onRestore={() => decide.mutate({ kind: 'restore', entry })}
              onAsk={(kind) => {
                decide.reset();
                setAsking({ kind, entry });
              }}
            />
          ))}
        </Box>
      )}
      {queue.isFetching && !queue.isPending ? <Alert severity="info">Refreshing…</Alert> : null}
      {viewing ? <LicenceDocumentDialog entry={viewing} onClose={() => setViewing(null)} /> : null}
      {asking ? (
        <ReasonDialog
          title={asking.kind === 'reject' ? `Reject the licence of ${asking.entry.name}` : `Suspend ${asking.entry.name}`}
          text={
            asking.kind === 'reject'
              ? 'The doctor will be told the reason and can send corrected details.'
              : 'The doctor will be hidden from search and cannot be booked or write prescriptions until restored.'
          }
          confirmLabel={asking.kind === 'reject' ? 'Reject' : 'Suspend'}
          pending={decide.isPending}
          error={decide.isError ? errorMessage(decide.error, 'The decision could not be saved. Please try again.') : null}
          onConfirm={(reason) => decide.mutate({ kind: asking.kind, entry: asking.entry, reason })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Box>
  );
}
