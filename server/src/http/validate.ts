import { API_MESSAGES } from '@telehealth/shared-api/core';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { BadRequest } from './errors';

/**
 * Validates a body or query with one of the shared yup schemas (the validator of record).
 * Unknown fields are dropped; the first failed rule's message becomes a 400.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  const value = input === undefined || input === null ? {} : input;
  if (typeof value !== 'object' || Array.isArray(value)) throw new BadRequest(API_MESSAGES.bodyNotObject);
  try {
    return (await schema.validate(value, { abortEarly: true, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new BadRequest(error.errors[0] ?? error.message);
    throw error;
  }
}
