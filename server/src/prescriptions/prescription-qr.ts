import type { PrescriptionPrint } from '@telehealth/shared-api/core';
import QRCode from 'qrcode';
import type { JsonSchema } from '../http/schemas';
import { prescriptionDetailSchema } from './prescription-serializer';

/**
 * The QR code of the public verification page, for the print view: the same address and the
 * same encoding (error correction M, quiet zone of 2 modules) as the QR code the PDF draws, so a
 * printed print view and a printed PDF scan alike. Rendered here so that no QR encoder is
 * shipped to the browser.
 */

/** The address the QR code holds: the PDF's `{origin}/verify/{token}`. */
export function verificationUrl(origin: string, token: string): string {
  return `${origin}/verify/${token}`;
}

/** The QR code of `url` as an SVG document (black modules on white, sharp at any print size). */
export function verificationQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } });
}

/**
 * The print view's extra fields: the verification address and its QR code as a
 * `data:image/svg+xml` URL, which the browser shows as an image (an SVG image runs no script).
 */
export async function printExtras(origin: string, token: string): Promise<Pick<PrescriptionPrint, 'verificationUrl' | 'verificationQr'>> {
  const url = verificationUrl(origin, token);
  const svg = await verificationQrSvg(url);
  return { verificationUrl: url, verificationQr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

export const prescriptionPrintSchema: JsonSchema = {
  type: 'object',
  required: [...(prescriptionDetailSchema.required as string[]), 'verificationUrl', 'verificationQr'],
  properties: {
    ...(prescriptionDetailSchema.properties as Record<string, JsonSchema>),
    verificationUrl: { type: 'string', description: "The verification page this prescription's QR code holds" },
    verificationQr: { type: 'string', description: 'That QR code as a data:image/svg+xml;base64 URL' },
  },
};
