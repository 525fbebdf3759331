import {
  TIME_OFF_MAX_DAYS,
  TIME_OFF_MESSAGES,
  TIME_OFF_NOTE_MAX_LENGTH,
  timeOffRangeSchema,
  timeOffSchema,
  type TimeOffValues,
} from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../sessions/access-control';
import { sendEnvelope } from '../../http/envelope';
import { routeSchema, type JsonSchema } from '../../http/schemas';
import { validate } from '../../http/validate';
import type { DoctorService } from '../doctor-service';

const TAGS = ['Doctors'];

const calendarDate: JsonSchema = { type: 'string', description: "yyyy-MM-dd, the doctor's calendar date (their time zone)" };

const timeOffSchemaJson: JsonSchema = {
  type: 'object',
  required: ['id', 'startDate', 'endDate', 'note', 'createdAt'],
  properties: {
    id: { type: 'string' },
    startDate: { type: 'string', format: 'date' },
    endDate: { type: 'string', format: 'date' },
    note: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const conflictSchemaJson: JsonSchema = {
  type: 'object',
  required: ['appointmentId', 'patientName', 'appointmentDate', 'timeSlot', 'startsAt'],
  properties: {
    appointmentId: { type: 'string' },
    patientName: { type: 'string' },
    appointmentDate: { type: 'string', format: 'date' },
    timeSlot: { type: 'string' },
    startsAt: { type: 'string', format: 'date-time' },
  },
};

/**
 * The signed-in doctor's own time off (`/doctor/time-off`): every route works on the caller's
 * own profile, so no one else's time off can be named (another's entry id answers 404).
 */
export function registerTimeOffRoutes(app: FastifyInstance, doctors: DoctorService): void {
  const own = (userId: string) => doctors.ownRecord(userId);

  app.get(
    '/doctor/time-off',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Your time off that has not ended, earliest first',
        auth: 'doctor',
        data: { 200: { type: 'array', items: timeOffSchemaJson } },
      }),
    },
    async (request, reply) => sendEnvelope(reply, await doctors.timeOff.list(await own(caller(request).user.id))),
  );

  app.get(
    '/doctor/time-off/conflicts',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Your scheduled visits that fall in a proposed time off (shown before saving it)',
        auth: 'doctor',
        querystring: {
          type: 'object',
          required: ['startDate'],
          properties: { startDate: calendarDate, endDate: { ...calendarDate, description: 'Last day off; the first day when absent' } },
        },
        data: { 200: { type: 'array', items: conflictSchemaJson } },
      }),
    },
    async (request, reply) => {
      const range = await validate(timeOffRangeSchema, request.query);
      return sendEnvelope(reply, await doctors.timeOff.conflicts(await own(caller(request).user.id), range));
    },
  );

  app.post(
    '/doctor/time-off',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: `Add time off (a day or up to ${TIME_OFF_MAX_DAYS} days): no slot of those dates is offered from now on; visits already booked stay`,
        auth: 'doctor',
        body: {
          type: 'object',
          required: ['startDate'],
          properties: {
            startDate: calendarDate,
            endDate: { ...calendarDate, description: 'Last day off, included; the first day when absent' },
            note: { type: 'string', description: `At most ${TIME_OFF_NOTE_MAX_LENGTH} characters, for yourself` },
          },
        },
        data: { 201: timeOffSchemaJson },
      }),
    },
    async (request, reply) => {
      const input = (await validate(timeOffSchema, request.body)) as TimeOffValues;
      const timeOff = await doctors.timeOff.add(await own(caller(request).user.id), input);
      return sendEnvelope(reply, timeOff, TIME_OFF_MESSAGES.added, 201);
    },
  );

  app.delete<{ Params: { timeOffId: string } }>(
    '/doctor/time-off/:timeOffId',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Remove one of your time off entries: its days are offered again',
        auth: 'doctor',
        params: { type: 'object', required: ['timeOffId'], properties: { timeOffId: { type: 'string' } } },
        data: { 200: timeOffSchemaJson },
      }),
    },
    async (request, reply) => {
      const removed = await doctors.timeOff.remove(await own(caller(request).user.id), request.params.timeOffId);
      return sendEnvelope(reply, removed, TIME_OFF_MESSAGES.removed);
    },
  );
}
