import {
  ACCESS_RECORD_KINDS,
  ACCESS_RECORD_PAGE_SIZE_DEFAULT,
  ACCESS_RECORD_PAGE_SIZE_MAX,
  CONSOLE_MAIL_STATES,
  type AccessRecordKind,
} from '@telehealth/shared-api/core';
import type { SystemHealth } from '@telehealth/shared-api/core';
import type { FastifyInstance } from 'fastify';
import { accessRecordCsv } from '../access-record';
import type { AccessRecordFilters, AccessRecordService } from '../access-record';
import { caller } from '../sessions/access-control';
import { sendEnvelope } from '../http/envelope';
import { BadRequest, Conflict, HttpError, NotFound } from '../http/errors';
import { routeSchema, type JsonSchema } from '../http/schemas';
import { REFUND_RETRY_AFTER_MS } from '../payments';
import { definePlugin } from '../plugin';
import { checkoutParties, listConsoleCheckouts, listConsoleMail } from './console-repository';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { MailService } from '../mail';
import type { CheckoutService } from '../payments';

const TAGS = ['Operations'];

export const CONSOLE_MESSAGES = {
  noRefundOwed: 'This checkout has no refund owed: nothing was sent.',
  refundMade: 'Refund made',
  refundFailedAgain:
    'The payment company did not make the refund this time either. It is tried again automatically; you can also try later.',
  mailNotFailed: 'Only an email that failed can be sent again.',
  mailQueued: 'The email is queued to be sent again',
  checkoutNotFound: 'Checkout not found',
  mailNotFound: 'Email not found',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_FILTER_MAX = 200;

type Query = Record<string, unknown>;

function textOf(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new BadRequest(`${name} must be given once, as text`);
  const trimmed = value.trim();
  if (trimmed.length > TEXT_FILTER_MAX) throw new BadRequest(`${name} can be at most ${TEXT_FILTER_MAX} characters`);
  return trimmed || undefined;
}

function dateOf(query: Query, name: string): Date | undefined {
  const text = textOf(query, name);
  if (!text) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  if (!DATE.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new BadRequest(`${name} must be a date written yyyy-mm-dd`);
  }
  return date;
}

function pagingOf(query: Query): { page: number; pageSize: number } {
  const number = (name: string, fallback: number, max: number) => {
    const text = textOf(query, name);
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > max) throw new BadRequest(`${name} must be a whole number from 1 to ${max}`);
    return n;
  };
  return { page: number('page', 1, 100_000), pageSize: number('pageSize', ACCESS_RECORD_PAGE_SIZE_DEFAULT, ACCESS_RECORD_PAGE_SIZE_MAX) };
}

/** The access record's filters: patient and actor (a name, an email or an id), kind, and a date range in UTC, both days included. */
export function accessRecordFiltersOf(query: Query): AccessRecordFilters {
  const kind = textOf(query, 'kind');
  if (kind !== undefined && !(ACCESS_RECORD_KINDS as readonly string[]).includes(kind)) {
    throw new BadRequest(`kind must be one of ${ACCESS_RECORD_KINDS.join(', ')}`);
  }
  const from = dateOf(query, 'from');
  const to = dateOf(query, 'to');
  if (from && to && from.getTime() > to.getTime()) throw new BadRequest('The "from" date must not be after the "to" date');
  return {
    patient: textOf(query, 'patient'),
    actor: textOf(query, 'actor'),
    kind: kind as AccessRecordKind | undefined,
    from,
    before: to ? new Date(to.getTime() + 86_400_000) : undefined,
  };
}

