import { DOCTOR_VERIFICATION_STATES, verificationReasonSchema, type DoctorVerificationState } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { BadRequest } from '../http/errors';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import { queueEntrySchema, toQueueEntry, sendLicenceDocument } from '../verification';
import type { DecisionRecorder, VerificationService } from '../verification';
import type { AccessRecordService } from '../access-record';

const TAGS = ['Operations'];

const idParams: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'Doctor profile id' } } };
const reasonBody: JsonSchema = {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', description: 'Shown to the doctor' } },
};

/** Which doctors the queue lists: waiting for a decision unless asked otherwise. */
function statesOf(query: unknown): DoctorVerificationState[] {
  const raw = (query as { state?: unknown } | undefined)?.state;
  if (raw === undefined || raw === '') return ['submitted'];
  if (typeof raw !== 'string') throw new BadRequest(`state must be one of ${DOCTOR_VERIFICATION_STATES.join(', ')}`);
  const states = raw.split(',');
  for (const state of states) {
    if (!(DOCTOR_VERIFICATION_STATES as readonly string[]).includes(state)) {
      throw new BadRequest(`state must be one of ${DOCTOR_VERIFICATION_STATES.join(', ')} (several separated by commas)`);
    }
  }
  return states as DoctorVerificationState[];
}

/**
 * The operations console's API (admin role only): the clinician verification queue and its
 * decisions. Every route declares `auth: 'admin'`, so patients and doctors get 403.
 */
export async function adminRoutes(
  app: FastifyInstance,
  { verification, accessRecord }: { verification: VerificationService; accessRecord: AccessRecordService },
): Promise<void> {
  app.get(
    '/admin/verifications',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Doctors by licence-check state (default: waiting for a decision), the longest waiting first',
        auth: 'admin',
        querystring: {
          type: 'object',
          properties: {
            state: { type: 'string', description: `One or more of ${DOCTOR_VERIFICATION_STATES.join(', ')}, comma-separated` },
          },
        },
        data: { 200: { type: 'array', items: queueEntrySchema } },
      }),
    },
    async (request, reply) => {
      const records = await verification.queue(statesOf(request.query));
      return sendEnvelope(reply, records.map(toQueueEntry), 'Verification queue');
    },
  );

  app.get<{ Params: { id: string } }>(
    '/admin/doctors/:id/licence-document',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAGS,
        summary: "The doctor's licence scan or photo (image/webp or application/pdf)",
        security: [{ bearerAuth: [] }],
        params: idParams,
        produces: ['image/webp', 'application/pdf'],
      },
    },
    async (request, reply) => sendLicenceDocument(reply, await verification.documentOfDoctor(request.params.id)),
  );

  const decision = (
    path: 'approve' | 'reject' | 'suspend' | 'restore',
    summary: string,
    message: string,
    act: (
      admin: Parameters<typeof verification.approve>[0],
      id: string,
      reason: string,
      record: DecisionRecorder,
    ) => ReturnType<typeof verification.approve>,
    withReason: boolean,
  ) =>
    app.post<{ Params: { id: string } }>(
      `/admin/doctors/:id/${path}`,
      {
        config: { auth: 'admin' },
        schema: routeSchema({
          tags: TAGS,
          summary,
          auth: 'admin',
          params: idParams,
          ...(withReason ? { body: reasonBody } : {}),
          data: { 200: queueEntrySchema },
        }),
      },
      async (request, reply) => {
        const reason = withReason ? (await validate(verificationReasonSchema, request.body)).reason : '';
        const { user } = caller(request);
        const record = await act(user, request.params.id, reason, (tx, doctorId) =>
          accessRecord.decision({ user, ip: request.ip }, { kind: `doctor-${path}`, doctorId, subjectId: doctorId, detail: reason }, tx),
        );
        return sendEnvelope(reply, toQueueEntry(record), message);
      },
    );

  decision(
    'approve',
    'Approve the licence: the doctor is listed, bookable and may prescribe',
    'Doctor approved',
    (admin, id, _reason, record) => verification.approve(admin, id, record),
    false,
  );
  decision(
    'reject',
    'Reject the licence with a reason the doctor reads',
    'Licence rejected',
    (admin, id, reason, record) => verification.reject(admin, id, reason, record),
    true,
  );
  decision(
    'suspend',
    'Suspend an approved doctor (hidden, not bookable, may not prescribe)',
    'Doctor suspended',
    (admin, id, reason, record) => verification.suspend(admin, id, reason, record),
    true,
  );
  decision(
    'restore',
    'Lift a suspension',
    'Doctor restored',
    (admin, id, _reason, record) => verification.restore(admin, id, record),
    false,
  );
}

export const adminPlugin = definePlugin({ name: 'admin', routes: adminRoutes });
