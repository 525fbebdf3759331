import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_MESSAGES, bodyTooLargeMessage } from '@telehealth/shared-api/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from 'yup';
import { isStorageError } from '../db/storage-errors';
import { errorEnvelope } from './envelope';
import { HttpError, TooManyRequests } from './errors';
import { findNul, nulRefused } from './input-guard';

interface Described {
  statusCode: number;
  message: string;
  code?: string;
  headers?: Record<string, string>;
}

/** A full disk or an exhausted database is rarely fixed within seconds. */
const STORAGE_RETRY_AFTER_SECONDS = 30;

/** Maps any thrown value to a status and a message the client may show. */
function describe(error: unknown, bodyLimitBytes: number): Described {
  if (error instanceof TooManyRequests) {
    return { statusCode: 429, message: error.message, headers: { 'retry-after': String(error.retryAfterSeconds) } };
  }
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message, code: error.code };
  if (error instanceof ValidationError) return { statusCode: 400, message: error.errors[0] ?? error.message };
  if (isStorageError(error)) {
    return { statusCode: 503, message: API_MESSAGES.storageUnavailable, headers: { 'retry-after': String(STORAGE_RETRY_AFTER_SECONDS) } };
  }
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { statusCode: 413, message: bodyTooLargeMessage(bodyLimitBytes) };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, message: API_MESSAGES.invalidJson };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { statusCode: 415, message: API_MESSAGES.unsupportedMediaType };
    default:
      break;
  }
  // The JSON parser reports prototype-poisoning and syntax problems as plain 400s.
  if (fastifyError.statusCode === 400 && error instanceof SyntaxError) return { statusCode: 400, message: API_MESSAGES.invalidJson };
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && fastifyError.message) {
    return { statusCode: status, message: fastifyError.message.replace(/^FST_[A-Z_]+:\s*/, '') };
  }
  return { statusCode: 500, message: API_MESSAGES.internalError };
}

/**
 * One place turns errors into the error envelope; a 5xx is logged with its stack and
 * answered with a generic message (never the stack). Unknown routes answer a 404 envelope.
 */
export function registerErrorHandling(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, message, headers, code } = describe(error, bodyLimitBytes);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (headers) void reply.headers(headers);
    return reply.code(statusCode).send(errorEnvelope(statusCode, message, code));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    return reply.code(404).send(errorEnvelope(404, `Route ${request.method} ${path} not found`));
  });
}

/**
 * Fastify's own refusals before routing (a URL it cannot decode, FST_ERR_BAD_URL) in the
 * error envelope, like every other answer. Passed as the `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? API_MESSAGES.malformedUrl : (error.message ?? API_MESSAGES.invalidJson);
  void reply.code(400).send(errorEnvelope(400, message));
}

/** Node's parser refusals, by error code: status and message. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, API_MESSAGES.headersTooLarge],
  ERR_HTTP_REQUEST_TIMEOUT: [408, API_MESSAGES.requestTimeout],
};

/**
 * Refusals by Node's HTTP parser, before Fastify sees a request (headers or URL beyond the
 * size limit, an unreadable request line, a request that took too long), in the error
 * envelope like every other answer. Passed as the `clientErrorHandler` option.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, API_MESSAGES.unreadableRequest];
  const body = JSON.stringify(errorEnvelope(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const UTF8_CHARSET = /^"?utf-?8"?$/i;

/** The charset parameter of a Content-Type header, or null when it names none. */
function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*([^;\s]+)/i.exec(contentType ?? '');
  return match?.[1] ?? null;
}

/**
 * JSON body parser that treats an empty body as no body (a POST without content) and
 * otherwise keeps Fastify's safe parser (prototype-poisoning protection).
 */
export function registerJsonParser(app: FastifyInstance, bodyLimitBytes: number): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON (and multipart for uploads, added where needed): other bodies get 415.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: bodyLimitBytes }, (request, body, done) => {
    // JSON is UTF-8 (RFC 8259); a body declared otherwise would be read wrongly.
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== null && !UTF8_CHARSET.test(charset)) {
      done(new HttpError(415, API_MESSAGES.jsonCharsetUnsupported), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // JSON can carry a NUL only escaped, so only such a body is searched after parsing.
    if (!text.includes('\\u0000')) {
      parse(request, text, done);
      return;
    }
    parse(request, text, (error, value) => {
      let field: string | null;
      try {
        field = error ? null : findNul(value);
      } catch (tooDeep) {
        done(tooDeep as Error, undefined);
        return;
      }
      if (field) done(nulRefused(field), undefined);
      else done(error, value);
    });
  });
}
