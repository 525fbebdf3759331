import {
  createPrescriptionSchema,
  declineRenewalSchema,
  PRESCRIPTION_MESSAGES,
  renewalRequestSchema as renewalBodySchema,
  revokePrescriptionSchema,
  updatePrescriptionSchema,
  type RenewalRequestStatus,
} from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEncodedAnswer } from './encoded-answer';
import { envelope, sendEnvelope } from '../http/envelope';
import { BadRequest } from '../http/errors';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { allowedHostsOf, allowedRequestOrigin } from '../http/allowed-hosts';
import { definePlugin } from '../plugin';
import { pdfFileName, practiceOf, prescriptionPdfBytes } from './prescription-pdf';
import { prescriptionPrintSchema, printExtras } from './prescription-qr';
import {
  prescriptionAccessSchema,
  prescriptionDetailSchema,
  prescriptionSchema,
  renewalRequestSchema,
  toPrescription,
  toPrescriptionAccess,
  toPrescriptionDetail,
  toRenewalRequest,
} from './prescription-serializer';
import { verificationRoutes } from './verification-routes';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { ListEncoding, PrescriptionService } from './prescription-service';

/** The list's envelope around its items: `JSON.stringify(envelope(items))`, written from the items' JSON. */
const [LIST_HEAD, LIST_TAIL] = JSON.stringify(envelope([])).split('[]') as [string, string];

const LIST_ENCODING: ListEncoding = {
  // toPrescription builds exactly the schema's fields; JSON.stringify writes them in a third of
  // the time the schema's serializer takes for a long list (tested equal).
  item: (record, now) => JSON.stringify(toPrescription(record, now)),
  list: (items) => `${LIST_HEAD}[${items.join(',')}]${LIST_TAIL}`,
};

const TAGS = ['Prescriptions'];
const idParams: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };
const RENEWAL_STATUSES: readonly RenewalRequestStatus[] = ['pending', 'approved', 'declined'];

const contentProperties = {
  medication: { type: 'string' },
  dosage: { type: 'string' },
  instructions: { type: 'string' },
  quantity: { type: ['integer', 'null'], minimum: 1 },
  refills: { type: ['integer', 'null'], minimum: 0 },
};

