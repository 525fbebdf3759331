import { useId } from 'react';
import { formatCount } from '@telehealth/shared-api';
import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Divider, Typography } from '@mui/material';
import type { Prescription } from '@telehealth/shared-api';
import { formatDate } from '@telehealth/shared-ui';
import { AutorenewIcon, DownloadIcon, PrintIcon } from '../components/icons';
import { doctorName, patientName, REFILLS, statusOf } from '../components/prescription-format';
import { PrescriptionStatusChip } from '../components/status-chip';

export interface PrescriptionDetailPanelProps {
  prescription: Prescription;
  onDownload: (prescription: Prescription) => void;
  onPrint: (prescription: Prescription) => void;
  onRequestRenewal: (prescription: Prescription) => void;
  downloading: boolean;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Spec §2: the side panel (prescribed by, patient, medication, dosage, instructions, Download PDF, Print Prescription). */
export function PrescriptionDetailPanel({
  prescription,
  onDownload,
  onPrint,
  onRequestRenewal,
  downloading,
}: PrescriptionDetailPanelProps) {
  const titleId = useId();
  const status = statusOf(prescription);
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            Prescription Details
          </Typography>
          <PrescriptionStatusChip status={status} />
        </Box>
        <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
          <Field label="Prescribed by">
            {doctorName(prescription)}
            {prescription.doctorId?.specialization ? ` · ${prescription.doctorId.specialization}` : ''}
          </Field>
          <Field label="Patient">{patientName(prescription)}</Field>
          <Field label="Medication">{prescription.medication}</Field>
          <Field label="Dosage">{prescription.dosage}</Field>
          <Field label="Instructions">{prescription.instructions}</Field>
          {prescription.quantity !== null || prescription.refills !== null ? (
            <Field label="Quantity and refills">
              {[
                prescription.quantity !== null ? `Quantity ${prescription.quantity}` : null,
                prescription.refills !== null ? formatCount(prescription.refills, REFILLS) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Field>
          ) : null}
          <Field label="Date">
            {formatDate(prescription.createdAt)}
            {prescription.version > 1 ? ` (version ${prescription.version}, changed ${formatDate(prescription.updatedAt)})` : ''}
          </Field>
          <Field label={status === 'Active' ? 'Valid until' : 'Expiry'}>{formatDate(prescription.expiresAt)}</Field>
          {status === 'Revoked' ? (
            <Field label="Revoked">
              {formatDate(prescription.revokedAt)}
              {prescription.revocationReason ? `: ${prescription.revocationReason}` : ''}
            </Field>
          ) : null}
          <Field label="Verification code">
            <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: 0.5 }}>
              {prescription.verificationCode}
            </Box>
          </Field>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => onDownload(prescription)} disabled={downloading}>
            {downloading ? 'Downloading...' : 'Download PDF'}
          </Button>
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => onPrint(prescription)}>
            Print Prescription
          </Button>
          {status !== 'Revoked' ? (
            <Button startIcon={<AutorenewIcon />} onClick={() => onRequestRenewal(prescription)}>
              Request Renewal
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}
