import {
  APPOINTMENT_STATUS_INPUTS,
  appointmentStatusSchema,
  doctorCancelSchema,
  DOCTOR_CANCEL_REASON_MAX_LENGTH,
  NO_SHOW_MESSAGES,
  PATIENT_NO_SHOW_MINUTES,
  PATIENT_RESCHEDULE_CUTOFF_HOURS,
  RESCHEDULE_MESSAGES,
  rescheduleSchema,
  reviewSchema,
  TIME_SLOTS,
  type AppointmentStatus,
} from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { errorEnvelopeSchema, routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { allowedHostsOf, allowedRequestOrigin } from '../http/allowed-hosts';
import { definePlugin } from '../plugin';
import { appointmentReviewSchema, appointmentSchema, toAppointment, toAppointmentReview } from './appointment-serializer';
import type { AccessRecordService } from '../access-record';
import type { AppConfig } from '../config';
import type { AppointmentService } from './appointment-service';

const TAGS = ['Appointments'];

const idParams: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'Appointment id' } } };

/** Spec §7 "Appointments", plus reviews and the calendar file. */
export async function appointmentRoutes(
  app: FastifyInstance,
  services: { appointments: AppointmentService; config: AppConfig; accessRecord: AccessRecordService },
): Promise<void> {
  const { appointments, accessRecord } = services;
  /** Every read of appointment details is in the access record. */
  const listed = (request: FastifyRequest, records: readonly { appointment: { patientId: string; doctorId: string } }[]) =>
    accessRecord.appointmentsListed(
      { user: caller(request).user, ip: request.ip },
      records.map(({ appointment }) => appointment),
    );
  const allowedHosts = allowedHostsOf(services.config);

  app.get<{ Params: { patientId: string } }>(
    '/appointment/patient/:patientId',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Your own patient profile's appointments, earliest first",
        auth: 'patient',
        params: { type: 'object', required: ['patientId'], properties: { patientId: { type: 'string' } } },
        data: {
          200: { type: 'object', required: ['appointments'], properties: { appointments: { type: 'array', items: appointmentSchema } } },
        },
      }),
    },
    async (request, reply) => {
      const records = await appointments.forPatient(caller(request).user.id, request.params.patientId);
      await listed(request, records);
      return sendEnvelope(reply, { appointments: records.map(toAppointment) });
    },
  );

  app.get<{ Params: { doctorId: string } }>(
    '/appointment/doctor/:doctorId',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Your own doctor profile's appointments, earliest first",
        auth: 'doctor',
        params: { type: 'object', required: ['doctorId'], properties: { doctorId: { type: 'string' } } },
        data: { 200: { type: 'array', items: appointmentSchema } },
      }),
    },
    async (request, reply) => {
      const records = await appointments.forDoctor(caller(request).user.id, request.params.doctorId);
      await listed(request, records);
      return sendEnvelope(reply, records.map(toAppointment));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/appointment/:id',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'An appointment (its patient or its doctor; 404 for anyone else)',
        auth: 'any',
        params: idParams,
        data: { 200: appointmentSchema },
      }),
    },
    async (request, reply) => {
      const { user } = caller(request);
      const record = await appointments.visibleTo(user.id, request.params.id);
      await accessRecord.appointmentRead({ user, ip: request.ip }, record.appointment.id, 'appointment-read');
      return sendEnvelope(reply, toAppointment(record));
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/appointment/cancel/:id',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Cancel your scheduled appointment: refunded per the cancellation policy, the slot is freed',
        auth: 'patient',
        params: idParams,
        data: { 200: appointmentSchema },
      }),
    },
    async (request, reply) => {
      const record = await appointments.cancelByPatient(caller(request).user.id, request.params.id);
      return sendEnvelope(reply, toAppointment(record), 'Appointment canceled successfully');
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/appointment/update/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: "The appointment's doctor marks it completed, or cancels it (the patient is refunded in full)",
        auth: 'doctor',
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          properties: {
            status: { type: 'string', enum: [...APPOINTMENT_STATUS_INPUTS] },
            reason: { type: 'string', description: 'Required to cancel: shown to the patient' },
          },
        },
        data: { 200: appointmentSchema },
      }),
    },
    async (request, reply) => {
      const { status } = await validate(appointmentStatusSchema, request.body);
      const reason = status === 'canceled' ? (await validate(doctorCancelSchema, request.body)).reason : undefined;
      const record = await appointments.updateStatus(caller(request).user.id, request.params.id, status as AppointmentStatus, reason);
      return sendEnvelope(reply, toAppointment(record), 'Appointment status updated');
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/appointment/doctor-cancel/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary:
          "The appointment's doctor cancels a visit that has not started, with a reason the patient reads; the patient is refunded in full",
        auth: 'doctor',
        params: idParams,
        body: {
          type: 'object',
          required: ['reason'],
          properties: {
            reason: { type: 'string', description: `1 to ${DOCTOR_CANCEL_REASON_MAX_LENGTH} characters, shown to the patient` },
          },
        },
        data: { 200: appointmentSchema },
      }),
    },
    async (request, reply) => {
      const { reason } = await validate(doctorCancelSchema, request.body);
      const record = await appointments.cancelByDoctor(caller(request).user.id, request.params.id, reason);
      return sendEnvelope(reply, toAppointment(record), RESCHEDULE_MESSAGES.cancelled);
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/appointment/no-show/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: `The appointment's doctor marks that the patient never joined a video visit (from ${PATIENT_NO_SHOW_MINUTES} minutes after the start): status 'no-show', no refund, the patient is told`,
        auth: 'doctor',
        params: idParams,
        data: { 200: appointmentSchema },
      }),
    },
    async (request, reply) => {
      const record = await appointments.markPatientNoShow(caller(request).user.id, request.params.id);
      return sendEnvelope(reply, toAppointment(record), NO_SHOW_MESSAGES.marked);
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/appointment/reschedule/:id',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: `Move an appointment to another free slot of the same doctor: same id and payment (no charge, no refund). Its patient until ${PATIENT_RESCHEDULE_CUTOFF_HOURS} hours before (until the start when the doctor asked), its doctor until the start; 404 for anyone else`,
        auth: 'any',
        params: idParams,
        body: {
          type: 'object',
          required: ['date', 'time'],
          properties: {
            date: { type: 'string', format: 'date', description: "yyyy-MM-dd, the doctor's calendar date" },
            time: { type: 'string', enum: [...TIME_SLOTS] },
          },
        },
        data: { 200: appointmentSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(rescheduleSchema, request.body);
      const record = await appointments.reschedule(caller(request).user.id, request.params.id, input);
      return sendEnvelope(reply, toAppointment(record), RESCHEDULE_MESSAGES.rescheduled);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/appointment/reschedule-request/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: "The appointment's doctor asks the patient to pick another time (e.g. for time off); the payment stays",
        auth: 'doctor',
        params: idParams,
        data: { 200: appointmentSchema },
      }),
    },
    async (request, reply) => {
      const record = await appointments.requestReschedule(caller(request).user.id, request.params.id);
      return sendEnvelope(reply, toAppointment(record), RESCHEDULE_MESSAGES.asked);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/appointment/:id/review',
    {
      config: { auth: 'patient' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Review your completed appointment once (1–5 stars and text); feeds the doctor's rating",
        auth: 'patient',
        params: idParams,
        body: {
          type: 'object',
          required: ['rating'],
          properties: { rating: { type: 'integer', minimum: 1, maximum: 5 }, comment: { type: 'string' } },
        },
        data: { 201: appointmentReviewSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(reviewSchema, request.body);
      const review = await appointments.review(caller(request).user.id, request.params.id, {
        rating: input.rating,
        comment: input.comment ?? '',
      });
      return sendEnvelope(reply, toAppointmentReview(review), 'Review saved', 201);
    },
  );

  const calendarSchema = {
    tags: TAGS,
    summary: 'The appointment as an iCalendar (.ics) file: its patient or its doctor',
    security: [{ bearerAuth: [] }],
    'x-access': 'any',
    params: idParams,
    response: {
      200: { description: 'text/calendar attachment with one VEVENT', content: { 'text/calendar': { schema: { type: 'string' } } } },
      '4xx': errorEnvelopeSchema,
      '5xx': errorEnvelopeSchema,
    },
  } as FastifySchema;

  app.get<{ Params: { id: string } }>(
    '/appointment/:id/calendar.ics',
    { config: { auth: 'any' }, schema: calendarSchema },
    async (request, reply) => {
      const origin = services.config.publicUrl ?? allowedRequestOrigin(request, allowedHosts);
      const file = await appointments.calendarFile(caller(request).user.id, request.params.id, origin);
      return reply
        .code(200)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
}

export const appointmentsPlugin = definePlugin({
  name: 'appointments',
  routes: appointmentRoutes,
});
