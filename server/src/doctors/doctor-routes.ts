import {
  availabilitySchema,
  availableSlotsQuerySchema,
  DOCTOR_LANGUAGES,
  DOCTOR_SORTS,
  DOCTOR_SPECIALIZATIONS,
  DOCTOR_STATUSES,
  doctorProfileSchema,
  doctorSearchQuerySchema,
  doctorStatusSchema,
  reviewListQuerySchema,
  SIMILAR_DOCTORS_LIMIT,
  similarDoctorsQuerySchema,
  TIME_SLOTS,
  WEEK_DAYS,
  type DayAvailability,
  type DoctorProfileInput,
  type DoctorSort,
  type DoctorStatus,
} from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { caller } from '../auth/access-control';
import { envelope, sendEnvelope } from '../http/envelope';
import { Forbidden, NotFound } from '../http/errors';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { validate } from '../http/validate';
import { listDoctorReviews } from '../reviews/review-repository';
import type { Services } from '../services';
import { definePlugin } from '../plugin';
import { acceptMultipart, readImageUpload, readProfileForm } from '../uploads/profile-form';
import { DOCTOR_MESSAGES, findDoctorById, listPatientsOfDoctor, similarDoctors } from './doctor-repository';
import {
  dateAvailabilitySchema,
  doctorPatientSchema,
  doctorReviewsSchema,
  doctorSchema,
  doctorSearchResultSchema,
  doctorSummarySchema,
  toDoctor,
  toDoctorPatient,
  toDoctorSummary,
  toReview,
} from './doctor-serializer';
import type { DoctorRecord, DoctorSearchPage } from './doctor-repository';
import type { DoctorSearchRequest } from './doctor-service';
import { sendEncodedAnswer } from './search-cache';

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
      schema: { type: 'object', required: ['profileImage'], properties: { profileImage: { type: 'string', format: 'binary', description: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB' } } },
    },
  },
};

/** How many validated search queries are remembered (least recently used first out): as many as answers are kept (10,000 of each kind). */
const SEARCH_QUERY_MEMO_MAX = 20_000;
/** Longer query strings are validated every time (a search page's are far shorter), so the memo stays small. */
const SEARCH_QUERY_MEMO_KEY_MAX = 512;

/**
 * Validates doctor-search queries into search requests, remembering each valid one by its raw
 * query string: the result is a pure function of that string, and a search page sends the
 * same few strings again and again. Invalid queries are never remembered (each gets its 400).
 */
function searchQueryValidator() {
  const remembered = new Map<string, DoctorSearchRequest>();
  return {
    /** The request of a query string validated before, or undefined. */
    known(rawQuery: string): DoctorSearchRequest | undefined {
      const known = remembered.get(rawQuery);
      if (known) {
        remembered.delete(rawQuery);
        remembered.set(rawQuery, known);
      }
      return known;
    },
    async validate(rawQuery: string, query: unknown): Promise<DoctorSearchRequest> {
      const { sort, page, limit, ...filters } = await validate(doctorSearchQuerySchema, query);
      const search: DoctorSearchRequest = Object.freeze({ ...filters, sort: sort as DoctorSort, page, limit });
      if (rawQuery.length <= SEARCH_QUERY_MEMO_KEY_MAX) remembered.set(rawQuery, search);
      if (remembered.size > SEARCH_QUERY_MEMO_MAX) remembered.delete(remembered.keys().next().value!);
      return search;
    },
  };
}

/** The `data` of a search answer (spec §7). */
function searchData(result: DoctorSearchPage, { page, limit }: DoctorSearchRequest) {
  return { doctors: result.records.map(toDoctorSummary), total: result.total, totalCapped: result.totalCapped, page, limit };
}

/** Where the doctors go in a search answer serialized with none: `"doctors":[]` (the first key of `data`). */
const NO_DOCTORS = '"doctors":[]';

/**
 * Search answers as the route's own response serializer writes them, each doctor's part
 * written once per version of the doctor (records are replaced when a doctor changes) and
 * reused by every answer listing it: a new answer then costs its envelope and a join.
 * Byte for byte what `reply.serialize(envelope(searchData(...)))` gives (the schema of a
 * listed doctor is the array's item schema; doctor-search.int.test.ts compares both).
 */
function searchAnswerEncoder() {
  const doctorJson = new WeakMap<DoctorRecord, string>();
  let serializeDoctor: ((doctor: unknown) => string) | undefined;
  return (reply: FastifyReply, result: DoctorSearchPage, search: DoctorSearchRequest): string => {
    serializeDoctor ??= reply.compileSerializationSchema(doctorSummarySchema) as (doctor: unknown) => string;
    const parts = result.records.map((record) => {
      let json = doctorJson.get(record);
      if (json === undefined) {
        json = serializeDoctor!(toDoctorSummary(record));
        doctorJson.set(record, json);
      }
      return json;
    });
    const empty = String(reply.serialize(envelope(searchData({ ...result, records: [] }, search))));
    const at = empty.indexOf(NO_DOCTORS);
    return `${empty.slice(0, at)}"doctors":[${parts.join(',')}]${empty.slice(at + NO_DOCTORS.length)}`;
  };
}

