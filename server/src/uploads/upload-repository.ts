import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import type { ProcessedImage } from './profile-image';

/** URL path prefix of stored uploads. */
export const UPLOADS_PATH = '/uploads';
/** Names the server gives uploads: 32 random hex digits and the extension. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.webp$/;

export function uploadUrl(name: string): string {
  return `${UPLOADS_PATH}/${name}`;
}

/** The stored name of an upload URL this server made, or null. */
export function uploadNameOf(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(`${UPLOADS_PATH}/`)) return null;
  const name = url.slice(UPLOADS_PATH.length + 1);
  return UPLOAD_NAME.test(name) ? name : null;
}

/** Stores a processed image under a new random name; answers its URL path. */
export async function insertImage(db: Db, image: ProcessedImage, ownerUserId: string): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await db.insert(uploads).values({ name, contentType: image.contentType, content: image.content, ownerUserId });
  return uploadUrl(name);
}

export async function findUpload(db: Db, name: string): Promise<{ contentType: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ contentType: uploads.contentType, content: uploads.content })
    .from(uploads)
    .where(eq(uploads.name, name))
    .limit(1);
  return row;
}

/** Deletes the upload behind a URL this server made (a replaced or removed picture). */
export async function deleteImageByUrl(db: Db, url: string | null | undefined): Promise<void> {
  const name = uploadNameOf(url);
  if (name) await db.delete(uploads).where(eq(uploads.name, name));
}
