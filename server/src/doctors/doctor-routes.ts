import {
  availabilitySchema,
  BOOKING_NOTICE_OPTIONS,
  bookingNoticeSchema,
  availableSlotsQuerySchema,
  DOCTOR_LANGUAGES,
  DOCTOR_SPECIALIZATIONS,
  DOCTOR_STATUSES,
  doctorProfileSchema,
  doctorStatusSchema,
  reviewListQuerySchema,
  SIMILAR_DOCTORS_LIMIT,
  similarDoctorsQuerySchema,
  TIME_SLOTS,
  WEEK_DAYS,
  type DayAvailability,
  type DoctorProfileInput,
  type DoctorStatus,
} from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { Forbidden, NotFound } from '../http/errors';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { listDoctorReviews } from '../reviews';
import { definePlugin } from '../plugin';
import { acceptMultipart, readImageUpload, readProfileForm } from '../uploads';
import { DOCTOR_MESSAGES, findDoctorById, listPatientsOfDoctor, similarDoctors, type DoctorRecord } from './doctor-repository';
import {
  dateAvailabilitySchema,
  doctorPatientSchema,
  doctorReviewsSchema,
  doctorSchema,
  doctorSummarySchema,
  toDoctor as toDoctorIn,
  toDoctorPatient,
  toDoctorSummary as toDoctorSummaryIn,
  toReview,
} from './doctor-serializer';
import { registerDoctorSearchRoute } from './search';
import { registerTimeOffRoutes } from './time-off/time-off-routes';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { DoctorService } from './doctor-service';
import type { DoctorSearch } from './search';

const TAGS = ['Doctors'];

const idParams: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string', description: 'Doctor profile id' } } };

const profileFields: JsonSchema = {
  specialization: { type: 'string', enum: [...DOCTOR_SPECIALIZATIONS] },
  fees: { type: 'number', minimum: 0 },
  qualification: { type: 'string' },
  experience: { type: 'integer', minimum: 0 },
  about: { type: 'string' },
  languages: {
    description: 'One or more of the offered languages: a list, a repeated form field or a comma-separated text',
    oneOf: [{ type: 'array', items: { type: 'string', enum: [...DOCTOR_LANGUAGES] } }, { type: 'string' }],
  },
  timeZone: { type: 'string', description: "IANA time zone of the weekly slots, e.g. 'America/New_York' (default UTC)" },
};

const profileBody: JsonSchema = {
  type: 'object',
  required: ['specialization', 'fees', 'qualification', 'experience', 'about', 'languages'],
  properties: profileFields,
};

const multipartProfileBody: JsonSchema = {
  content: {
    'multipart/form-data': {
      schema: { type: 'object', properties: { ...profileFields, profileImage: { type: 'string', format: 'binary' } } },
    },
    'application/json': { schema: profileBody },
  },
};

const imageBody: JsonSchema = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['profileImage'],
        properties: { profileImage: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB' } },
      },
    },
  },
};