const pagingQuery = {
  page: { type: 'string', description: 'Page number, from 1' },
  pageSize: {
    type: 'string',
    description: `Entries a page (1–${ACCESS_RECORD_PAGE_SIZE_MAX}, default ${ACCESS_RECORD_PAGE_SIZE_DEFAULT})`,
  },
};
const filterQuery = {
  patient: { type: 'string', description: "Patient's name, email or id (part of a name or email matches)" },
  actor: { type: 'string', description: "Who did it: a user's name, email or id" },
  kind: { type: 'string', description: `One of ${ACCESS_RECORD_KINDS.join(', ')}` },
  from: { type: 'string', description: 'First day (yyyy-mm-dd, UTC), included' },
  to: { type: 'string', description: 'Last day (yyyy-mm-dd, UTC), included' },
};
const party: JsonSchema = {
  type: ['object', 'null'],
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
};
const nullableText = { type: ['string', 'null'] };
const entrySchema: JsonSchema = {
  type: 'object',
  required: ['id', 'occurredAt', 'kind', 'actor', 'patient', 'doctor', 'subjectId', 'detail', 'ip'],
  properties: {
    id: { type: 'string' },
    occurredAt: { type: 'string' },
    kind: { type: 'string' },
    actor: {
      type: 'object',
      required: ['id', 'name', 'email', 'role'],
      properties: { id: nullableText, name: nullableText, email: nullableText, role: { type: 'string' } },
    },
    patient: party,
    doctor: party,
    subjectId: nullableText,
    detail: { type: 'string' },
    ip: { type: 'string' },
  },
};
const pageOf = (key: string, items: JsonSchema): JsonSchema => ({
  type: 'object',
  required: [key, 'total', 'page', 'pageSize'],
  properties: { [key]: { type: 'array', items }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
});
const checkoutSchema: JsonSchema = {
  type: 'object',
  required: [
    'id',
    'status',
    'provider',
    'amount',
    'currency',
    'patient',
    'doctor',
    'startsAt',
    'createdAt',
    'paidAt',
    'refundedAt',
    'refund',
  ],
  properties: {
    id: { type: 'string' },
    status: { type: 'string' },
    provider: { type: 'string' },
    amount: { type: 'integer' },
    currency: { type: 'string' },
    patient: party,
    doctor: party,
    startsAt: { type: 'string' },
    createdAt: { type: 'string' },
    paidAt: nullableText,
    refundedAt: nullableText,
    refund: {
      type: 'object',
      required: ['state', 'reason', 'amount'],
      properties: { state: { type: 'string' }, reason: nullableText, amount: { type: ['integer', 'null'] } },
    },
  },
};
const mailSchema: JsonSchema = {
  type: 'object',
  required: ['id', 'kind', 'channel', 'to', 'subject', 'state', 'attempts', 'lastError', 'createdAt', 'sentAt'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    channel: { type: 'string', enum: ['email', 'sms'] },
    to: { type: 'string' },
    subject: { type: 'string' },
    state: { type: 'string' },
    attempts: { type: 'integer' },
    lastError: nullableText,
    createdAt: { type: 'string' },
    sentAt: nullableText,
  },
};
const latency = { type: ['number', 'null'] };
const healthSchema: JsonSchema = {
  type: 'object',
  required: ['database', 'redis', 'jobs', 'sockets', 'checkedAt'],
  properties: {
    database: {
      type: 'object',
      required: ['ok', 'kind', 'latencyMs', 'error'],
      properties: { ok: { type: 'boolean' }, kind: { type: 'string' }, latencyMs: latency, error: nullableText },
    },
    redis: {
      type: ['object', 'null'],
      required: ['ok', 'latencyMs', 'error'],
      properties: { ok: { type: 'boolean' }, latencyMs: latency, error: nullableText },
    },
    jobs: {
      type: 'object',
      required: ['ok', 'queues', 'error'],
      properties: {
        ok: { type: 'boolean' },
        error: nullableText,
        queues: {
          type: 'array',
          items: {
            type: 'object',
            required: ['name', 'queued', 'active', 'failed'],
            properties: { name: { type: 'string' }, queued: { type: 'integer' }, active: { type: 'integer' }, failed: { type: 'integer' } },
          },
        },
      },
    },
    sockets: { type: 'object', required: ['connected'], properties: { connected: { type: 'integer' } } },
    checkedAt: { type: 'string' },
  },
};
const idParams: JsonSchema = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };

/**
 * The operations console's other pages (admin role only): the access record with its CSV,
 * payments with refund retries, message delivery with resends, and system health. An operator
 * sees who read what and when, never what was read (no notes, chat or message bodies).
 */
