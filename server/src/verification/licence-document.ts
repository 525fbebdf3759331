import { LICENCE_DOCUMENT_MAX_BYTES, VERIFICATION_MESSAGES } from '@telehealth/shared-api/core';
import sharp from 'sharp';
import { BadRequest } from '../http/errors';
import { PayloadTooLarge } from '../uploads';

/** Longest side of a stored licence photo: large enough to read the small print. */
const LICENCE_IMAGE_MAX_SIDE = 2400;
/** Largest decoded image accepted (pixels), against decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface LicenceDocument {
  content: Buffer;
  contentType: 'image/webp' | 'application/pdf';
  extension: 'webp' | 'pdf';
}

/**
 * Checks a licence scan or photo by its content (never its name or declared type): a PDF is
 * kept as sent; a JPEG, PNG or WebP photo is re-encoded as WebP, upright, with its metadata
 * (a phone photo's GPS position among it) left out.
 */
export async function processLicenceDocument(bytes: Buffer): Promise<LicenceDocument> {
  if (bytes.length === 0) throw new BadRequest(VERIFICATION_MESSAGES.documentMissing);
  if (bytes.length > LICENCE_DOCUMENT_MAX_BYTES) throw new PayloadTooLarge(VERIFICATION_MESSAGES.documentTooLarge);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { content: bytes, contentType: 'application/pdf', extension: 'pdf' };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new BadRequest(VERIFICATION_MESSAGES.documentType);
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new BadRequest(VERIFICATION_MESSAGES.documentType);
  try {
    const content = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true, pages: 1 })
      .resize(LICENCE_IMAGE_MAX_SIDE, LICENCE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    return { content, contentType: 'image/webp', extension: 'webp' };
  } catch {
    throw new BadRequest(VERIFICATION_MESSAGES.documentType);
  }
}
