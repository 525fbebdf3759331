import { useMemo, useState } from 'react';
import { Box, Button, Card, CardContent, InputAdornment, Tab, Tabs, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@telehealth/federation';
import { PRESCRIPTION_MESSAGES } from '@telehealth/shared-api';
import type { Prescription, PrescriptionStatus } from '@telehealth/shared-api';
import { EmptyState, ErrorCard } from '@telehealth/shared-ui';
import { AddIcon, SearchIcon } from '@telehealth/shared-ui/icons';
import { doctorName, statusOf } from '../components/prescription-format';
import { usePrescriptionActions } from '../components/use-prescription-actions';
import { usePatientPrescriptions, useRenewalRequests } from '../hooks/prescription-queries';
import { useLivePrescriptions } from '../hooks/use-live-prescriptions';
import { useOwnPatientProfile } from '../hooks/use-own-profile';
import { LazyPrintView } from '../print/lazy-print-view';
import { AccessHistoryCard } from './access-history-card';
import { PrescriptionDetailPanel } from './prescription-detail-panel';
import { PrescriptionsTable } from './prescriptions-table';
import { RenewalRequestsCard } from './renewal-requests-card';
import { RequestRenewalDialog } from './request-renewal-dialog';

/** Spec §2 tabs. A revoked prescription shows as Revoked under All only. */
const TABS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'expired', label: 'Expired' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const TAB_STATUS: Record<Exclude<TabValue, 'all'>, PrescriptionStatus> = { active: 'Active', expired: 'Expired' };

/** Search by doctor name or medication (spec §2), every word must match. */
function matches(prescription: Prescription, words: string[]): boolean {
  const haystack = `${doctorName(prescription)} ${prescription.medication}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

const EMPTY_TEXT: Record<TabValue, string> = {
  all: 'No prescriptions found',
  active: 'No active prescriptions',
  expired: 'No expired prescriptions',
};

/** The patient's Prescriptions (spec §2): search, Request New, tabs, table, detail panel, renewals, access history. */
export default function PatientPrescriptionsView() {
  useLivePrescriptions();
  const profile = useOwnPatientProfile();
  const list = usePatientPrescriptions(profile.data?._id);
  const renewals = useRenewalRequests();
  const { download, print, downloading } = usePrescriptionActions();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<TabValue>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [renewalFor, setRenewalFor] = useState<string | null | false>(false);

  // Spec §8: on failure 'Failed to load prescriptions', then an empty list.
  const prescriptions = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return prescriptions.filter((p) => (tab === 'all' || statusOf(p) === TAB_STATUS[tab]) && matches(p, words));
  }, [prescriptions, search, tab]);
  // The first prescription is selected until the patient picks another (spec §2).
  const selected = shown.find((p) => p._id === selectedId) ?? shown[0] ?? null;
  const renewable = useMemo(() => prescriptions.filter((p) => statusOf(p) !== 'Revoked'), [prescriptions]);

  if (profile.isPending) {
    return <Typography color="text.secondary">Loading your prescriptions...</Typography>;
  }
  if (profile.isError) {
    return <ErrorCard message={PRESCRIPTION_MESSAGES.loadFailed} onRetry={() => void profile.refetch()} />;
  }
  if (!profile.data) {
    return (
      <EmptyState
        title="Complete your patient profile to see your prescriptions."
        action={
          <Button component={RouterLink} to={paths.profile()} variant="contained">
            Go to Profile
          </Button>
        }
      />
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          label="Search by doctor or medication"
          type="search"
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRenewalFor(selected?._id ?? null)} sx={{ ml: 'auto' }}>
          Request New
        </Button>
      </Box>

      {list.isError && !list.data ? <ErrorCard message={PRESCRIPTION_MESSAGES.loadFailed} onRetry={() => void list.refetch()} /> : null}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 4fr)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
            <Tabs
              value={tab}
              onChange={(_event, value: TabValue) => setTab(value)}
              aria-label="Prescription status"
              sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
            >
              {TABS.map((item) => (
                <Tab key={item.value} value={item.value} label={item.label} />
              ))}
            </Tabs>
            {list.isPending && !list.isError ? (
              <Typography role="status" color="text.secondary" sx={{ p: 3 }}>
                Loading prescriptions...
              </Typography>
            ) : (
              <PrescriptionsTable
                prescriptions={shown}
                selectedId={selected?._id ?? null}
                onSelect={(p) => setSelectedId(p._id)}
                onDownload={(p) => void download(p)}
                onPrint={print}
                emptyText={search.trim() ? 'No prescriptions match your search' : EMPTY_TEXT[tab]}
              />
            )}
          </CardContent>
        </Card>
        {selected ? (
          <PrescriptionDetailPanel
            prescription={selected}
            onDownload={(p) => void download(p)}
            onPrint={print}
            onRequestRenewal={(p) => setRenewalFor(p._id)}
            downloading={downloading === selected._id}
          />
        ) : null}
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <RenewalRequestsCard requests={renewals.data} error={renewals.error} onRetry={() => void renewals.refetch()} />
        <AccessHistoryCard />
      </Box>

      <RequestRenewalDialog
        open={renewalFor !== false}
        prescriptions={renewable}
        initialId={renewalFor || null}
        onClose={() => setRenewalFor(false)}
      />
      <LazyPrintView />
    </Box>
  );
}
