import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Global } from '@emotion/react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { prescriptionsApi } from '@telehealth/shared-api';
import type { PrescriptionPrint } from '@telehealth/shared-api';
import { ErrorCard, formatDate } from '@telehealth/shared-ui';
import { CloseIcon, PrintIcon } from '../components/icons';
import { doctorName, patientName, statusOf } from '../components/prescription-format';
import { PRINT_PARAM } from '../components/use-prescription-actions';
import { prescriptionKeys } from '../hooks/prescription-queries';

const PRODUCT_NAME = 'CareLink';
const ROOT_ATTRIBUTE = 'data-prescription-print';
export const QR_ALT = 'QR code to verify this prescription';
// Only the server's own SVG image (a data URL) is shown: an <img> runs no script of an SVG.
const QR_IMAGE = /^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/;

/**
 * Paper rules: only the print view is printed (the app and any open menu or dialog are hidden),
 * no screen toolbar, black on white, and no row of the prescription is split across pages.
 */
const printStyles = `
@media print {
  @page { size: A4; margin: 16mm; }
  body > *:not([${ROOT_ATTRIBUTE}]) { display: none !important; }
  [${ROOT_ATTRIBUTE}] { position: static !important; overflow: visible !important; background: #fff !important; }
  [${ROOT_ATTRIBUTE}] .print-toolbar { display: none !important; }
  [${ROOT_ATTRIBUTE}] .print-sheet { box-shadow: none !important; border: 0 !important; margin: 0 !important; padding: 0 !important; max-width: none !important; }
  [${ROOT_ATTRIBUTE}] .print-row { break-inside: avoid; page-break-inside: avoid; }
  [${ROOT_ATTRIBUTE}] .print-qr { width: 35mm !important; height: 35mm !important; }
  [${ROOT_ATTRIBUTE}] * { color: #000 !important; }
}
`;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      className="print-row"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: 1,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function PrescriptionSheet({ prescription, titleId }: { prescription: PrescriptionPrint; titleId: string }) {
  const doctor = prescription.doctorId;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const status = statusOf(prescription);
  // The address the QR code holds (the PDF's too); this origin's page only if the server sent none.
  const verifyUrl = prescription.verificationUrl || `${origin}${prescription.verificationPath}`;
  const qr = QR_IMAGE.test(prescription.verificationQr ?? '') ? prescription.verificationQr : undefined;
  return (
    <Box component="article" aria-labelledby={titleId}>
      <Box
        className="print-row"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          gap: 2,
          borderBottom: 2,
          borderColor: 'text.primary',
          pb: 1.5,
          mb: 1,
        }}
      >
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {PRODUCT_NAME}
        </Typography>
        <Typography id={titleId} variant="h5" component="h2">
          Prescription
        </Typography>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="Prescribed by">
          {doctorName(prescription)}
          {doctor?.specialization ? `, ${doctor.specialization}` : ''}
          {doctor?.qualification ? ` (${doctor.qualification})` : ''}
        </Row>
        <Row label="Patient">
          {patientName(prescription)}
          {prescription.patientId?.date_of_birth ? `, born ${formatDate(prescription.patientId.date_of_birth)}` : ''}
        </Row>
        <Row label="Date">{formatDate(prescription.createdAt)}</Row>
        <Row label="Medication">{prescription.medication}</Row>
        <Row label="Dosage">{prescription.dosage}</Row>
        <Row label="Instructions">{prescription.instructions}</Row>
        {prescription.quantity !== null ? <Row label="Quantity">{prescription.quantity}</Row> : null}
        {prescription.refills !== null ? <Row label="Refills">{prescription.refills}</Row> : null}
        <Row label="Valid until">{formatDate(prescription.expiresAt)}</Row>
        <Row label="Status">
          {status}
          {status === 'Revoked' && prescription.revocationReason ? `: ${prescription.revocationReason}` : ''}
        </Row>
        {prescription.version > 1 ? (
          <Row label="Version">{`Version ${prescription.version}, changed ${formatDate(prescription.updatedAt)}`}</Row>
        ) : null}
      </Box>
      {/* The QR code with the code and address beside it: one block, never split across pages. */}
      <Box
        className="print-row print-verification"
        sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {qr ? (
          <Box
            component="img"
            className="print-qr"
            src={qr}
            alt={QR_ALT}
            width={132}
            height={132}
            sx={{ display: 'block', flex: 'none', width: 132, height: 132 }}
          />
        ) : null}
        <Box component="dl" sx={{ m: 0, minWidth: 0, flex: 1 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            Verification code
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: 1.5 }}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.15rem', letterSpacing: 1 }}>
              {prescription.verificationCode}
            </Box>
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
            Verify at
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {verifyUrl}
          </Typography>
        </Box>
      </Box>
      <Typography className="print-row" variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {qr
          ? 'A pharmacist can check this prescription is genuine by scanning the QR code, at the address above or by its verification code.'
          : 'A pharmacist can check this prescription is genuine at the address above or by its verification code.'}
      </Typography>
    </Box>
  );
}

/**
 * The print view of `?print={id}` (Print and Print Prescription): the prescription alone on a
 * sheet over the app, with Print and Close; on paper only the sheet is printed. Opening it is
 * recorded as a print in the access record (`GET /prescription/{id}/print`).
 */
export function PrintView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const prescriptionId = searchParams.get(PRINT_PARAM);
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const query = useQuery({
    queryKey: prescriptionKeys.print(prescriptionId ?? ''),
    queryFn: ({ signal }) => prescriptionsApi.forPrint(prescriptionId!, signal),
    enabled: !!prescriptionId,
    // Each opening is a print of its own in the access record.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

  const close = () =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.delete(PRINT_PARAM);
      return next;
    });

  useEffect(() => {
    if (!prescriptionId) return;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close only reads the latest params
  }, [prescriptionId]);

  if (!prescriptionId) return null;

  return createPortal(
    <Box
      {...{ [ROOT_ATTRIBUTE]: '' }}
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label="Print view"
      tabIndex={-1}
      sx={{ position: 'fixed', inset: 0, zIndex: 1400, overflowY: 'auto', bgcolor: 'grey.100', outline: 'none' }}
    >
      <Global styles={printStyles} />
      <Box
        className="print-toolbar"
        sx={{ position: 'sticky', top: 0, display: 'flex', gap: 1, justifyContent: 'flex-end', p: 2, bgcolor: 'grey.100' }}
      >
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!query.data}>
          Print
        </Button>
        <Button variant="outlined" startIcon={<CloseIcon />} onClick={close}>
          Close
        </Button>
      </Box>
      <Box
        className="print-sheet"
        sx={{ maxWidth: 760, mx: 'auto', mb: 4, p: { xs: 3, md: 6 }, bgcolor: 'background.paper', boxShadow: 2 }}
      >
        {query.data ? (
          <PrescriptionSheet prescription={query.data} titleId={titleId} />
        ) : query.isError ? (
          <ErrorCard message={`Failed to load the prescription: ${query.error.message}`} onRetry={() => void query.refetch()} />
        ) : (
          <Box role="status" aria-label="Loading the prescription..." sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-hidden />
          </Box>
        )}
      </Box>
    </Box>,
    document.body,
  );
}
