import { PROFILE_IMAGE_MAX_BYTES } from '@telehealth/shared-api/core';
import sharp from 'sharp';
import { BadRequest, HttpError } from '../http/errors';

/** Longest side of a stored profile image, in pixels. */
export const PROFILE_IMAGE_MAX_SIDE = 512;
/** Largest decoded image accepted (pixels), against decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  notAnImage: 'Please upload an image file (JPEG, PNG, WebP or GIF)',
  tooLarge: `Image must be at most ${Math.round(PROFILE_IMAGE_MAX_BYTES / (1024 * 1024))} MB`,
  unreadable: 'The image could not be read. Please upload another image file (JPEG, PNG, WebP or GIF)',
  missing: 'Please choose an image to upload (profileImage)',
} as const;

export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

type ImageMetadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;

export interface ProcessedImage {
  content: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/** The decoders accepted, by what sharp reads from the bytes (never the name or the sent type). */
function isAcceptedFormat(metadata: ImageMetadata): boolean {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      return metadata.compression === 'av1'; // AVIF; HEIC is not accepted
    default:
      return false;
  }
}

/**
 * Checks that `bytes` are a JPEG, PNG, WebP, GIF or AVIF image by their content, then
 * re-encodes them as WebP no larger than 512×512: turned upright by its EXIF orientation,
 * with every piece of metadata (EXIF, GPS location, XMP, ICC) left out, first frame only.
 */
export async function processProfileImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new BadRequest(IMAGE_MESSAGES.missing);
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw new PayloadTooLarge(IMAGE_MESSAGES.tooLarge);
  let metadata: ImageMetadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new BadRequest(IMAGE_MESSAGES.notAnImage);
  }
  if (!isAcceptedFormat(metadata)) throw new BadRequest(IMAGE_MESSAGES.notAnImage);
  try {
    // sharp writes no metadata unless asked to (keepMetadata/withMetadata): output is clean.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true, pages: 1 })
      .resize(PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw new BadRequest(IMAGE_MESSAGES.unreadable);
  }
}
