import { CONSULTATION_MESSAGES, CONSULTATION_STATUSES, consultationNotesSchema } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { definePlugin } from '../plugin';
import { registerConsultationSockets } from './consultation-sockets';
import type { AccessRecordService } from '../access-record';
import type { AppConfig } from '../config';
import type { SessionService } from '../sessions/sessions';
import type { ConsultationService } from './consultation-service';

const TAGS = ['Consultation'];

const params: JsonSchema = {
  type: 'object',
  required: ['appointmentId'],
  properties: { appointmentId: { type: 'string', description: 'Appointment id' } },
};

const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;
const refusals = ['not-found', 'not-participant', 'not-scheduled', 'too-early', 'too-late', 'ended', null];

const stateSchema: JsonSchema = {
  type: 'object',
  required: [
    'appointmentId',
    'roomId',
    'status',
    'startedAt',
    'endedAt',
    'durationSeconds',
    'startsAt',
    'opensAt',
    'closesAt',
    'rejoinUntil',
    'canJoin',
    'refusal',
    'role',
  ],
  properties: {
    appointmentId: { type: 'string', format: 'uuid' },
    roomId: { type: 'string' },
    status: { type: 'string', enum: [...CONSULTATION_STATUSES] },
    startedAt: nullableDate,
    endedAt: nullableDate,
    durationSeconds: { type: ['integer', 'null'] },
    startsAt: { type: 'string', format: 'date-time' },
    opensAt: { type: 'string', format: 'date-time', description: 'First join possible from (15 minutes before the slot)' },
    closesAt: { type: 'string', format: 'date-time', description: 'First join possible until (30 minutes after the slot)' },
    rejoinUntil: { type: 'string', format: 'date-time', description: 'Once started, rejoin possible until (2 hours after the slot)' },
    canJoin: { type: 'boolean' },
    refusal: { type: ['string', 'null'], enum: refusals },
    role: { type: 'string', enum: ['doctor', 'patient'] },
  },
};

const notesSchema: JsonSchema = {
  type: 'object',
  required: [
    'appointmentId',
    'medicalNotes',
    'medicalNotesUpdatedAt',
    'personalNotes',
    'personalNotesUpdatedAt',
    'visitSummary',
    'visitSummaryUpdatedAt',
    'publishedVisitSummary',
    'visitSummaryPublishedAt',
  ],
  properties: {
    appointmentId: { type: 'string', format: 'uuid' },
    medicalNotes: { type: ['string', 'null'], description: "The doctor's clinical notes: clinicians only (always null for the patient)" },
    medicalNotesUpdatedAt: nullableDate,
    personalNotes: { type: ['string', 'null'], description: "The patient's private notes (null for the doctor)" },
    personalNotesUpdatedAt: nullableDate,
    visitSummary: {
      type: ['string', 'null'],
      description: 'Doctor: the draft summary written for the patient. Patient: the published summary (null until published)',
    },
    visitSummaryUpdatedAt: nullableDate,
    publishedVisitSummary: { type: ['string', 'null'], description: 'What the patient reads now (null until published)' },
    visitSummaryPublishedAt: nullableDate,
  },
};

const chatMessageSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'sender', 'senderName', 'text', 'time', 'sentAt'],
  properties: {
    id: { type: 'string' },
    sender: { type: 'string', enum: ['doctor', 'patient'] },
    senderName: { type: 'string' },
    text: { type: 'string' },
    time: { type: 'string', description: "HH:MM in the appointment's time zone" },
    sentAt: { type: 'string', format: 'date-time' },
  },
};

const iceServersSchema: JsonSchema = {
  type: 'object',
  required: ['iceServers', 'expiresAt'],
  properties: {
    iceServers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['urls'],
        properties: {
          urls: { type: 'array', items: { type: 'string' } },
          username: { type: 'string' },
          credential: { type: 'string' },
        },
      },
    },
    expiresAt: nullableDate,
  },
};

type Params = { Params: { appointmentId: string } };

const textBody: JsonSchema = { type: 'object', required: ['text'], properties: { text: { type: 'string', maxLength: 20_000 } } };

