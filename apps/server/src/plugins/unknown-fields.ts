import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { firstUnknownKey, knownKeys } from '../lib/payload-keys';
import { translate } from '../lib/i18n';
import { invalidField } from '../lib/errors';

/**
 * preValidation hook: a payload field the contract does not declare is refused, named, rather than
 * silently dropped (a misspelt `page_szie` would otherwise be the default page size without a word).
 */
export function refuseUnknownFields(schema: z.ZodType): preValidationAsyncHookHandler | undefined {
  if (!knownKeys(schema)) return undefined;
  return async (request: FastifyRequest) => {
    const input = request.method === 'GET' ? request.query : request.body;
    const keys = knownKeys(schema, input);
    if (keys) checkFields(request, keys, input);
  };
}

/** Refuses the first field of `input` that is not one of `keys`, naming it. */
export function checkFields(request: FastifyRequest, keys: ReadonlySet<string>, input: unknown): void {
  const unknown = firstUnknownKey(keys, input);
  if (unknown === undefined) return;
  throw invalidField(unknown.slice(0, 50), translate(request.lang, 'v.field_unknown'));
}