/** Spec §7 "Doctors". */
export async function doctorRoutes(
  app: FastifyInstance,
  services: { database: Database; doctors: DoctorService; doctorSearch: DoctorSearch; config: AppConfig },
): Promise<void> {
  const { db } = services.database;
  const doctors = services.doctors;
  // Every fee is charged in the configured currency, and every doctor answer says which.
  const { currency } = services.config;
  // Every doctor answer says whether the doctor is "Available now" (the profile's See now button).
  const toDoctor = (record: DoctorRecord) => toDoctorIn(record, currency, services.doctorSearch.now());
  const toDoctorSummary = (record: DoctorRecord) => toDoctorSummaryIn(record, currency);

  const doctorByIdOr404 = async (id: string) => {
    const record = await findDoctorById(db, id);
    if (!record) throw new NotFound(DOCTOR_MESSAGES.notFound);
    return record;
  };

  registerDoctorSearchRoute(app, services.doctorSearch, currency);
  registerTimeOffRoutes(app, doctors);

  app.get(
    '/doctor/profile',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({ tags: TAGS, summary: "The signed-in doctor's own profile", auth: 'doctor', data: { 200: doctorSchema } }),
    },
    async (request, reply) => sendEnvelope(reply, toDoctor(await doctors.ownRecord(caller(request).user.id))),
  );

  app.get<{ Params: { id: string } }>(
    '/doctor/profile/:id',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'A doctor profile (inactive doctors are shown too, but take no bookings)',
        auth: 'any',
        params: idParams,
        data: { 200: doctorSchema },
      }),
    },
    // The public profile says whether the doctor is "Available now" (its See now button).
    async (request, reply) =>
      sendEnvelope(reply, toDoctorIn(await doctorByIdOr404(request.params.id), currency, services.doctorSearch.now())),
  );

  app.get(
    '/doctor/specialization',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: `Up to ${SIMILAR_DOCTORS_LIMIT} active doctors of a specialization, best rated first`,
        auth: 'any',
        querystring: {
          type: 'object',
          required: ['specialization'],
          properties: {
            specialization: { type: 'string' },
            exclude: { type: 'string', description: 'A doctor id to leave out (the one shown)' },
          },
        },
        data: { 200: { type: 'array', items: doctorSummarySchema } },
      }),
    },
    async (request, reply) => {
      const query = await validate(similarDoctorsQuerySchema, request.query);
      const records = await similarDoctors(db, query.specialization as string, SIMILAR_DOCTORS_LIMIT, query.exclude);
      return sendEnvelope(reply, records.map(toDoctorSummary));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/doctor/available-slots-for-doctor/:id',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: "A date's slots of a doctor: available only when offered, ahead, within 30 days and free",
        auth: 'any',
        params: idParams,
        querystring: {
          type: 'object',
          required: ['date'],
          properties: { date: { type: 'string', format: 'date', description: "yyyy-MM-dd in the doctor's time zone" } },
        },
        data: { 200: { type: 'array', items: dateAvailabilitySchema } },
      }),
    },
    async (request, reply) => {
      const { date } = await validate(availableSlotsQuerySchema, request.query);
      const record = await doctorByIdOr404(request.params.id);
      return sendEnvelope(reply, [await doctors.dateAvailability(record, date)]);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/doctor/:id/reviews',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: "A doctor's reviews, newest first, with the average rating and the count",
        auth: 'any',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
          },
        },
        data: { 200: doctorReviewsSchema },
      }),
    },
    async (request, reply) => {
      const { page, limit } = await validate(reviewListQuerySchema, request.query);
      const { doctor } = await doctorByIdOr404(request.params.id);
      const rows = await listDoctorReviews(db, doctor.id, page, limit);
      return sendEnvelope(reply, {
        reviews: rows.map(toReview),
        rating: doctor.reviewCount > 0 && doctor.rating !== null ? Number(doctor.rating) : null,
        reviewCount: doctor.reviewCount,
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/doctor/:id/patients',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'The patients who have appointments with this doctor (the doctor only)',
        auth: 'doctor',
        params: idParams,
        data: { 200: { type: 'array', items: doctorPatientSchema } },
      }),
    },
    async (request, reply) => {
      const record = await doctorByIdOr404(request.params.id);
      if (record.doctor.userId !== caller(request).user.id) throw new Forbidden(DOCTOR_MESSAGES.notYourPatients);
      const rows = await listPatientsOfDoctor(db, record.doctor.id);
      return sendEnvelope(reply, rows.map(toDoctorPatient));
    },
  );

  app.patch(
    '/doctor/update',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Update the signed-in doctor profile',
        auth: 'doctor',
        body: profileBody,
        data: { 200: doctorSchema },
      }),
    },
    async (request, reply) => {
      const input = (await validate(doctorProfileSchema, request.body)) as DoctorProfileInput;
      const record = await doctors.update(caller(request).user.id, input);
      return sendEnvelope(reply, toDoctor(record), 'Doctor profile updated');
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/doctor/time-slots/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Replace the weekly availability of your own profile; patients who booked with you hear of new slots',
        auth: 'doctor',
        params: idParams,
        body: {
          type: 'object',
          required: ['available_time_slots'],
          properties: {
            available_time_slots: {
              type: 'array',
              items: {
                type: 'object',
                required: ['day', 'times'],
                properties: {
                  day: { type: 'string', enum: [...WEEK_DAYS] },
                  times: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['time', 'status'],
                      properties: {
                        time: { type: 'string', enum: [...TIME_SLOTS] },
                        status: { type: 'string', enum: ['available', 'booked'] },
                      },
                    },
                  },
                },
              },
            },
            availabilityRevision: {
              type: 'integer',
              minimum: 0,
              description:
                'The availabilityRevision the week was edited from: 409, nothing saved, when the week was saved since. Without it the week is replaced whatever it is now.',
            },
          },
        },
        data: { 200: doctorSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(availabilitySchema, request.body);
      const record = await doctors.setWeeklySlots(
        caller(request).user.id,
        request.params.id,
        input.available_time_slots as DayAvailability[],
        input.availabilityRevision,
      );
      return sendEnvelope(reply, toDoctor(record), 'Availability updated');
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/doctor/booking-notice/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Set the minimum booking notice of your own profile: slots starting sooner are not offered nor booked',
        auth: 'doctor',
        params: idParams,
        body: {
          type: 'object',
          required: ['bookingNoticeMinutes'],
          properties: { bookingNoticeMinutes: { type: 'integer', enum: [...BOOKING_NOTICE_OPTIONS], description: 'Minutes' } },
        },
        data: { 200: doctorSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(bookingNoticeSchema, request.body);
      const record = await doctors.setBookingNotice(caller(request).user.id, request.params.id, input.bookingNoticeMinutes);
      return sendEnvelope(reply, toDoctor(record), 'Booking notice updated');
    },
  );

  app.patch<{ Params: { id: string } }>(
    '/doctor/toggle-status/:id',
    {
      config: { auth: 'doctor' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Set your own profile active (listed, bookable) or inactive',
        auth: 'doctor',
        params: idParams,
        body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...DOCTOR_STATUSES] } } },
        data: { 200: doctorSchema },
      }),
    },
    async (request, reply) => {
      const { status } = await validate(doctorStatusSchema, request.body);
      const record = await doctors.setStatus(caller(request).user.id, request.params.id, status as DoctorStatus);
      return sendEnvelope(reply, toDoctor(record), 'Status updated');
    },
  );

  // The routes that take a picture accept multipart/form-data; the rest of the API does not.
  await app.register(async (uploads) => {
    await acceptMultipart(uploads);

    uploads.post(
      '/doctor/create',
      {
        config: { auth: 'doctor' },
        schema: routeSchema({
          tags: TAGS,
          summary: 'Create your doctor profile (one per doctor), with an optional picture',
          auth: 'doctor',
          body: multipartProfileBody,
          data: { 201: doctorSchema },
        }),
      },
      async (request, reply) => {
        const form = await readProfileForm(request);
        const input = (await validate(doctorProfileSchema, form.fields)) as DoctorProfileInput;
        const record = await doctors.create(caller(request).user.id, input, form.image);
        return sendEnvelope(reply, toDoctor(record), 'Doctor profile created', 201);
      },
    );

    uploads.patch(
      '/doctor/update-profile-image',
      {
        config: { auth: 'doctor' },
        schema: routeSchema({
          tags: TAGS,
          summary: 'Replace your profile picture',
          auth: 'doctor',
          body: imageBody,
          data: { 200: doctorSchema },
        }),
      },
      async (request, reply) => {
        const image = await readImageUpload(request);
        const record = await doctors.replaceImage(caller(request).user.id, image);
        return sendEnvelope(reply, toDoctor(record), 'Profile picture updated');
      },
    );
  });
}

export const doctorsPlugin = definePlugin({
  name: 'doctors',
  routes: doctorRoutes,
});
