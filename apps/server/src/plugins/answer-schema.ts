// The JSON Schema of an endpoint's answer, read from its contract schema by zod 4's own
// `z.toJSONSchema` (the contract stays the one source). Two readers: the serializer, which writes
// each answer through its projection (answer-projection.ts), and the OpenAPI document, which publishes it.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The schema of what a zod type answers (`io: 'output'`: after defaults and transforms). What JSON
 * Schema cannot say (a transform's output, a date) becomes `{}`: written as it is, never refused.
 */
export function answerJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' });
  delete json.$schema;
  return json;
}

/** The envelope every `/api` answer has: `{code, msg, data}` (`code === 1`: success). */
export function envelopeJsonSchema(data: JsonSchema): JsonSchema {
  // A recursive schema's `$defs` (the menu's tree) are referred to from the root: they go up.
  const { $defs, ...rest } = data;
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: rest },
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    ...($defs ? { $defs } : {}),
  };
}

/** A refusal's envelope: any code but 1, its text, and the data some refusals carry (a challenge). */
export const ERROR_ENVELOPE: JsonSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
  required: ['code', 'msg'],
  additionalProperties: false,
};
