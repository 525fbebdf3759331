import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '@telehealth/shared-api';

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
};

function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');

/** 'JPEG, PNG, WebP, GIF or AVIF': the image types the server accepts, in words. */
export const PROFILE_IMAGE_TYPE_NAMES = listInWords(
  PROFILE_IMAGE_TYPES.map((type) => TYPE_NAMES[type] ?? type.replace('image/', '').toUpperCase()),
);

/** '5 MB' */
export const PROFILE_IMAGE_MAX_SIZE = `${megabytes(PROFILE_IMAGE_MAX_BYTES)} MB`;

/**
 * Why a chosen file cannot be a profile photo, or null when it can. Checked before upload so
 * the user learns at once instead of after sending megabytes the server would refuse.
 */
export function profileImageProblem(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return `Choose a ${PROFILE_IMAGE_TYPE_NAMES} image.`;
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return `The photo must be ${PROFILE_IMAGE_MAX_SIZE} or smaller; this one is ${(file.size / (1024 * 1024)).toFixed(1)} MB.`;
  }
  return null;
}
