import { WAITLIST_MESSAGES, waitlistJoinSchema } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import type { WaitlistService } from './waitlist-service';

const TAGS = ['Waitlist'];

const nullableString: JsonSchema = { type: ['string', 'null'] };

export const waitlistEntrySchema: JsonSchema = {
  type: 'object',
  required: [
    'id',
    'doctorId',
    'doctorName',
    'date',
    'timeZone',
    'status',
    'position',
    'offeredTime',
    'offeredStartsAt',
    'offerExpiresAt',
    'createdAt',
  ],
  properties: {
    id: { type: 'string' },
    doctorId: { type: 'string' },
    doctorName: { type: 'string' },
    date: { type: 'string', format: 'date' },
    timeZone: { type: 'string' },
    status: { type: 'string', enum: ['waiting', 'offered', 'booked', 'left', 'lapsed'] },
    position: { type: ['integer', 'null'] },
    offeredTime: nullableString,
    offeredStartsAt: { type: ['string', 'null'], format: 'date-time' },
    offerExpiresAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

/** The signed-in patient's waitlists: every route works on the caller's own entries (another's id answers 404). */
export function registerWaitlistRoutes(app: FastifyInstance, waitlist: WaitlistService): void {
  app.get(
    '/waitlist',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Your waitlist entries of days not yet past, earliest day first',
        auth: 'patient',
        data: { 200: { type: 'array', items: waitlistEntrySchema } },
      }),
    },
    async (request, reply) => sendEnvelope(reply, await waitlist.listOwn(caller(request).user.id)),
  );

  app.post(
    '/waitlist',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Join the waitlist of a doctor's day that has no free time left: a time freed on it is held for the first in line",
        auth: 'patient',
        body: {
          type: 'object',
          required: ['doctorId', 'date'],
          properties: {
            doctorId: { type: 'string' },
            date: { type: 'string', description: "yyyy-MM-dd, the doctor's calendar date (their time zone)" },
          },
        },
        data: { 201: waitlistEntrySchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(waitlistJoinSchema, request.body);
      const entry = await waitlist.join(caller(request).user.id, input);
      return sendEnvelope(reply, entry, WAITLIST_MESSAGES.joined, 201);
    },
  );

  app.delete<{ Params: { entryId: string } }>(
    '/waitlist/:entryId',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Leave a waitlist: a time held for you goes to the next in line',
        auth: 'patient',
        params: { type: 'object', required: ['entryId'], properties: { entryId: { type: 'string' } } },
        data: { 200: waitlistEntrySchema },
      }),
    },
    async (request, reply) => {
      const entry = await waitlist.leave(caller(request).user.id, request.params.entryId);
      return sendEnvelope(reply, entry, WAITLIST_MESSAGES.left);
    },
  );
}
