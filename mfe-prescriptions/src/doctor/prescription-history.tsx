import { lazy, Suspense, useId, useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, formatCount, PRESCRIPTION_MESSAGES, prescriptionsApi } from '@telehealth/shared-api';
import type { Prescription, UpdatePrescriptionRequest } from '@telehealth/shared-api';
import { ErrorCard, formatDate, formatDateTime, toast } from '@telehealth/shared-ui';
import { EditOutlinedIcon } from '@telehealth/shared-ui/icons';
import { HistoryIcon, PrintIcon } from '../components/icons';
import { doctorName, medicationWithDosage, REFILLS, statusOf } from '../components/prescription-format';
import { ReasonDialog } from '../components/reason-dialog';
import { PrescriptionStatusChip } from '../components/status-chip';
import { usePrescriptionActions } from '../components/use-prescription-actions';
import { prescriptionKeys, usePrescriptionDetail, useRevokePrescription } from '../hooks/prescription-queries';
import { optionalNumber } from './prescription-form-values';
import type { PrescriptionFormFields } from './prescription-form-values';

const PrescriptionForm = lazy(() => import('./prescription-form'));

function Versions({ prescriptionId }: { prescriptionId: string }) {
  const detail = usePrescriptionDetail(prescriptionId);
  if (detail.isError) return <ErrorCard message="Failed to load the versions" onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Typography color="text.secondary">Loading versions...</Typography>;
  return (
    <Box component="ol" aria-label="Versions" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
      {[...detail.data.versions].reverse().map((version) => (
        <li key={version.version}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {`Version ${version.version} · ${formatDateTime(version.createdAt)}`}
          </Typography>
          <Typography variant="body2">{medicationWithDosage(version)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {version.instructions}
            {version.quantity !== null ? ` · Quantity ${version.quantity}` : ''}
            {version.refills !== null ? ` · ${formatCount(version.refills, REFILLS)}` : ''}
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function toFields(prescription: Prescription): PrescriptionFormFields {
  return {
    medication: prescription.medication,
    dosage: prescription.dosage,
    instructions: prescription.instructions,
    quantity: prescription.quantity === null ? '' : String(prescription.quantity),
    refills: prescription.refills === null ? '' : String(prescription.refills),
  };
}

/** Only the fields that changed: the server writes them as a new version. */
function changes(before: Prescription, values: PrescriptionFormFields): UpdatePrescriptionRequest {
  const body: UpdatePrescriptionRequest = {};
  if (values.medication.trim() !== before.medication) body.medication = values.medication.trim();
  if (values.dosage.trim() !== before.dosage) body.dosage = values.dosage.trim();
  if (values.instructions.trim() !== before.instructions) body.instructions = values.instructions.trim();
  const quantity = optionalNumber(values.quantity);
  if (quantity !== before.quantity) body.quantity = quantity;
  const refills = optionalNumber(values.refills);
  if (refills !== before.refills) body.refills = refills;
  return body;
}

interface HistoryItemProps {
  prescription: Prescription;
  /** The signed-in doctor wrote it (only the author changes or revokes). */
  isAuthor: boolean;
}

function HistoryItem({ prescription, isAuthor }: HistoryItemProps) {
  const queryClient = useQueryClient();
  const [showVersions, setShowVersions] = useState(false);
  const [editing, setEditing] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);
  const [revoking, setRevoking] = useState(false);
  const revoke = useRevokePrescription();
  const { print } = usePrescriptionActions();
  const status = statusOf(prescription);
  const label = medicationWithDosage(prescription);

  const saveVersion = async (values: PrescriptionFormFields) => {
    const body = changes(prescription, values);
    if (Object.keys(body).length === 0) {
      setEditing(false);
      return;
    }
    setEditError(null);
    try {
      await prescriptionsApi.update(prescription._id, body);
      toast.success('Prescription updated: a new version was saved');
      setEditing(false);
    } catch (error) {
      setEditError(errorMessage(error));
      toast.error(`Failed to update prescription: ${errorMessage(error)}`);
      throw error;
    } finally {
      void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all });
    }
  };

  return (
    <Box component="li" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }}>{label}</Typography>
        {prescription.version > 1 ? <Chip size="small" variant="outlined" label={`Version ${prescription.version}`} /> : null}
        <PrescriptionStatusChip status={status} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {`${formatDate(prescription.createdAt)} · ${doctorName(prescription)}`}
        {prescription.renewedFrom ? ' · renewal' : ''}
        {prescription.appointmentId ? ' · from an appointment' : ''}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {prescription.instructions}
      </Typography>
      {status === 'Revoked' ? (
        <Typography variant="body2" color="error.main">
          {`Revoked ${formatDate(prescription.revokedAt)}${prescription.revocationReason ? `: ${prescription.revocationReason}` : ''}`}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {prescription.version > 1 ? (
          <Button size="small" startIcon={<HistoryIcon />} aria-expanded={showVersions} onClick={() => setShowVersions((v) => !v)}>
            {showVersions ? 'Hide versions' : 'Show versions'}
          </Button>
        ) : null}
        <Button size="small" startIcon={<PrintIcon />} onClick={() => print(prescription)}>
          Print
        </Button>
        {isAuthor && status !== 'Revoked' ? (
          <>
            <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)} disabled={editing}>
              Edit
            </Button>
            <Button size="small" color="error" onClick={() => setRevoking(true)}>
              Revoke
            </Button>
          </>
        ) : null}
      </Box>
      {showVersions ? <Versions prescriptionId={prescription._id} /> : null}
      {editing ? (
        <Suspense fallback={<Typography color="text.secondary">Loading the form...</Typography>}>
          <PrescriptionForm
            initialValues={toFields(prescription)}
            submitLabel="Save New Version"
            pendingLabel="Saving..."
            onSubmit={saveVersion}
            onCancel={() => {
              setEditing(false);
              setEditError(null);
            }}
            error={editError}
          />
        </Suspense>
      ) : null}
      <ReasonDialog
        open={revoking}
        title={`Revoke ${label}?`}
        description="The prescription stays in the history, marked Revoked with your reason, and a printed copy no longer verifies as valid."
        requiredMessage={PRESCRIPTION_MESSAGES.revokeReasonRequired}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onClose={() => setRevoking(false)}
        onConfirm={(reason) =>
          revoke.mutate(
            { prescriptionId: prescription._id, reason },
            {
              onSuccess: () => {
                toast.success('Prescription revoked');
                setRevoking(false);
              },
              onError: (error) => toast.error(`Failed to revoke prescription: ${errorMessage(error)}`),
            },
          )
        }
      />
    </Box>
  );
}

export interface PrescriptionHistoryProps {
  patientName: string;
  prescriptions: Prescription[] | undefined;
  error: Error | null;
  onRetry: () => void;
  myDoctorId: string | null;
}

/** The selected patient's prescriptions, newest first, with versions and revocations. */
export function PrescriptionHistory({ patientName, prescriptions, error, onRetry, myDoctorId }: PrescriptionHistoryProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {`Prescription History · ${patientName}`}
        </Typography>
        {error && !prescriptions ? (
          <ErrorCard message={PRESCRIPTION_MESSAGES.loadFailed} onRetry={onRetry} />
        ) : !prescriptions ? (
          <Typography color="text.secondary">Loading prescriptions...</Typography>
        ) : prescriptions.length === 0 ? (
          <Typography color="text.secondary">No prescriptions for this patient yet.</Typography>
        ) : (
          <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {prescriptions.map((prescription) => (
              <HistoryItem key={prescription._id} prescription={prescription} isAuthor={prescription.doctorId?._id === myDoctorId} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
