/**
 * JSON schemas for documentation (OpenAPI) and response serialisation. Responses list their
 * fields explicitly, so a column that is not listed (a password hash) can never be sent.
 * Request validation is done by the shared yup schemas, not by these.
 */
import type { FastifySchema } from 'fastify';
import type { Access } from './access';

export type JsonSchema = Record<string, unknown>;

export const nullableString = { type: ['string', 'null'] } as const;

export function envelopeOf(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['statusCode', 'data', 'message', 'success'],
    properties: {
      statusCode: { type: 'integer' },
      data,
      message: { type: 'string' },
      success: { type: 'boolean' },
    },
  };
}

const plainErrorEnvelope = envelopeOf({ type: 'null' });
export const errorEnvelopeSchema: JsonSchema = {
  description: 'Error: a human message the client shows as is, and a `code` where the client must act on the kind (API_ERROR_CODES)',
  ...plainErrorEnvelope,
  properties: { ...(plainErrorEnvelope.properties as Record<string, JsonSchema>), code: { type: 'string' } },
};

interface RouteDocs {
  tags: string[];
  summary: string;
  auth: Access;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** Schemas of the `data` of success answers, by status code. */
  data: Record<number, JsonSchema>;
}

/** Builds a route's schema: documentation, bearer security, enveloped responses. */
export function routeSchema(docs: RouteDocs): FastifySchema {
  const response: Record<string, JsonSchema> = {};
  for (const [status, data] of Object.entries(docs.data)) response[status] = envelopeOf(data);
  response['4xx'] = errorEnvelopeSchema;
  response['5xx'] = errorEnvelopeSchema;
  return {
    tags: docs.tags,
    summary: docs.summary,
    // Who may call the route, for readers of the document (and the trust tests, which fuzz as that role).
    'x-access': docs.auth,
    ...(docs.auth === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(docs.body ? { body: docs.body } : {}),
    ...(docs.querystring ? { querystring: docs.querystring } : {}),
    ...(docs.params ? { params: docs.params } : {}),
    response,
  } as FastifySchema;
}
