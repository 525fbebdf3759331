/** Saves a prescription's PDF (made by the server) through the browser's download. */
import { saveFile } from '@telehealth/shared-ui';
import { prescriptionsApi } from '@telehealth/shared-api';
import type { Prescription } from '@telehealth/shared-api';

/**
 * The name the file is saved under, the one the server gives in its Content-Disposition
 * (server/src/prescriptions/prescription-pdf.ts `pdfFileName`): apiBlob answers only the body,
 * so the same rule is applied here. 'prescription-2026-03-02-amoxicillin.pdf'
 */
export function pdfFileName(prescription: Pick<Prescription, 'medication' | 'createdAt'>): string {
  const slug = prescription.medication
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  const day = new Date(prescription.createdAt).toISOString().slice(0, 10);
  return `prescription-${day}${slug ? `-${slug}` : ''}.pdf`;
}

/** Downloads the PDF; rejects with the server's reason. */
export async function downloadPrescriptionPdf(prescription: Pick<Prescription, '_id' | 'medication' | 'createdAt'>): Promise<void> {
  saveFile(await prescriptionsApi.pdf(prescription._id), pdfFileName(prescription), 'application/pdf');
}
