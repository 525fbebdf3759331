import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@telehealth/shared-api/core';
import { BadRequest } from './errors';

const NUL = '\u0000';

/** Deeper than any request the API defines; deeper input is refused rather than searched. */
const MAX_SEARCH_DEPTH = 32;

/**
 * The path (`available_time_slots[0].day`) of the first key or text in `value` holding a NUL
 * character, or null. PostgreSQL cannot store NUL in text, so such input is refused up front.
 * Throws a 400 for input nested deeper than any request the API takes (recursing into it
 * would overflow the stack).
 */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_SEARCH_DEPTH) throw new BadRequest(API_MESSAGES.inputTooDeep);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return keyPath.replaceAll(NUL, '\\0');
    const found = findNul(item, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 400 for a field holding a NUL character. */
export function nulRefused(field: string): BadRequest {
  return new BadRequest(`${field} contains a NUL character (\\0), which is not allowed`);
}

/**
 * Refuses a NUL character in path parameters and the query string (JSON bodies are checked by
 * the JSON parser, multipart fields where the form is read). In a URL a NUL can only arrive
 * percent-encoded, so the common request pays one substring search.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.url.includes('%00')) {
      let field: string | null;
      try {
        field = findNul(request.params) ?? findNul(request.query);
      } catch (tooDeep) {
        return done(tooDeep as Error);
      }
      if (field) return done(nulRefused(field));
    }
    done();
  });
}
