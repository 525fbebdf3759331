import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { RenewalRequest } from '@telehealth/shared-api';
import { ErrorCard, formatDate } from '@telehealth/shared-ui';
import { medicationWithDosage } from '../components/prescription-format';
import { RenewalStatusChip } from '../components/status-chip';

export interface RenewalRequestsCardProps {
  requests: RenewalRequest[] | undefined;
  error: Error | null;
  onRetry: () => void;
}

/** The patient's renewal requests and the doctors' answers. */
export function RenewalRequestsCard({ requests, error, onRetry }: RenewalRequestsCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Renewal Requests
        </Typography>
        {error && !requests ? (
          <ErrorCard message="Failed to load renewal requests" onRetry={onRetry} />
        ) : !requests ? (
          <Typography color="text.secondary">Loading renewal requests...</Typography>
        ) : requests.length === 0 ? (
          <Typography color="text.secondary">No renewal requests yet. Use Request New to ask your doctor for a renewal.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {requests.map((request) => (
              <Box
                component="li"
                key={request._id}
                aria-label={`${request.medication} renewal`}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 500 }}>{medicationWithDosage(request)}</Typography>
                  <RenewalStatusChip status={request.status} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {`Asked Dr. ${request.doctorId.user_id.name} on ${formatDate(request.createdAt)}`}
                  {request.decidedAt ? ` · answered ${formatDate(request.decidedAt)}` : ''}
                </Typography>
                {request.note ? <Typography variant="body2">{`Your note: ${request.note}`}</Typography> : null}
                {request.status === 'declined' && request.declineReason ? (
                  <Typography variant="body2" color="error.main">{`Declined: ${request.declineReason}`}</Typography>
                ) : null}
                {request.status === 'approved' ? (
                  <Typography variant="body2" color="success.main">
                    Approved: the renewed prescription is in your list.
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
