import { LICENCE_DOCUMENT_FIELD, licenceDetailsSchema } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import { acceptLicenceForm, readLicenceForm } from './licence-form';
import { ownVerificationSchema, toOwnVerification } from './licence-serializer';
import type { VerificationService } from './verification-service';

const TAGS = ['Verification'];

const licenceFormBody: JsonSchema = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['licenceNumber', 'issuingAuthority', 'expiresOn', LICENCE_DOCUMENT_FIELD],
        properties: {
          licenceNumber: { type: 'string' },
          issuingAuthority: { type: 'string', description: 'The medical council, board or country that issued it' },
          expiresOn: { type: 'string', format: 'date' },
          [LICENCE_DOCUMENT_FIELD]: { type: 'string', format: 'binary', description: 'A PDF, or a JPEG, PNG or WebP photo; at most 10 MB' },
        },
      },
    },
  },
};

/** Sends a licence file for reading in the browser, never cached and never run as a page. */
export function sendLicenceDocument(reply: FastifyReply, document: { contentType: string; content: Buffer }) {
  return (
    reply
      .code(200)
      .header('content-type', document.contentType)
      .header('content-length', String(document.content.length))
      .header('cache-control', 'private, no-store')
      // A PDF may carry scripts: shown in a sandbox, with no access to the product's origin.
      .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'")
      .header('content-disposition', 'inline')
      .send(document.content)
  );
}

/** The doctor's side of verification: where it stands and what is missing, sending the licence, reading it back. */
export async function verificationRoutes(app: FastifyInstance, { verification }: { verification: VerificationService }): Promise<void> {
  app.get(
    '/doctor/verification',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Where your licence check stands and what is still missing before patients can book you',
        auth: 'doctor',
        data: { 200: ownVerificationSchema },
      }),
    },
    async (request, reply) => {
      const record = await verification.ownRecord(caller(request).user);
      return sendEnvelope(reply, toOwnVerification(record), 'Verification');
    },
  );

  app.get(
    '/doctor/verification/document',
    {
      config: { auth: 'doctor' },
      schema: {
        tags: TAGS,
        summary: 'The licence scan or photo you sent (image/webp or application/pdf)',
        security: [{ bearerAuth: [] }],
        produces: ['image/webp', 'application/pdf'],
      },
    },
    async (request, reply) => sendLicenceDocument(reply, await verification.ownDocument(caller(request).user)),
  );

  await app.register(async (form) => {
    await acceptLicenceForm(form);
    form.post(
      '/doctor/verification',
      {
        config: { auth: 'doctor' },
        schema: routeSchema({
          tags: TAGS,
          summary: 'Send your licence details and a scan or photo of the licence for checking',
          auth: 'doctor',
          body: licenceFormBody,
          data: { 200: ownVerificationSchema },
        }),
      },
      async (request, reply) => {
        const { fields, document } = await readLicenceForm(request);
        const details = await validate(licenceDetailsSchema, fields);
        const record = await verification.submit(caller(request).user, details, document);
        return sendEnvelope(reply, toOwnVerification(record), 'Thank you: we will check your licence and let you know');
      },
    );
  });
}

export const verificationPlugin = definePlugin({ name: 'verification', routes: verificationRoutes });
