import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ACCESS_RECORD_KIND_LABELS, ACCESS_RECORD_KINDS, errorMessage } from '@telehealth/shared-api';
import type { AccessRecordEntry, AccessRecordKind } from '@telehealth/shared-api';
import { EmptyState, ErrorCard, formatDateTime, saveFile, toast } from '@telehealth/shared-ui';
import { consoleApi, NO_FILTERS, type AccessRecordFilterValues } from '../api/console-api';
import { ConsolePage } from '../components/console-page';
import { ConsoleTable } from '../components/console-table';
import { LoadingBlock } from '../components/loading-block';
import { Pager } from '../components/pager';

const ROLE_LABELS: Record<AccessRecordEntry['actor']['role'], string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  admin: 'Operations',
  public: 'Pharmacy check',
};

function who(entry: AccessRecordEntry): string {
  if (entry.actor.role === 'public') return 'Pharmacy check (no account)';
  return entry.actor.name ?? 'Account removed';
}

/** The filters form: applied on "Show", so typing does not send a request per key. */
function Filters({
  initial,
  onApply,
  onDownload,
  downloading,
}: {
  initial: AccessRecordFilterValues;
  onApply: (values: AccessRecordFilterValues) => void;
  onDownload: () => void;
  downloading: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof AccessRecordFilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.from && values.to && values.from > values.to) {
      setProblem('The "From" day must not be after the "To" day.');
      return;
    }
    setProblem(null);
    onApply({ ...values, patient: values.patient.trim(), actor: values.actor.trim() });
  };
  return (
    <Box
      component="form"
      aria-label="Filter the access record"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' } }}
    >
      <TextField label="Patient" helperText="Name, email or id" value={values.patient} onChange={set('patient')} size="small" />
      <TextField label="Who" helperText="Name, email or id of who acted" value={values.actor} onChange={set('actor')} size="small" />
      <TextField select label="What" value={values.kind} onChange={set('kind')} size="small">
        <MenuItem value="">Everything</MenuItem>
        {ACCESS_RECORD_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {ACCESS_RECORD_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="From"
        type="date"
        value={values.from}
        onChange={set('from')}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(problem)}
      />
      <TextField
        label="To"
        type="date"
        value={values.to}
        onChange={set('to')}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(problem)}
      />
      {problem ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained">
          Show
        </Button>
        <Button
          type="button"
          onClick={() => {
            setValues(NO_FILTERS);
            setProblem(null);
            onApply(NO_FILTERS);
          }}
        >
          Clear filters
        </Button>
        <Button type="button" variant="outlined" onClick={onDownload} disabled={downloading}>
          {downloading ? 'Preparing…' : 'Download CSV'}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The access record: who read which patient's prescriptions, appointments and consultation
 * notes, when and from where, and every operator decision. Filters, pages and a CSV of what the
 * filters select. It says who read what, never what was read.
 */
export function AccessRecordPage() {
  const [filters, setFilters] = useState<AccessRecordFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const record = useQuery({
    queryKey: ['admin', 'access-record', filters, page],
    queryFn: ({ signal }) => consoleApi.accessRecord(filters, page, signal),
    placeholderData: keepPreviousData,
  });

  const download = async () => {
    setDownloading(true);
    try {
      const csv = await consoleApi.accessRecordCsv(filters);
      saveFile(csv, `access-record-${new Date().toISOString().slice(0, 10)}.csv`, 'text/csv');
    } catch (error) {
      toast.error(errorMessage(error, 'The CSV could not be made. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  const filtered = Object.values(filters).some(Boolean);
  return (
    <ConsolePage
      id="access-record-title"
      title="Access record"
      intro="Who opened which patient's prescriptions, appointments and consultation notes, and every decision the operations team made. It shows who and when, never what was read."
    >
      <Filters
        initial={filters}
        downloading={downloading}
        onDownload={() => void download()}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {record.isPending ? (
        <LoadingBlock label="Loading the access record…" />
      ) : record.isError ? (
        <ErrorCard message={errorMessage(record.error, "We couldn't load the access record.")} onRetry={() => void record.refetch()} />
      ) : record.data.entries.length === 0 ? (
        <EmptyState
          title={filtered ? 'Nothing matches these filters.' : 'Nothing has been recorded yet.'}
          description={filtered ? 'Try a wider date range or clear the filters.' : undefined}
        />
      ) : (
        <>
          <ConsoleTable
            caption="Access record entries, newest first"
            columns={['When', 'What', 'Who', 'Patient', 'Doctor', 'Details', 'From']}
          >
            {record.data.entries.map((entry) => (
              <tr key={entry.id}>
                <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.occurredAt)}</td>
                <td>{ACCESS_RECORD_KIND_LABELS[entry.kind as AccessRecordKind] ?? entry.kind}</td>
                <td>
                  {who(entry)}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {ROLE_LABELS[entry.actor.role]}
                    {entry.actor.email ? ` · ${entry.actor.email}` : ''}
                  </Typography>
                </td>
                <td>{entry.patient?.name ?? '—'}</td>
                <td>{entry.doctor?.name ?? '—'}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{entry.detail || '—'}</td>
                <td>{entry.ip}</td>
              </tr>
            ))}
          </ConsoleTable>
          <Pager page={record.data.page} pageSize={record.data.pageSize} total={record.data.total} onPage={setPage} />
        </>
      )}
    </ConsolePage>
  );
}
