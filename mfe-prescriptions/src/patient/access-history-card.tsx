import { useId, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useAuthStore } from '@telehealth/shared-api';
import type { PrescriptionAccess, PrescriptionAccessKind, PrescriptionAccessRole } from '@telehealth/shared-api';
import { ErrorCard, formatDateTime } from '@telehealth/shared-ui';
import { useAccessHistory } from '../hooks/prescription-queries';

const KIND_LABELS: Record<PrescriptionAccessKind, string> = {
  list: 'Viewed the list',
  detail: 'Opened',
  pdf: 'Downloaded the PDF',
  print: 'Opened the print view',
  verify: 'Checked the printed code',
};

const ROLE_LABELS: Record<PrescriptionAccessRole, string> = { patient: 'Patient', doctor: 'Doctor', public: 'Verification' };

/** How many entries show before "Show all". */
const FIRST_ENTRIES = 10;

function who(entry: PrescriptionAccess, myId: string | undefined): string {
  if (!entry.actor) return 'Someone checking a printed copy';
  if (entry.actor._id === myId) return 'You';
  return entry.role === 'doctor' ? `Dr. ${entry.actor.name}` : entry.actor.name;
}

/** "Who viewed my prescriptions": the append-only access record, newest first. */
export function AccessHistoryCard() {
  const titleId = useId();
  const myId = useAuthStore((state) => state.user?.id);
  const [showAll, setShowAll] = useState(false);
  const history = useAccessHistory(true);
  const entries = history.data ?? [];
  const shown = showAll ? entries : entries.slice(0, FIRST_ENTRIES);

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          Who viewed my prescriptions
        </Typography>
        {history.isError && !history.data ? (
          <ErrorCard message="Failed to load the access history" onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <Typography color="text.secondary">Loading the access history...</Typography>
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">Nobody has viewed your prescriptions yet.</Typography>
        ) : (
          <>
            <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
              {shown.map((entry) => (
                <Box component="li" key={entry._id} sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.75 }}>
                  <Typography variant="body2">
                    <strong>{who(entry, myId)}</strong> ({ROLE_LABELS[entry.role]}) · {KIND_LABELS[entry.kind]}
                    {entry.medication ? `: ${entry.medication}` : ''}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {`${formatDateTime(entry.createdAt)} · from ${entry.ip}`}
                  </Typography>
                </Box>
              ))}
            </Box>
            {entries.length > FIRST_ENTRIES ? (
              <Button onClick={() => setShowAll((value) => !value)} sx={{ justifySelf: 'start' }}>
                {showAll ? 'Show fewer' : `Show all ${entries.length}`}
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
