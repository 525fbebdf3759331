import type { ApiEnvelope } from '@telehealth/shared-api/core';
import type { FastifyReply } from 'fastify';

/** The success envelope `{ statusCode, data, message, success: true }`. */
export function envelope<T>(data: T, message = 'OK', statusCode = 200): ApiEnvelope<T> {
  return { statusCode, data, message, success: true };
}

/** The error envelope `{ statusCode, data: null, message, success: false }`, with `code` when the refusal has one. */
export function errorEnvelope(statusCode: number, message: string, code?: string): ApiEnvelope<null> & { code?: string } {
  return code ? { statusCode, data: null, message, success: false, code } : { statusCode, data: null, message, success: false };
}

/** Sends `data` in the envelope with the given status. */
export function sendEnvelope<T>(reply: FastifyReply, data: T, message = 'OK', statusCode = 200): FastifyReply {
  return reply.code(statusCode).send(envelope(data, message, statusCode));
}
