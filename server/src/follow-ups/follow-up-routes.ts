import { FOLLOW_UP_MESSAGES, followUpProposalSchema } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { caller } from '../sessions/access-control';
import type { FollowUpService } from './follow-up-service';

const TAGS = ['Follow-ups'];

export const followUpSchema: JsonSchema = {
  type: 'object',
  required: [
    'id',
    'visitId',
    'doctorId',
    'doctorName',
    'doctorSpecialization',
    'patientName',
    'date',
    'time',
    'timeZone',
    'startsAt',
    'free',
    'price',
    'currency',
    'status',
    'expiresAt',
    'appointmentId',
    'createdAt',
  ],
  properties: {
    id: { type: 'string' },
    visitId: { type: 'string' },
    doctorId: { type: 'string' },
    doctorName: { type: 'string' },
    doctorSpecialization: { type: 'string' },
    patientName: { type: 'string' },
    date: { type: 'string', format: 'date' },
    time: { type: 'string' },
    timeZone: { type: 'string' },
    startsAt: { type: 'string', format: 'date-time' },
    free: { type: 'boolean' },
    price: { type: 'number' },
    currency: { type: 'string' },
    status: { type: 'string', enum: ['proposed', 'confirmed', 'declined', 'expired'] },
    expiresAt: { type: 'string', format: 'date-time' },
    appointmentId: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const idParams: JsonSchema = { type: 'object', required: ['proposalId'], properties: { proposalId: { type: 'string' } } };

/** Follow-ups: the doctor proposes from a finished visit; its patient confirms or declines. Another's proposal answers 404. */
export function registerFollowUpRoutes(app: FastifyInstance, followUps: FollowUpService): void {
  app.get(
    '/follow-ups',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Your follow-up proposals: to you as a patient, or of your visits as a doctor; newest first',
        auth: 'any',
        data: { 200: { type: 'array', items: followUpSchema } },
      }),
    },
    async (request, reply) => sendEnvelope(reply, await followUps.listOwn(caller(request).user.id)),
  );

  app.post(
    '/follow-ups',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary:
          'Propose a follow-up of a finished visit of yours, in 1, 2 or 4 weeks or at a chosen free time; the time is held for the patient',
        auth: 'doctor',
        body: {
          type: 'object',
          required: ['visitId'],
          properties: {
            visitId: { type: 'string' },
            weeks: { type: 'integer', enum: [1, 2, 4] },
            date: { type: 'string', description: "yyyy-MM-dd, the doctor's calendar date (their time zone)" },
            time: { type: 'string', description: "one of the doctor's times, e.g. '10:00 AM'" },
            free: { type: 'boolean' },
          },
        },
        data: { 201: followUpSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(followUpProposalSchema, request.body);
      const proposal = await followUps.propose(caller(request).user.id, input);
      return sendEnvelope(reply, proposal, FOLLOW_UP_MESSAGES.proposed, 201);
    },
  );

  app.post<{ Params: { proposalId: string } }>(
    '/follow-ups/:proposalId/confirm',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Confirm a free follow-up proposed to you: the appointment is booked at once (a paid one is confirmed by its checkout)',
        auth: 'patient',
        params: idParams,
        data: { 200: followUpSchema },
      }),
    },
    async (request, reply) => {
      const proposal = await followUps.confirm(caller(request).user.id, request.params.proposalId);
      return sendEnvelope(reply, proposal, FOLLOW_UP_MESSAGES.confirmed);
    },
  );

  app.post<{ Params: { proposalId: string } }>(
    '/follow-ups/:proposalId/decline',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Decline a follow-up proposed to you: its time is released and the doctor told',
        auth: 'patient',
        params: idParams,
        data: { 200: followUpSchema },
      }),
    },
    async (request, reply) => {
      const proposal = await followUps.decline(caller(request).user.id, request.params.proposalId);
      return sendEnvelope(reply, proposal, FOLLOW_UP_MESSAGES.declined);
    },
  );
}
