import multipart from '@fastify/multipart';
import { LICENCE_DOCUMENT_FIELD, LICENCE_DOCUMENT_MAX_BYTES, VERIFICATION_MESSAGES } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequest, HttpError } from '../http/errors';
import { findNul, nulRefused } from '../http/input-guard';
import { PayloadTooLarge } from '../uploads';

/** Lets the routes of `scope` accept the licence form (multipart/form-data with one file). */
export async function acceptLicenceForm(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 1024,
      fields: 10,
      fileSize: LICENCE_DOCUMENT_MAX_BYTES,
      files: 1,
      parts: 12,
      headerPairs: 100,
    },
  });
}

export interface LicenceForm {
  fields: Record<string, string>;
  document: Buffer | null;
}

/** Reads the licence form: its text fields and the scan or photo (held in memory, its content checked later). */
export async function readLicenceForm(request: FastifyRequest): Promise<LicenceForm> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the licence form as multipart/form-data, with the scan or photo in the ${LICENCE_DOCUMENT_FIELD} field`);
  }
  const fields: Record<string, string> = {};
  let document: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== LICENCE_DOCUMENT_FIELD) {
          part.file.resume();
          throw new BadRequest(`Unexpected file field "${part.fieldname}": send the licence as ${LICENCE_DOCUMENT_FIELD}`);
        }
        const bytes = await part.toBuffer();
        document = bytes.length > 0 ? bytes : null;
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new BadRequest(`${part.fieldname} is too long`);
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      const nul = findNul({ [part.fieldname]: value });
      if (nul) throw nulRefused(nul);
      fields[part.fieldname] = value;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new PayloadTooLarge(VERIFICATION_MESSAGES.documentTooLarge);
      case 'FST_FILES_LIMIT':
        throw new BadRequest(`Send one file only, as ${LICENCE_DOCUMENT_FIELD}`);
      case 'FST_FIELDS_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw new BadRequest('The form has too many fields');
      case 'FST_PROTO_VIOLATION':
        throw new BadRequest('The form has a field name that is not allowed');
      default:
        throw new BadRequest('The form could not be read: it is malformed or incomplete. Please send it again.');
    }
  }
  return { fields, document };
}
