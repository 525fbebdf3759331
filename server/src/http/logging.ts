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

/** Logger options of the server: the level, and errors serialized without the values involved. */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return { level, serializers: { err: serializeError, error: serializeError }, ...(destination ? { stream: destination } : {}) };
}
