import { createHash } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (tests read them). */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fields of an error (and of its causes) that may be logged: what failed and where, never the
 * values involved. A database error's `params` (a failed insert's email and password hash),
 * its `detail` ("Failing row contains (…)", "Key (email)=(…) already exists") and `where`
 * carry the rows' values, and so health data; they are left out.
 */
const SAFE_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'schema', 'routine', 'severity', 'query'] as const;

const MAX_CAUSES = 4;

/** Drizzle writes a failed query's parameters into its message (`…\nparams: a@b.c,$argon2id…`). */
function withoutParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\n[params redacted]');
}

export interface SerializedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The pino serializer of `err`: type, message, stack, the SAFE_FIELDS and the causes, redacted. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error: value not logged]', stack: '' };
  const out: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * Path segments that are secrets: a prescription's verification token (`/verify/<token>`) and a
 * checkout session's id, which alone opens its card form and cancels it.
 */
const SECRET_PATH_SEGMENTS = [/^(\/verify\/)[^/?#]+/, /^(\/sandbox\/checkout\/)[^/?#]+/, /^(\/checkout\/)[^/?#]+/];

/** Query parameters whose values may be logged; every other value is replaced. */
const LOGGABLE_QUERY_PARAMETERS = new Set(['page', 'limit']);

export const REDACTED = '[redacted]';

/**
 * A request's path and query as they may be logged: secret path segments and query values
 * (a revoke reason, a typed verification code, a checkout `session_id`, search words about
 * someone's health) replaced, the parameter names kept.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATH_SEGMENTS) pathPart = pathPart.replace(pattern, `$1${REDACTED}`);
  if (queryAt === -1) return pathPart;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return LOGGABLE_QUERY_PARAMETERS.has(name) ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/**
 * A checkout session id stands for the session's card form: logged as a short fingerprint,
 * enough to match log lines to each other (and to a row, by hashing its id) but not to open it.
 */
export function fingerprint(value: unknown): string {
  if (typeof value !== 'string') return String(value);
  return `sha256:${createHash('sha256').update(value).digest('hex').slice(0, 12)}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino's `req`: Fastify's fields, with the URL redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options of the server: the level, and errors, requests and checkout ids serialized without secrets. */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      err: serializeError,
      error: serializeError,
      req: serializeRequest,
      checkoutSessionId: fingerprint,
      providerSessionId: fingerprint,
    },
    ...(destination ? { stream: destination } : {}),
  };
}