export async function consoleRoutes(
  app: FastifyInstance,
  {
    accessRecord,
    checkout,
    mail,
    database,
    clock,
    systemHealth,
  }: {
    accessRecord: AccessRecordService;
    checkout: CheckoutService;
    mail: MailService;
    database: Database;
    clock: Clock;
    systemHealth: () => Promise<SystemHealth>;
  },
): Promise<void> {
  const db = database.db;

  app.get(
    '/admin/access-record',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: TAGS,
        summary: "Who read which patient's prescriptions, appointments and notes, and every operator decision; newest first",
        auth: 'admin',
        querystring: { type: 'object', properties: { ...filterQuery, ...pagingQuery } },
        data: { 200: pageOf('entries', entrySchema) },
      }),
    },
    async (request, reply) => {
      const query = request.query as Query;
      const filters = accessRecordFiltersOf(query);
      const { page, pageSize } = pagingOf(query);
      return sendEnvelope(reply, await accessRecord.page(filters, page, pageSize));
    },
  );

  app.get(
    '/admin/access-record/export',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'The access record as CSV (the same filters; the newest 10,000 entries)',
        security: [{ bearerAuth: [] }],
        querystring: { type: 'object', properties: filterQuery },
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const filters = accessRecordFiltersOf(request.query as Query);
      const csv = accessRecordCsv(await accessRecord.exportRows(filters));
      const day = clock().toISOString().slice(0, 10);
      return reply
        .code(200)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="access-record-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/checkouts',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Checkouts, newest first; `refunds=owed` lists only those with a refund owed or failed',
        auth: 'admin',
        querystring: {
          type: 'object',
          properties: { refunds: { type: 'string', description: '`owed` or `all` (default)' }, ...pagingQuery },
        },
        data: { 200: pageOf('checkouts', checkoutSchema) },
      }),
    },
    async (request, reply) => {
      const query = request.query as Query;
      const refunds = textOf(query, 'refunds') ?? 'all';
      if (refunds !== 'owed' && refunds !== 'all') throw new BadRequest('refunds must be owed or all');
      const { page, pageSize } = pagingOf(query);
      const { checkouts, total } = await listConsoleCheckouts(db, {
        refundsOnly: refunds === 'owed',
        limit: pageSize,
        offset: (page - 1) * pageSize,
        now: clock(),
        failedAfterMs: REFUND_RETRY_AFTER_MS,
      });
      return sendEnvelope(reply, { checkouts, total, page, pageSize });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/checkouts/:id/retry-refund',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Ask the payment company again for the refund this checkout is owed (a repeat never pays twice)',
        auth: 'admin',
        params: idParams,
        data: { 200: { type: 'object', required: ['outcome'], properties: { outcome: { type: 'string', enum: ['made'] } } } },
      }),
    },
    async (request, reply) => {
      const { user } = caller(request);
      const parties = await checkoutParties(db, request.params.id);
      if (!parties) throw new NotFound(CONSOLE_MESSAGES.checkoutNotFound);
      const outcome = await checkout.retryRefundOf(request.params.id);
      if (outcome === 'none-owed') throw new Conflict(CONSOLE_MESSAGES.noRefundOwed);
      await accessRecord.decision(
        { user, ip: request.ip },
        { kind: 'refund-retry', ...parties, subjectId: request.params.id, detail: outcome === 'made' ? 'Refund made' : 'Refused again' },
      );
      if (outcome === 'failed') throw new HttpError(502, CONSOLE_MESSAGES.refundFailedAgain);
      return sendEnvelope(reply, { outcome }, CONSOLE_MESSAGES.refundMade);
    },
  );

  app.get(
    '/admin/mail-messages',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'The email delivery log, newest first (never a message body)',
        auth: 'admin',
        querystring: {
          type: 'object',
          properties: { state: { type: 'string', description: `One of ${CONSOLE_MAIL_STATES.join(', ')}` }, ...pagingQuery },
        },
        data: { 200: pageOf('messages', mailSchema) },
      }),
    },
    async (request, reply) => {
      const query = request.query as Query;
      const state = textOf(query, 'state');
      if (state !== undefined && !(CONSOLE_MAIL_STATES as readonly string[]).includes(state)) {
        throw new BadRequest(`state must be one of ${CONSOLE_MAIL_STATES.join(', ')}`);
      }
      const { page, pageSize } = pagingOf(query);
      const { messages, total } = await listConsoleMail(db, {
        state: state as (typeof CONSOLE_MAIL_STATES)[number] | undefined,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return sendEnvelope(reply, { messages, total, page, pageSize });
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/mail-messages/:id/retry',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Send a failed email again',
        auth: 'admin',
        params: idParams,
        data: { 200: { type: 'null' } },
      }),
    },
    async (request, reply) => {
      const { user } = caller(request);
      const { id } = request.params;
      if (!UUID.test(id) || !(await mail.message(id))) throw new NotFound(CONSOLE_MESSAGES.mailNotFound);
      const queued = await mail.retry(id, (tx) =>
        accessRecord.decision({ user, ip: request.ip }, { kind: 'mail-retry', subjectId: id }, tx),
      );
      if (!queued) throw new Conflict(CONSOLE_MESSAGES.mailNotFailed);
      return sendEnvelope(reply, null, CONSOLE_MESSAGES.mailQueued);
    },
  );

  app.get(
    '/admin/system-health',
    {
      config: { auth: 'admin' },
      schema: routeSchema({
        tags: TAGS,
        summary: 'Database and Redis round trips, job queue counts, sockets connected to this instance',
        auth: 'admin',
        data: { 200: healthSchema },
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendEnvelope(reply, await systemHealth());
    },
  );
}

export const consolePlugin = definePlugin({
  name: 'console',
  routes: consoleRoutes,
});
