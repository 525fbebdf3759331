import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths, remoteWidgets } from '@telehealth/federation';
import { pluralNoun, PRESCRIPTION_MESSAGES, useAuthStore } from '@telehealth/shared-api';
import { ErrorCard, formatDate } from '@telehealth/shared-ui';
import { PrescriptionIcon } from '@telehealth/shared-ui/icons';
import { doctorName, medicationWithDosage, statusOf } from '../components/prescription-format';
import { PrescriptionStatusChip } from '../components/status-chip';
import { usePatientPrescriptions } from '../hooks/prescription-queries';
import { useLivePrescriptions } from '../hooks/use-live-prescriptions';
import { useOwnPatientProfile } from '../hooks/use-own-profile';
import { WidgetCard } from './widget-card';

function Body() {
  const profile = useOwnPatientProfile();
  const list = usePatientPrescriptions(profile.data?._id);
  if (profile.isPending || (profile.data && list.isPending && !list.isError)) {
    return <Typography color="text.secondary">Loading your prescriptions...</Typography>;
  }
  if (profile.isError || (list.isError && !list.data)) {
    return (
      <ErrorCard message={PRESCRIPTION_MESSAGES.loadFailed} onRetry={() => void (profile.isError ? profile.refetch() : list.refetch())} />
    );
  }
  const prescriptions = list.data ?? [];
  const active = prescriptions.filter((p) => statusOf(p) === 'Active');
  // The list is newest first.
  const latest = prescriptions[0];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography color="text.secondary">
        <Box component="span" sx={{ fontSize: '2.25rem', fontWeight: 600, color: 'text.primary', mr: 1 }}>
          {active.length}
        </Box>{' '}
        {pluralNoun(active.length, { one: 'active prescription', other: 'active prescriptions' })}
      </Typography>
      {latest ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}>
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}>
            Latest
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 500 }}>{medicationWithDosage(latest)}</Typography>
            <PrescriptionStatusChip status={statusOf(latest)} />
          </Box>
          <Typography variant="body2" color="text.secondary">{`${doctorName(latest)} · ${formatDate(latest.createdAt)}`}</Typography>
        </Box>
      ) : (
        <Typography color="text.secondary">No prescriptions yet. Prescriptions from your consultations appear here.</Typography>
      )}
    </Box>
  );
}

/** Patient dashboard: the active prescriptions count and the latest prescription. */
export function ActivePrescriptionsWidget() {
  useLivePrescriptions();
  const signedIn = useAuthStore((state) => !!state.user);
  return (
    <WidgetCard
      title={remoteWidgets.activePrescriptions.title}
      icon={<PrescriptionIcon />}
      action={
        <Button component={RouterLink} to={paths.prescriptions()} size="small">
          View all
        </Button>
      }
    >
      {signedIn ? <Body /> : <Typography color="text.secondary">Sign in to see your prescriptions.</Typography>}
    </WidgetCard>
  );
}