/** The consultation of an appointment: its state, ICE servers, chat and notes (its doctor and patient only; 404 for anyone else). */
export async function consultationRoutes(
  app: FastifyInstance,
  { consultations, accessRecord }: { consultations: ConsultationService; accessRecord: AccessRecordService },
): Promise<void> {
  /** A read of the caller's view of the consultation; the service decides who may see what. */
  const read = <T>(
    path: string,
    summary: string,
    data: JsonSchema,
    answer: (userId: string, appointmentId: string) => Promise<T>,
    options: { noStore?: boolean; recorded?: 'notes-read' } = {},
  ) =>
    app.get<Params>(
      path,
      { config: { auth: 'any' }, schema: routeSchema({ tags: TAGS, summary, auth: 'any', params, data: { 200: data } }) },
      async (request, reply) => {
        if (options.noStore) reply.header('cache-control', 'private, no-store');
        const { user } = caller(request);
        const data = await answer(user.id, request.params.appointmentId);
        if (options.recorded) await accessRecord.appointmentRead({ user, ip: request.ip }, request.params.appointmentId, options.recorded);
        return sendEnvelope(reply, data);
      },
    );

  read(
    '/consultation/:appointmentId',
    'The video consultation of an appointment: its state and whether you may join now',
    stateSchema,
    (user, id) => consultations.stateFor(user, id),
  );
  read(
    '/consultation/:appointmentId/ice-servers',
    'STUN and TURN servers for this call (TURN credentials are time-limited); 403 when you may not join now',
    iceServersSchema,
    (user, id) => consultations.iceServers(user, id),
    { noStore: true },
  );
  read(
    '/consultation/:appointmentId/messages',
    'The consultation chat, oldest first',
    { type: 'array', items: chatMessageSchema },
    (user, id) => consultations.messagesFor(user, id),
  );
  read(
    '/consultation/:appointmentId/notes',
    "Your notes: the doctor's clinical notes and visit summary draft, or the patient's Personal Notes and published visit summary",
    notesSchema,
    (user, id) => consultations.notesFor(user, id),
    { recorded: 'notes-read' },
  );

  /** A save of one of the caller's texts (an empty text clears it); the service decides whose. */
  const save = <T>(
    path: string,
    summary: string,
    saved: string,
    store: (userId: string, appointmentId: string, text: string) => Promise<T>,
  ) =>
    app.put<Params>(
      path,
      {
        config: { auth: 'any' },
        schema: routeSchema({ tags: TAGS, summary, auth: 'any', params, body: textBody, data: { 200: notesSchema } }),
      },
      async (request, reply) => {
        const { text } = await validate(consultationNotesSchema, request.body);
        return sendEnvelope(reply, await store(caller(request).user.id, request.params.appointmentId, text), saved);
      },
    );

  save(
    '/consultation/:appointmentId/notes',
    'Save your notes (Medical Notes for the doctor, Personal Notes for the patient); an empty text clears them',
    'Notes saved',
    (user, id, text) => consultations.saveNotesOf(user, id, text),
  );
  save(
    '/consultation/:appointmentId/visit-summary',
    "Save the draft of the visit summary written for the patient (the appointment's doctor); the patient reads it once published",
    'Visit summary saved',
    (user, id, text) => consultations.saveVisitSummaryOf(user, id, text),
  );

  app.post<Params>(
    '/consultation/:appointmentId/visit-summary/publish',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Publish the visit summary to the patient, who is notified (the appointment's doctor)",
        auth: 'any',
        params,
        data: { 200: notesSchema },
      }),
    },
    async (request, reply) => {
      const notes = await consultations.publishVisitSummaryOf(caller(request).user.id, request.params.appointmentId);
      return sendEnvelope(reply, notes, 'Visit summary published');
    },
  );

  app.post<Params>(
    '/consultation/:appointmentId/reopen',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Reopen a consultation ended by mistake (the appointment's doctor, until 2 hours after the start)",
        auth: 'any',
        params,
        data: { 200: stateSchema },
      }),
    },
    async (request, reply) => {
      const state = await consultations.reopenBy(caller(request).user.id, request.params.appointmentId);
      return sendEnvelope(reply, state, CONSULTATION_MESSAGES.reopened);
    },
  );
}

export const consultationPlugin = definePlugin<{
  consultations: ConsultationService;
  sessions: SessionService;
  config: AppConfig;
  accessRecord: AccessRecordService;
}>({
  name: 'consultation',
  routes: consultationRoutes,
  sockets: (realtime, services) =>
    registerConsultationSockets(realtime, services, { graceMs: services.config.consultationGraceSeconds * 1000 }),
});