/** The query string of a request URL ('' when none). */
function rawQueryOf(url: string): string {
  const mark = url.indexOf('?');
  return mark < 0 ? '' : url.slice(mark + 1);
}

/** Spec §7 "Doctors". */
export async function doctorRoutes(app: FastifyInstance, services: Pick<Services, 'database' | 'doctors'>): Promise<void> {
  const { db } = services.database;
  const doctors = services.doctors;
  const searchQuery = searchQueryValidator();
  const encodeSearchAnswer = searchAnswerEncoder();

  const doctorByIdOr404 = async (id: string) => {
    const record = await findDoctorById(db, id);
    if (!record) throw new NotFound(DOCTOR_MESSAGES.notFound);
    return record;
  };

  app.get(
    '/doctor/all-doctors',
    {
      config: { auth: 'any' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Search active doctors: filter, sort and page',
        auth: 'any',
        querystring: {
          type: 'object',
          properties: {
            specialization: { type: 'string', description: "One of the specializations; omitted, 'all' or 'All Specialties' for every one" },
            name: { type: 'string', description: 'Words of the doctor name (case-insensitive, anywhere in the name)' },
            experience: { type: 'integer', minimum: 0, description: 'Minimum years of experience' },
            minRating: { type: 'number', minimum: 0, maximum: 5 },
            minFee: { type: 'integer', minimum: 0 },
            maxFee: { type: 'integer', minimum: 0, description: 'A doctor without a fee counts as DEFAULT_DOCTOR_FEE (500)' },
            date: { type: 'string', format: 'date', description: 'Only doctors with a free slot that day (their calendar date)' },
            sort: { type: 'string', enum: [...DOCTOR_SORTS], default: 'rating' },
            page: { type: 'integer', minimum: 1, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 12 },
          },
        },
        data: { 200: doctorSearchResultSchema },
      }),
    },
    (request, reply) => {
      const rawQuery = rawQueryOf(request.url);
      const known = searchQuery.known(rawQuery);
      // A search asked before whose answer is stored: sent at once, nothing awaited.
      const stored = known && doctors.storedSearchAnswer(known);
      if (stored) {
        sendEncodedAnswer(reply, request.headers['accept-encoding'], stored, 'hit');
        return;
      }
      return (async () => {
        const search = known ?? (await searchQuery.validate(rawQuery, request.query));
        if (!doctors.searchCacheEnabled) return sendEnvelope(reply, searchData(await doctors.search(search), search));
        // Encoded once as the route's own response serializer (the schema above) would, as sendEnvelope would be.
        const { answer, outcome } = doctors.searchAnswer(search, (result) => encodeSearchAnswer(reply, result, search));
        return sendEncodedAnswer(reply, request.headers['accept-encoding'], await answer, outcome);
      })();
    },
  );

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
    async (request, reply) => sendEnvelope(reply, toDoctor(await doctorByIdOr404(request.params.id))),
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
          properties: { specialization: { type: 'string' }, exclude: { type: 'string', description: 'A doctor id to leave out (the one shown)' } },
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
        querystring: { type: 'object', required: ['date'], properties: { date: { type: 'string', format: 'date', description: "yyyy-MM-dd in the doctor's time zone" } } },
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
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, default: 1 }, limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 } } },
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
      schema: routeSchema({ tags: TAGS, summary: 'Update the signed-in doctor profile', auth: 'doctor', body: profileBody, data: { 200: doctorSchema } }),
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
                    items: { type: 'object', required: ['time', 'status'], properties: { time: { type: 'string', enum: [...TIME_SLOTS] }, status: { type: 'string', enum: ['available', 'booked'] } } },
                  },
                },
              },
            },
          },
        },
        data: { 200: doctorSchema },
      }),
    },
    async (request, reply) => {
      const input = await validate(availabilitySchema, request.body);
      const record = await doctors.setWeeklySlots(caller(request).user.id, request.params.id, input.available_time_slots as DayAvailability[]);
      return sendEnvelope(reply, toDoctor(record), 'Availability updated');
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
        schema: routeSchema({ tags: TAGS, summary: 'Replace your profile picture', auth: 'doctor', body: imageBody, data: { 200: doctorSchema } }),
      },
      async (request, reply) => {
        const image = await readImageUpload(request);
        const record = await doctors.replaceImage(caller(request).user.id, image);
        return sendEnvelope(reply, toDoctor(record), 'Profile picture updated');
      },
    );
  });
}

export const doctorsPlugin = definePlugin({ name: 'doctors', services: ['database', 'doctors'], routes: doctorRoutes });
