import { DOCTOR_SORTS } from '@telehealth/shared-api/core';
import { constants as zlib } from 'node:zlib';
import type {} from '@fastify/compress'; // its route option `compress`
import type { FastifyInstance } from 'fastify';
import { sendEnvelope } from '../../http/envelope';
import { routeSchema } from '../../http/schemas';
import { doctorSearchResultSchema, toDoctorSummary } from '../doctor-serializer';
import type { DoctorSearch } from './doctor-search';

const TAGS = ['Doctors'];

/**
 * The server's compression (http/security.ts) with brotli at quality 1 rather than 4: every
 * search answer is new, and at 4 compressing it cost far more than the few bytes it saved
 * were worth (figures: bench/README.md, doctor-search). Prescription lists do the same.
 */
const COMPRESSION = {
  encodings: ['br' as const, 'gzip' as const],
  threshold: 1024,
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } },
};

/** `GET /doctor/all-doctors` (spec §7 "Doctors"): the HTTP face of DoctorSearch; fees in `currency` (config CURRENCY). */
export function registerDoctorSearchRoute(app: FastifyInstance, doctorSearch: DoctorSearch, currency: string): void {
  app.get(
    '/doctor/all-doctors',
    {
      config: { auth: 'any' },
      compress: COMPRESSION,
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
            availableNow: {
              type: 'boolean',
              description: 'Only doctors who switched "Available now" on (an immediate visit can be booked)',
            },
            sort: { type: 'string', enum: [...DOCTOR_SORTS], default: 'rating' },
            page: { type: 'integer', minimum: 1, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 12 },
          },
        },
        data: { 200: doctorSearchResultSchema },
      }),
    },
    async (request, reply) => {
      const { request: search, page, keptReservations } = await doctorSearch.search(request.query);
      const now = doctorSearch.now();
      // Every answer is built for its request (no answer is kept); a date search says when it used kept reservations.
      reply.header('server-timing', keptReservations ? 'cache;desc=miss, reservations;desc=kept' : 'cache;desc=miss');
      const { page: pageNumber, limit } = search;
      return sendEnvelope(reply, {
        doctors: page.records.map((record) => toDoctorSummary(record, currency, now)),
        total: page.total,
        totalCapped: page.totalCapped,
        page: pageNumber,
        limit,
        currency,
      });
    },
  );
}
