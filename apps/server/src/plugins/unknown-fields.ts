import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { translate } from '../lib/i18n';
import { invalidField } from '../lib/errors';

/** The keys an object payload may carry, or undefined when the schema is not an object's. */
export function knownKeys(schema: z.ZodType): Set<string> | undefined {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape));
  if (schema instanceof z.ZodPipe) return knownKeys(schema.in as z.ZodType);
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) {
    return knownKeys(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodUnion) {
    const all = new Set<string>();
    for (const option of schema.options as z.ZodType[]) {
      const keys = knownKeys(option);
      if (!keys) return undefined;
      for (const key of keys) all.add(key);
    }
    return all;
  }
  return undefined;
}

/**
 * preValidation hook: a payload field the contract does not declare is refused, named, rather than
 * silently dropped (a misspelt `page_szie` would otherwise be the default page size without a word).
 */
export function refuseUnknownFields(schema: z.ZodType): preValidationAsyncHookHandler | undefined {
  const keys = knownKeys(schema);
  if (!keys) return undefined;
  return async (request: FastifyRequest) => {
    const input = request.method === 'GET' ? request.query : request.body;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
    const unknown = Object.keys(input).find((key) => !keys.has(key));
    if (unknown === undefined) return;
    throw invalidField(unknown.slice(0, 50), translate(request.lang, 'v.field_unknown'));
  };
}
