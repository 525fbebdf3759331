import { useId, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { errorMessage, PRESCRIPTION_MESSAGES } from '@telehealth/shared-api';
import type { RenewalRequest } from '@telehealth/shared-api';
import { ErrorCard, formatDate, toast } from '@telehealth/shared-ui';
import { medicationWithDosage } from '../components/prescription-format';
import { ReasonDialog } from '../components/reason-dialog';
import { useApproveRenewal, useDeclineRenewal, useRenewalRequests } from '../hooks/prescription-queries';

function RequestItem({ request, onDecline }: { request: RenewalRequest; onDecline: (request: RenewalRequest) => void }) {
  const approve = useApproveRenewal();
  const label = medicationWithDosage(request);
  return (
    <Box
      component="li"
      aria-label={`Renewal request from ${request.patientId.user_id.name}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
    >
      <Typography sx={{ fontWeight: 600 }}>{request.patientId.user_id.name}</Typography>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2" color="text.secondary">{`Asked ${formatDate(request.createdAt)}`}</Typography>
      {request.note ? <Typography variant="body2">{`Note: ${request.note}`}</Typography> : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={approve.isPending}
          // A promise, not mutate's callbacks: the approved request leaves the list (and this
          // item unmounts) before mutate's callbacks would run.
          onClick={() =>
            approve.mutateAsync(request._id).then(
              () => toast.success(`Renewal approved: a new prescription for ${request.patientId.user_id.name}`),
              (error: unknown) => toast.error(`Failed to approve the renewal: ${errorMessage(error)}`),
            )
          }
        >
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={() => onDecline(request)} disabled={approve.isPending}>
          Decline
        </Button>
      </Box>
    </Box>
  );
}

/** Pending renewal requests addressed to the signed-in doctor, each approved or declined (with a reason). */
export function RenewalRequestsPanel() {
  const titleId = useId();
  const requests = useRenewalRequests();
  const decline = useDeclineRenewal();
  const [declining, setDeclining] = useState<RenewalRequest | null>(null);
  const pending = (requests.data ?? []).filter((request) => request.status === 'pending');

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Renewal Requests
        </Typography>
        {requests.isError && !requests.data ? (
          <ErrorCard message="Failed to load renewal requests" onRetry={() => void requests.refetch()} />
        ) : requests.isPending ? (
          <Typography color="text.secondary">Loading renewal requests...</Typography>
        ) : pending.length === 0 ? (
          <Typography color="text.secondary">No pending renewal requests.</Typography>
        ) : (
          <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {pending.map((request) => (
              <RequestItem key={request._id} request={request} onDecline={setDeclining} />
            ))}
          </Box>
        )}
      </CardContent>
      <ReasonDialog
        open={!!declining}
        title="Decline the renewal request?"
        description={declining ? `${declining.patientId.user_id.name} is told your reason.` : ''}
        requiredMessage={PRESCRIPTION_MESSAGES.declineReasonRequired}
        confirmLabel="Decline"
        pending={decline.isPending}
        onClose={() => setDeclining(null)}
        onConfirm={(reason) =>
          declining &&
          decline.mutate(
            { requestId: declining._id, reason },
            {
              onSuccess: () => {
                toast.success('Renewal request declined');
                setDeclining(null);
              },
              onError: (error) => toast.error(`Failed to decline the renewal: ${errorMessage(error)}`),
            },
          )
        }
      />
    </Card>
  );
}
