/** Saves a prescription's PDF (made by the server) through the browser's download. */
import { prescriptionsApi } from '@telehealth/shared-api';
import type { Prescription } from '@telehealth/shared-api';

/** The name the file is saved under: 'prescription-K7P2Q-9XHMT.pdf'. */
export function pdfFileName(prescription: Pick<Prescription, 'verificationCode' | '_id'>): string {
  return `prescription-${prescription.verificationCode || prescription._id}.pdf`;
}

/** Downloads the PDF; rejects with the server's reason. */
export async function downloadPrescriptionPdf(prescription: Pick<Prescription, 'verificationCode' | '_id'>): Promise<void> {
  const blob = await prescriptionsApi.pdf(prescription._id);
  const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(prescription);
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the object URL asynchronously once the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
