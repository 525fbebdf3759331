import PDFDocument from 'pdfkit';
import { BRAND } from '../http/brand';
import { PRODUCT_NAME } from '../http/html-page';
import { loadFonts } from '../prescriptions';

/** What a payment or refund receipt shows: no reason for the visit, no specialty, nothing about health. */
export interface ReceiptContent {
  kind: 'payment' | 'refund';
  /** 'R-1A2B3C4D' (refunds 'RF-…'): stable for one checkout, so a resent email carries the same number. */
  number: string;
  /** The amount already formatted in the payment's currency ('$150', '€49.50'). */
  amount: string;
  /** When the money moved, as the patient reads it ('November 27, 2026'). */
  date: string;
  patientName: string;
  doctorName: string;
  /** The visit's time in the patient's zone. */
  appointmentWhen: string;
  /** The cancellation policy, one sentence a line. */
  policy: string[];
}

/** A receipt's number, from the checkout it is for (the same checkout always gets the same number). */
export function receiptNumber(kind: ReceiptContent['kind'], checkoutSessionId: string): string {
  const tail = checkoutSessionId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-10)
    .toUpperCase();
  return `${kind === 'payment' ? 'R' : 'RF'}-${tail}`;
}

/** The receipt as a PDF (pdfkit, with the prescriptions' bundled fonts), as one buffer. */
export function receiptPdfBytes(receipt: ReceiptContent): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const title = receipt.kind === 'payment' ? 'Payment receipt' : 'Refund receipt';
  const doc = new PDFDocument({
    font: regular as unknown as string,
    size: 'A4',
    margin: 56,
    info: { Title: `${PRODUCT_NAME} ${title.toLowerCase()} ${receipt.number}`, Author: PRODUCT_NAME, Subject: title },
  });
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('bold').fontSize(22).fillColor(BRAND.primary).text(PRODUCT_NAME, left, 56);
  doc.font('regular').fontSize(11).fillColor(BRAND.textSecondary).text(title, left, 84);
  doc.font('regular').fontSize(11).fillColor(BRAND.text).text(`Receipt number: ${receipt.number}`, left, 62, { width, align: 'right' });
  doc
    .moveTo(left, 108)
    .lineTo(left + width, 108)
    .lineWidth(1)
    .strokeColor('#dce3ea')
    .stroke();

  const row = (label: string, value: string, y?: number) => {
    doc.font('regular').fontSize(9).fillColor(BRAND.textSecondary).text(label.toUpperCase(), left, y);
    doc.font('bold').fontSize(12).fillColor(BRAND.text).text(value, left, undefined, { width });
    doc.moveDown(0.6);
  };
  row(receipt.kind === 'payment' ? 'Amount paid' : 'Amount refunded', receipt.amount, 124);
  row(receipt.kind === 'payment' ? 'Date paid' : 'Date refunded', receipt.date);
  row('Billed to', receipt.patientName);
  row('Service', `Video consultation with Dr. ${receipt.doctorName}`);
  row('Appointment', receipt.appointmentWhen);

  doc.moveDown(0.4);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#dce3ea')
    .stroke();
  doc.moveDown(0.6);
  doc.font('regular').fontSize(9).fillColor(BRAND.textSecondary).text('CANCELLATION AND REFUND POLICY', left);
  for (const sentence of receipt.policy) doc.font('regular').fontSize(10).fillColor(BRAND.text).text(sentence, left, undefined, { width });
  doc.moveDown(0.4);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(BRAND.text)
    .text('A cancellation by the doctor is always refunded in full.', left, undefined, { width });
  doc.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