/** Spec §7 "Prescriptions", plus the PDF, the print view, renewal requests and the access record. */
export async function prescriptionRoutes(
  app: FastifyInstance,
  services: { prescriptions: PrescriptionService; clock: Clock; config: AppConfig },
): Promise<void> {
  const { prescriptions, clock, config } = services;
  const allowedHosts = allowedHostsOf(config);
  const reader = (request: FastifyRequest) => ({ user: caller(request).user, ip: request.ip });

  app.post(
    '/prescription/create-prescription',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary:
          "Write a prescription for a patient who has (or had) a non-canceled appointment with you ('Doctor not found' without a doctor profile); the patient is notified",
        auth: 'doctor',
        body: {
          type: 'object',
          required: ['medication', 'dosage', 'instructions'],
          properties: {
            doctorId: { type: 'string', description: 'Your own doctor profile id (optional)' },
            patientId: { type: 'string', description: 'Required unless appointmentId is given' },
            appointmentId: { type: 'string', description: 'Your appointment with this patient it is written from' },
            ...contentProperties,
          },
        },
        data: { 201: prescriptionSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(createPrescriptionSchema, request.body);
      const record = await prescriptions.create(caller(request).user, {
        ...input,
        quantity: input.quantity ?? null,
        refills: input.refills ?? null,
      });
      return sendEnvelope(reply, toPrescription(record, clock()), PRESCRIPTION_MESSAGES.created, 201);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/prescription/get-prescription/:id',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'A prescription with every version (its patient and the doctors treating that patient; 404 for anyone else)',
        auth: 'any',
        params: idParams,
        data: { 200: prescriptionDetailSchema },
      }),
    },
    async (request, reply) =>
      sendEnvelope(reply, toPrescriptionDetail(await prescriptions.read(reader(request), request.params.id, 'detail'), clock())),
  );

  app.get<{ Params: { id: string } }>(
    '/prescription/:id/print',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary:
          "The same as get-prescription plus the verification QR code (an SVG data URL, the same address as the PDF's), recorded as a print (the print view calls it)",
        auth: 'any',
        params: idParams,
        data: { 200: prescriptionPrintSchema },
      }),
    },
    async (request, reply) => {
      // The same absolute address as the PDF's QR code.
      const origin = config.publicUrl ?? allowedRequestOrigin(request, allowedHosts);
      const detail = await prescriptions.read(reader(request), request.params.id, 'print');
      const extras = await printExtras(origin, detail.record.prescription.verificationToken);
      return sendEnvelope(reply, { ...toPrescriptionDetail(detail, clock()), ...extras });
    },
  );

  app.get<{ Querystring: { patientId?: string } }>(
    '/prescription/get-prescriptions-for-patient',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary:
          "A patient's prescriptions, newest first (the patient, or a doctor with a non-canceled appointment with them; 403 for anyone else)",
        auth: 'any',
        querystring: { type: 'object', required: ['patientId'], properties: { patientId: { type: 'string' } } },
        data: { 200: { type: 'array', items: prescriptionSchema } },
      }),
    },
    async (request, reply) => {
      const patientId = request.query.patientId;
      if (typeof patientId !== 'string' || !patientId) throw new BadRequest('patientId is required');
      const { answer, outcome } = await prescriptions.listForPatient(reader(request), patientId, LIST_ENCODING);
      return sendEncodedAnswer(reply, request.headers['accept-encoding'], answer, outcome);
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/prescription/update-prescription/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'The prescribing doctor changes it: a new version; earlier versions stay readable and unchanged',
        auth: 'doctor',
        params: idParams,
        body: { type: 'object', properties: contentProperties },
        data: { 200: prescriptionDetailSchema },
      }),
    },
    async (request, reply) => {
      const changes = await validate(updatePrescriptionSchema, request.body);
      const detail = await prescriptions.update(caller(request).user, request.params.id, changes);
      return sendEnvelope(reply, toPrescriptionDetail(detail, clock()), 'Prescription updated');
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { reason?: string } }>(
    '/prescription/delete-prescription/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        // The reason belongs in the body (an address ends up in request logs); the older query form is
        // still accepted, and never logged, for clients not yet updated.
        summary: 'The prescribing doctor revokes it with a reason (JSON body `{ reason }`); nothing is erased',
        auth: 'doctor',
        params: idParams,
        body: { type: 'object', properties: { reason: { type: 'string' } } },
        querystring: { type: 'object', properties: { reason: { type: 'string', deprecated: true } } },
        data: { 200: prescriptionDetailSchema },
      }),
    },
    async (request, reply) => {
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const { reason } = await validate(revokePrescriptionSchema, { reason: body.reason ?? request.query.reason });
      const detail = await prescriptions.revoke(caller(request).user, request.params.id, reason);
      return sendEnvelope(reply, toPrescriptionDetail(detail, clock()), 'Prescription revoked');
    },
  );

  app.get<{ Params: { id: string } }>(
    '/prescription/:id/pdf',
    {
      config: { auth: 'any' },
      schema: {
        tags: TAGS,
        summary: 'The prescription as a PDF (application/pdf), for its patient and the doctors treating that patient',
        security: [{ bearerAuth: [] }],
        params: idParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      // The QR code needs an absolute address: PUBLIC_URL, else the request's own allowed host.
      const origin = config.publicUrl ?? allowedRequestOrigin(request, allowedHosts);
      const { record } = await prescriptions.read(reader(request), request.params.id, 'pdf');
      const pdf = await prescriptionPdfBytes(record, practiceOf(config), origin, clock());
      return reply
        .code(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdfFileName(record)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get<{ Querystring: { prescriptionId?: string } }>(
    '/prescription/access-history',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Who read your prescriptions, newest first (the latest 200; optionally one prescription's)",
        auth: 'patient',
        querystring: { type: 'object', properties: { prescriptionId: { type: 'string' } } },
        data: { 200: { type: 'array', items: prescriptionAccessSchema } },
      }),
    },
    async (request, reply) => {
      const rows = await prescriptions.accessHistory(caller(request).user, request.query.prescriptionId || undefined);
      return sendEnvelope(reply, rows.map(toPrescriptionAccess));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/prescription/:id/renewal-requests',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Ask the prescribing doctor to renew your prescription (optional note); the doctor is notified',
        auth: 'patient',
        params: idParams,
        body: { type: 'object', properties: { note: { type: 'string' } } },
        data: { 201: renewalRequestSchema },
      }),
    },
    async (request, reply) => {
      const { note } = await validate(renewalBodySchema, request.body);
      const renewal = await prescriptions.requestRenewal(caller(request).user, request.params.id, note);
      return sendEnvelope(reply, toRenewalRequest(renewal), 'Renewal requested', 201);
    },
  );

  app.get<{ Querystring: { status?: string } }>(
    '/prescription/renewal-requests',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Renewal requests, newest first: a patient's own, or those addressed to the doctor",
        auth: 'any',
        querystring: { type: 'object', properties: { status: { type: 'string', enum: [...RENEWAL_STATUSES] } } },
        data: { 200: { type: 'array', items: renewalRequestSchema } },
      }),
    },
    async (request, reply) => {
      const status = request.query.status;
      if (status !== undefined && !RENEWAL_STATUSES.includes(status as RenewalRequestStatus)) {
        throw new BadRequest(`status must be one of ${RENEWAL_STATUSES.join(', ')}`);
      }
      const rows = await prescriptions.listRenewals(caller(request).user, status as RenewalRequestStatus | undefined);
      return sendEnvelope(reply, rows.map(toRenewalRequest));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/prescription/renewal-requests/:id/approve',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Approve a renewal request addressed to you: a new prescription linked to the earlier one; the patient is notified',
        auth: 'doctor',
        params: idParams,
        data: {
          200: {
            type: 'object',
            required: ['request', 'prescription'],
            properties: { request: renewalRequestSchema, prescription: prescriptionSchema },
          },
        },
      }),
    },
    async (request, reply) => {
      const { renewal, prescription } = await prescriptions.approveRenewal(caller(request).user, request.params.id);
      return sendEnvelope(
        reply,
        { request: toRenewalRequest(renewal), prescription: toPrescription(prescription, clock()) },
        'Renewal approved',
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/prescription/renewal-requests/:id/decline',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Decline a renewal request addressed to you, with a reason; the patient is notified',
        auth: 'doctor',
        params: idParams,
        body: { type: 'object', required: ['reason'], properties: { reason: { type: 'string' } } },
        data: { 200: renewalRequestSchema },
      }),
    },
    async (request, reply) => {
      const { reason } = await validate(declineRenewalSchema, request.body);
      const renewal = await prescriptions.declineRenewal(caller(request).user, request.params.id, reason);
      return sendEnvelope(reply, toRenewalRequest(renewal), 'Renewal declined');
    },
  );
}

export const prescriptionsPlugin = definePlugin({
  name: 'prescriptions',
  routes: prescriptionRoutes,
  pages: verificationRoutes,
});
