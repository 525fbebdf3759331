import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prescriptionStatus } from '@telehealth/shared-api/core';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { SERVER_ROOT } from '../paths';
import { BRAND } from '../http/brand';
import { PRODUCT_NAME } from '../http/html-page';
import type { AppConfig } from '../config';
import type { PrescriberCredentials, PrescriptionDocument, PrescriptionRecord } from './prescription-repository';

/**
 * The prescription as a PDF, drawn with pdfkit (no browser): product, practice, prescriber with
 * licence, patient, dates, the prescription itself, the electronic signature, and a QR code of
 * the public verification page with the short printed code. The fonts are bundled (DejaVu Sans
 * covers accented and non-Latin names).
 */

/** The practice a prescription is issued by (PRACTICE_* settings). */
export interface Practice {
  name: string;
  address: string;
  contact: string;
}

/** 'Licence DEMO-10001, Demo Medical Council', or what is missing, as a pharmacist reads it. */
export function licenceLine(credentials: PrescriberCredentials): string {
  if (!credentials.licenceNumber) return 'Licence: not on file';
  return `Licence ${credentials.licenceNumber}${credentials.issuingAuthority ? `, ${credentials.issuingAuthority}` : ''}`;
}

// The signature's time is written in UTC with its zone named, so it reads the same everywhere.
const SIGNED_AT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** 'Electronically signed by Dr. Sarah Chen on November 27, 2026 at 4:55 PM UTC'. */
export function signatureLine(prescriberName: string, signedAt: Date): string {
  return `Electronically signed by Dr. ${prescriberName} on ${SIGNED_AT.format(signedAt)}`;
}

const FONT_DIR = path.join(SERVER_ROOT, 'assets', 'fonts');
// Parsed once and shared by every document: parsing a font file per PDF cost more than drawing
// the PDF. Each document still embeds its own subset of the glyphs it uses.
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

function loadFont(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(path.join(FONT_DIR, file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return withSharedLayouts(font);
}

/** Words whose layout is kept per font (most words of a prescription PDF are the same in every one). */
const LAYOUTS_KEPT = 5_000;

/**
 * Keeps the font's layout (shaping) of each word across documents: pdfkit lays out every word
 * to wrap the text, and keeps the layouts only for one document. pdfkit scales a layout's
 * positions in place, so each call gets its own copy of them.
 */
function withSharedLayouts(font: fontkit.Font): fontkit.Font {
  const layouts = new Map<string, fontkit.GlyphRun>();
  const layout = font.layout.bind(font);
  font.layout = ((text: string, ...rest: unknown[]) => {
    if (rest.some((argument) => argument !== undefined)) return (layout as (...args: unknown[]) => fontkit.GlyphRun)(text, ...rest);
    let run = layouts.get(text);
    if (!run) {
      run = layout(text);
      if (layouts.size < LAYOUTS_KEPT) layouts.set(text, run);
    }
    const copy = Object.create(Object.getPrototypeOf(run) as object) as fontkit.GlyphRun;
    Object.assign(copy, run, { positions: run.positions.map((position) => ({ ...position })) });
    return copy;
  }) as typeof font.layout;
  return font;
}

/** The bundled fonts, parsed once (also drawn with by the payment receipt). */
export function loadFonts(): { regular: fontkit.Font; bold: fontkit.Font } {
  fonts ??= { regular: loadFont('DejaVuSans.ttf'), bold: loadFont('DejaVuSans-Bold.ttf') };
  return fonts;
}

// Building an Intl formatter costs far more than using one: one for every date written.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'November 24, 2026' (spec §9: US English), read in UTC so that a stored date never shifts. */
export function longDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return LONG_DATE.format(date);
}

/** A download name such as 'prescription-2026-11-24-amoxicillin.pdf' (ASCII only, safe in a header). */
export function pdfFileName(record: PrescriptionRecord): string {
  const slug = record.prescription.medication
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 40);
  return `prescription-${record.prescription.createdAt.toISOString().slice(0, 10)}${slug ? `-${slug}` : ''}.pdf`;
}

const INK = BRAND.text;
const MUTED = BRAND.textSecondary;
const ACCENT = BRAND.primary;
const ALERT = '#b3261e';

/**
 * Starts drawing the PDF and answers the document, a readable stream of its bytes (it ends
 * once the document is complete). `verifyOrigin` is the product's origin for the QR code.
 */
