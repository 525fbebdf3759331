import multipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@telehealth/shared-api/core';
import { BadRequest, HttpError } from '../http/errors';
import { findNul, nulRefused } from '../http/input-guard';
import { IMAGE_MESSAGES, PayloadTooLarge } from './profile-image';

/** The form field that carries the picture (spec §7). */
export const IMAGE_FIELD = 'profileImage';

const FORM_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  fields: 30,
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  parts: 32,
  headerPairs: 100,
};

/**
 * Lets the routes registered in `scope` (and only those) accept multipart/form-data: the
 * API answers 415 to multipart everywhere else.
 */
export async function acceptMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: FORM_LIMITS });
}

export interface ProfileForm {
  /** Text fields; a field sent several times (languages) is a list. */
  fields: Record<string, string | string[]>;
  /** The picture's bytes, or null when none was chosen. */
  image: Buffer | null;
}

const MALFORMED_FORM = 'The form could not be read: it is malformed or incomplete. Please send it again.';

function describeMultipartError(error: unknown): HttpError | null {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLarge(IMAGE_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return new BadRequest(`Send one image only, as ${IMAGE_FIELD}`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequest('The form has too many fields');
    case 'FST_PROTO_VIOLATION':
      return new BadRequest('The form has a field name that is not allowed');
    case 'FST_MP_PREMATURE_CLOSE':
      return new BadRequest('The upload was interrupted. Please try again.');
    default:
      return null;
  }
}

/**
 * Reads a profile form: multipart (text fields and an optional `profileImage` file), or a
 * JSON object when the client sends no picture. The picture is held in memory (at most
 * PROFILE_IMAGE_MAX_BYTES); its content, not its name or declared type, is checked later.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, image: null };
    if (typeof body !== 'object' || Array.isArray(body)) throw new BadRequest(API_MESSAGES.bodyNotObject);
    return { fields: body as Record<string, string | string[]>, image: null };
  }
  const fields: Record<string, string | string[]> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) {
          part.file.resume();
          throw new BadRequest(`Unexpected file field "${part.fieldname}": send the picture as ${IMAGE_FIELD}`);
        }
        const bytes = await part.toBuffer();
        // A form sent with no file chosen carries an empty part.
        image = bytes.length > 0 ? bytes : null;
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new BadRequest(`${part.fieldname} is too long`);
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const nul = findNul({ [part.fieldname]: value });
      if (nul) throw nulRefused(nul);
      // `languages[]` is how some clients repeat a field.
      const key = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      const existing = fields[key];
      fields[key] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Anything else the form parser throws (no boundary, a body cut short, a broken part
    // header) is the sender's malformed form, not a server fault.
    throw describeMultipartError(error) ?? new BadRequest(MALFORMED_FORM);
  }
  return { fields, image };
}

/** Reads a multipart form that must carry a picture (the image-only routes). */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, `Send the picture as multipart/form-data in the ${IMAGE_FIELD} field`);
  const { image } = await readProfileForm(request);
  if (!image) throw new BadRequest(IMAGE_MESSAGES.missing);
  return image;
}
