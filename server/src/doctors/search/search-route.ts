import { DOCTOR_SORTS } from '@telehealth/shared-api/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { envelope, sendEnvelope } from '../../http/envelope';
import { routeSchema } from '../../http/schemas';
import type { DoctorRecord } from '../doctor-repository';
import { doctorSearchResultSchema, doctorSummarySchema, toDoctorSummary } from '../doctor-serializer';
import type { DoctorSearch } from './doctor-search';
import { sendEncodedAnswer } from './search-cache';
import type { DoctorSearchPage } from './search-repository';
import type { DoctorSearchRequest } from './search-request';

const TAGS = ['Doctors'];

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

/** `GET /doctor/all-doctors` (spec §7 "Doctors"): the HTTP face of DoctorSearch. */
export function registerDoctorSearchRoute(app: FastifyInstance, doctorSearch: DoctorSearch): void {
  const encodeSearchAnswer = searchAnswerEncoder();
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
            specialization: {
              type: 'string',
              description: "One of the specializations; omitted, 'all' or 'All Specialties' for every one",
            },
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
      const answer = doctorSearch.search({
        rawQuery: rawQueryOf(request.url),
        query: request.query,
        // Encoded once as the route's own response serializer (the schema above) would, as sendEnvelope would be.
        encode: encodeSearchAnswer,
        context: reply,
      });
      // A search asked before whose answer is stored: sent at once, nothing awaited.
      if (!(answer instanceof Promise)) {
        if (answer.encoded) sendEncodedAnswer(reply, request.headers['accept-encoding'], answer.encoded, answer.outcome);
        return;
      }
      return answer.then((built) => {
        if (!built.encoded) return sendEnvelope(reply, searchData(built.page, built.request));
        return sendEncodedAnswer(reply, request.headers['accept-encoding'], built.encoded, built.outcome);
      });
    },
  );
}