export function prescriptionPdf(record: PrescriptionDocument, practice: Practice, verifyOrigin: string, now: Date): PDFKit.PDFDocument {
  const { prescription, doctor, doctorUser, patientUser, patient, credentials } = record;
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    // The bundled font from the start: pdfkit would otherwise load Helvetica's metrics for
    // every document, though none of its text uses it.
    font: regular as unknown as string,
    size: 'A4',
    margin: 56,
    info: { Title: `Prescription: ${prescription.medication}`, Author: PRODUCT_NAME, Subject: 'Prescription' },
  });
  // pdfkit takes a parsed fontkit font as it takes a file (its types only list files).
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // Header: product, title and date.
  doc.font('bold').fontSize(22).fillColor(ACCENT).text(PRODUCT_NAME, left, 56);
  doc.font('regular').fontSize(11).fillColor(MUTED).text('Prescription', left, 84);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(INK)
    .text(`Date: ${longDate(prescription.createdAt)}`, left, 62, { width, align: 'right' });
  doc
    .moveTo(left, 108)
    .lineTo(left + width, 108)
    .lineWidth(1)
    .strokeColor('#dce3ea')
    .stroke();

  const label = (text: string, y?: number) => doc.font('regular').fontSize(9).fillColor(MUTED).text(text.toUpperCase(), left, y);
  const value = (text: string, size = 12) => doc.font('bold').fontSize(size).fillColor(INK).text(text, left, undefined, { width });
  const line = (text: string) => doc.font('regular').fontSize(11).fillColor(INK).text(text, left, undefined, { width });

  // Prescriber and patient.
  label('Prescriber', 124);
  value(`Dr. ${doctorUser.name}`);
  line(doctor.specialization);
  if (doctor.qualification) line(doctor.qualification);
  line(licenceLine(credentials));
  line(practice.name);
  line(practice.address);
  line(`Contact: ${practice.contact}`);
  doc.moveDown(0.8);
  label('Patient');
  value(patientUser.name);
  line(`Date of birth: ${patient.dateOfBirth ? longDate(patient.dateOfBirth) : 'Not given'}`);
  doc.moveDown(0.8);

  // The prescription itself.
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#dce3ea')
    .stroke();
  doc.moveDown(0.6);
  doc.font('bold').fontSize(26).fillColor(ACCENT).text('Rx', left);
  label('Medication');
  value(prescription.medication, 16);
  doc.moveDown(0.4);
  label('Dosage');
  line(prescription.dosage);
  doc.moveDown(0.4);
  label('Instructions');
  line(prescription.instructions);
  if (prescription.quantity !== null || prescription.refills !== null) {
    doc.moveDown(0.4);
    const parts: string[] = [];
    if (prescription.quantity !== null) parts.push(`Quantity: ${prescription.quantity}`);
    if (prescription.refills !== null) parts.push(`Refills: ${prescription.refills}`);
    line(parts.join('    '));
  }
  doc.moveDown(0.8);
  line(`Valid until: ${longDate(prescription.expiresAt)}`);
  if (prescription.version > 1) line(`Version ${prescription.version}, changed ${longDate(prescription.updatedAt)}`);
  const status = prescriptionStatus(prescription, now);
  if (status !== 'Active') {
    doc.moveDown(0.4);
    const notice =
      status === 'Revoked'
        ? `REVOKED on ${longDate(prescription.revokedAt!)}: ${prescription.revocationReason ?? ''}`
        : `EXPIRED on ${longDate(prescription.expiresAt)}`;
    doc.font('bold').fontSize(12).fillColor(ALERT).text(notice, left, undefined, { width });
  }
  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).fillColor(INK).text(signatureLine(doctorUser.name, prescription.updatedAt), left, undefined, { width });

  // Verification: QR code of /verify/{token} and the short code to type at /verify.
  const verifyUrl = `${verifyOrigin}/verify/${prescription.verificationToken}`;
  const qrSize = 110;
  let top = doc.y + 28;
  if (top + qrSize > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    top = doc.page.margins.top;
  }
  drawQrCode(doc, verifyUrl, left, top, qrSize);
  const textLeft = left + qrSize + 18;
  const textWidth = width - qrSize - 18;
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text('VERIFICATION CODE', textLeft, top + 8, { width: textWidth });
  doc.font('bold').fontSize(18).fillColor(INK).text(prescription.verificationCode, textLeft, undefined, { width: textWidth });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `Scan the code, or enter the verification code at ${verifyOrigin}/verify, to check that this prescription is genuine and still valid.`,
      textLeft,
      undefined,
      {
        width: textWidth,
      },
    );
  doc.end();
  return doc;
}

/**
 * The whole PDF as one buffer. pdfkit emits a document as hundreds of small chunks; collected,
 * it goes out in one write with its length, instead of one socket write per chunk.
 */
export function prescriptionPdfBytes(record: PrescriptionDocument, practice: Practice, verifyOrigin: string, now: Date): Promise<Buffer> {
  const doc = prescriptionPdf(record, practice, verifyOrigin, now);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Draws the QR code as vector squares (sharp at any print size), with its quiet zone. */
function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

/** The practice as configured (PRACTICE_NAME, PRACTICE_ADDRESS, PRACTICE_CONTACT). */
export function practiceOf(config: Pick<AppConfig, 'practiceName' | 'practiceAddress' | 'practiceContact'>): Practice {
  return { name: config.practiceName, address: config.practiceAddress, contact: config.practiceContact };
}
