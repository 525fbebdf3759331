import { API_MESSAGES } from '@telehealth/shared-api/core';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { BadRequest } from './errors';

const SCALAR_TYPES = new Set(['string', 'number', 'boolean', 'date']);

/** Deeper than any request the API defines (the availability body is four levels). */
export const MAX_INPUT_DEPTH = 32;

/**
 * A copy of the input without keys named like Object.prototype's members (`toString`,
 * `constructor`, `__proto__`...). No schema has such a field, and yup looks fields up by plain
 * property access, so such a key reached its casts as a 500 (`field.resolve is not a
 * function`). Input nested deeper than MAX_INPUT_DEPTH is refused rather than recursed into.
 */
function withoutPrototypeKeys(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) throw new BadRequest(API_MESSAGES.inputTooDeep);
  if (Array.isArray(value)) return value.map((item) => withoutPrototypeKeys(item, depth + 1));
  // A Date or a Buffer stays as is (query objects have their own prototype, so no prototype check).
  if (value instanceof Date || ArrayBuffer.isView(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(key in Object.prototype)) copy[key] = withoutPrototypeKeys(item, depth + 1);
  }
  return copy;
}

/**
 * Makes JSON input safe to hand to a shared schema: a null text field counts as absent (so
 * the rule's own "required" message or default applies), and an object or array where a
 * scalar belongs is refused here with a clear message rather than reaching yup's casts.
 */
function prepare(schema: AnyObjectSchema, input: Record<string, unknown>): Record<string, unknown> {
  const prepared = { ...input };
  const fields = schema.fields as Record<string, { type?: string }>;
  for (const [key, field] of Object.entries(fields)) {
    const value = prepared[key];
    if (value === null && field.type === 'string') delete prepared[key];
    else if (typeof value === 'object' && value !== null && SCALAR_TYPES.has(field.type ?? '')) {
      throw new BadRequest(`${key} must be ${field.type === 'number' ? 'a number' : 'text'}`);
    }
  }
  return prepared;
}

/**
 * Validates a body or query with one of the shared yup schemas (the validator of record).
 * Unknown fields are dropped; the first failed rule's message becomes a 400.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  const value = input === undefined || input === null ? {} : input;
  if (typeof value !== 'object' || Array.isArray(value)) throw new BadRequest(API_MESSAGES.bodyNotObject);
  try {
    const cleaned = withoutPrototypeKeys(value) as Record<string, unknown>;
    return (await schema.validate(prepare(schema, cleaned), {
      abortEarly: true,
      stripUnknown: true,
    })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new BadRequest(error.errors[0] ?? error.message);
    throw error;
  }
}
